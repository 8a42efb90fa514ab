import type { InquiryButtonDictionary } from "../ru/inquiry-button";

export const inquiryButton: InquiryButtonDictionary = {
  open: "Discuss a project",
  hint: "The inquiry reaches the specialist by e-mail and in their cabinet",
};
