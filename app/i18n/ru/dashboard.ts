// The personal cabinet (spec 2 "Dashboard").
export const dashboard = {
  seoTitle: "Личный кабинет",
  greeting: "Здравствуйте, {email}!",
};

export type DashboardDictionary = typeof dashboard;
