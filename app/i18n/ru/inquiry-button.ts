// The profile page's "discuss a project" button (issue 27): its own small namespace, so the profile's first load carries
// these words and not the form's (inquiries.ts), which loads with the form.
export const inquiryButton = {
  open: "Обсудить проект",
  hint: "Заявка придёт специалисту на почту и в личный кабинет",
};

export type InquiryButtonDictionary = typeof inquiryButton;
