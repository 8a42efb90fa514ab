import type { ConsoleInquiriesDictionary } from "../ru/console-inquiries";

export const consoleInquiries: ConsoleInquiriesDictionary = {
  title: "Inquiry spam",
  lead: "Inquiries specialists marked as spam. An address or sender with two such inquiries within 90 days can no longer send inquiries: this happens by itself, no decision is needed.",
  empty: "No inquiries are marked as spam.",
  columns: { sender: "Sender", specialist: "Specialist", dates: "Dates", message: "Message" },
  sent: "Sent",
  marked: "Spam",
  first: "First page",
  next: "Next page",
};
