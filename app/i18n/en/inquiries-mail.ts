import type { InquiriesMailDictionary } from "../ru/inquiries-mail";

export const inquiriesMail: InquiriesMailDictionary = {
  confirmSubject: "Confirm your inquiry on Zvuk.Rabota",
  confirmText:
    "Someone, probably you, wrote to {name} through Zvuk.Rabota and gave this address for the answer. To send the inquiry to the specialist, open the link and press “Send the inquiry” (the link works for 48 hours):\n{url}\n\nIf you did not send an inquiry, just ignore this e-mail: without confirmation nobody sees it.",
  specialistSubject: "A new project inquiry on Zvuk.Rabota",
  specialistIntro:
    "A client sent you a project inquiry through your profile on Zvuk.Rabota. To answer, just reply to this e-mail: your reply goes to the client at {email}.\nAll inquiries are in your cabinet: {url}",
  copySubject: "A copy of your inquiry on Zvuk.Rabota",
  copyIntro: "Your inquiry was sent to {name}. They will answer you at this address. Here is what you wrote:",
  copyOutro: "The specialist's profile: {url}\n\nIf you did not send this inquiry, just ignore this e-mail.",
  labels: {
    clientName: "Name",
    clientEmail: "E-mail",
    clientContact: "Telegram or phone",
    workKind: "Kind of work",
    budget: "Budget",
    deadline: "Deadline",
    referenceLink: "References",
    message: "Message",
  },
  values: {
    other: "Other",
    negotiable: "to be discussed",
    notGiven: "not given",
    from: "from {amount}",
    upTo: "up to {amount}",
    range: "{from} to {to}",
  },
  telegramTitle: "A new project inquiry on Zvuk.Rabota",
  telegramCut: "The message was shortened: the whole of it is in the e-mail and the cabinet.",
  telegramCabinet: "Open the inquiries",
};
