import type { DashboardDictionary } from "../ru/dashboard";

export const dashboard: DashboardDictionary = {
  seoTitle: "My account",
  greeting: "Hello, {email}!",
};
