import escapeHtml from "escape-html";
import type { MailMessage } from "~/adapters/mail/mailer.server";
import { textMail } from "~/adapters/mail/text-mail";
import type { Language } from "~/config/constants";
import { inquiriesMailText } from "~/i18n/inquiries-mail";
import { localizePath } from "~/i18n/language";
import { interpolate } from "~/i18n/plural";
import { siteOrigin } from "~/seo/site-origin.server";
import { budgetText, deadlineText } from "./inquiry-format";

/** What a client wrote, as stored: the mails, the Telegram message and the cabinet show it. */
export interface InquiryContent {
  clientName: string;
  clientEmail: string;
  clientContact: string;
  /** The chosen service's title as it was when sent; "" for "other". */
  workKind: string;
  budgetFrom: number | null;
  budgetTo: number | null;
  budgetNegotiable: boolean;
  /** YYYY-MM-DD, or null. */
  deadline: string | null;
  message: string;
  referenceLink: string;
}

type Labels = keyof (typeof inquiriesMailText)["ru"]["labels"];

/** The inquiry's fields in the order the form asks, each with its value in words; empty optional fields are left out. */
function inquiryValues(language: Language, content: InquiryContent): { label: Labels; value: string }[] {
  const t = inquiriesMailText[language].values;
  const values: { label: Labels; value: string }[] = [
    { label: "clientName", value: content.clientName },
    { label: "clientEmail", value: content.clientEmail },
    { label: "clientContact", value: content.clientContact },
    { label: "workKind", value: content.workKind || t.other },
    { label: "budget", value: budgetText(language, t, content) },
    { label: "deadline", value: content.deadline ? deadlineText(language, content.deadline) : "" },
    { label: "referenceLink", value: content.referenceLink },
  ];
  return values.filter((line) => line.value !== "");
}

/** The inquiry as a mail's text in one language: "Label: value" lines, then the message under its label. */
function inquiryText(language: Language, content: InquiryContent): string {
  const t = inquiriesMailText[language].labels;
  const lines = inquiryValues(language, content).map(({ label, value }) => `${t[label]}: ${value}`);
  return `${lines.join("\n")}\n\n${t.message}:\n${content.message}`;
}

/** The fields for a reader whose language we do not know: "Имя / Name", a value once where both languages agree. */
function bilingualValues(content: InquiryContent): { label: string; value: string }[] {
  const { ru, en } = inquiriesMailText;
  const english = new Map(inquiryValues("en", content).map((line) => [line.label, line.value]));
  return inquiryValues("ru", content).map(({ label, value }) => {
    const other = english.get(label) ?? value;
    const both = (russian: string, english: string) => (russian === english ? russian : `${russian} / ${english}`);
    return { label: both(ru.labels[label], en.labels[label]), value: both(value, other) };
  });
}

const url = (path: string, language: Language) => `${siteOrigin()}${localizePath(path, language)}`;

/** The cabinet's inquiries tab. */
const inquiriesTabPath = "/dashboard?tab=inquiries";

/**
 * To an anonymous client: the link that confirms the inquiry, in the language of the page they sent it from. Only the
 * specialist's name is in it, none of the client's words: whoever types an address into the form must not be able to
 * send their text to that mailbox through us (the text goes out once the address's owner confirmed).
 */
export function confirmationMail(input: { to: string; language: Language; specialistName: string; token: string }): MailMessage {
  const t = inquiriesMailText[input.language];
  const link = url(`/inquiries/confirm/${input.token}`, input.language);
  return textMail(input.to, t.confirmSubject, interpolate(t.confirmText, { name: input.specialistName, url: link }));
}

/**
 * To the specialist: every field, Reply-To the client (answering is one click), a link to the cabinet's tab. We do not
 * keep a user's language, so the mail is in Russian, then English, like the operators' notices (decision 019); the
 * client's words once, under labels in both languages.
 */
export function specialistInquiryMail(input: { to: string; content: InquiryContent }): MailMessage {
  const { ru, en } = inquiriesMailText;
  const intro = (["ru", "en"] as const).map((language) =>
    interpolate(inquiriesMailText[language].specialistIntro, { email: input.content.clientEmail, url: url(inquiriesTabPath, language) }),
  );
  const lines = bilingualValues(input.content).map(({ label, value }) => `${label}: ${value}`);
  const body = `${intro.join("\n\n")}\n\n———\n\n${lines.join("\n")}\n\n${ru.labels.message} / ${en.labels.message}:\n${input.content.message}`;
  return textMail(input.to, `${ru.specialistSubject} / ${en.specialistSubject}`, body, { replyTo: input.content.clientEmail });
}

/** To the client: a copy of what they sent, in the language of the page they sent it from. */
export function clientCopyMail(input: { language: Language; specialistName: string; specialistId: string; content: InquiryContent }): MailMessage {
  const t = inquiriesMailText[input.language];
  const profile = url(`/specialists/${encodeURIComponent(input.specialistId)}`, input.language);
  const body = `${interpolate(t.copyIntro, { name: input.specialistName })}\n\n${inquiryText(input.language, input.content)}\n\n${interpolate(t.copyOutro, { url: profile })}`;
  return textMail(input.content.clientEmail, t.copySubject, body);
}

/** Telegram allows 4096 characters a message; the client's message is cut well before, the rest is in the mail. */
const TELEGRAM_MESSAGE_CHARS = 2500;

/**
 * The specialist's Telegram message, in Telegram's HTML (https://core.telegram.org/bots/api#html-style): every text the
 * client wrote escaped with escape-html, labels in both languages as in the mail, a link to the cabinet.
 */
export function inquiryTelegramHtml(content: InquiryContent): string {
  const { ru, en } = inquiriesMailText;
  const lines = bilingualValues(content).map(({ label, value }) => `<b>${escapeHtml(label)}:</b> ${escapeHtml(value)}`);
  const isCut = content.message.length > TELEGRAM_MESSAGE_CHARS;
  const message = isCut ? `${content.message.slice(0, TELEGRAM_MESSAGE_CHARS)}…` : content.message;
  const cabinet = `<a href="${escapeHtml(url(inquiriesTabPath, "ru"))}">${escapeHtml(ru.telegramCabinet)}</a> · <a href="${escapeHtml(url(inquiriesTabPath, "en"))}">${escapeHtml(en.telegramCabinet)}</a>`;
  return [
    `<b>${escapeHtml(ru.telegramTitle)}</b>`,
    `<i>${escapeHtml(en.telegramTitle)}</i>`,
    "",
    ...lines,
    "",
    escapeHtml(message),
    ...(isCut ? ["", `<i>${escapeHtml(ru.telegramCut)} / ${escapeHtml(en.telegramCut)}</i>`] : []),
    "",
    cabinet,
  ].join("\n");
}
