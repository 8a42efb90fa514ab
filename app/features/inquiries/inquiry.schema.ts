import { DATE_UTC_OFFSET_HOURS, INQUIRY } from "~/config/constants";
import { EMAIL_MAX_LENGTH, emailAddress, emailLimitKey } from "~/config/email-address";
import { userText } from "~/config/user-text";
import { z } from "~/config/zod";
import type { InquiriesDictionary } from "~/i18n/ru/inquiries";

/**
 * The project inquiry form on a Pro's profile (issue 27, docs/decisions/036), shared by the form (Conform, in the
 * browser) and the profile page's action (docs/decisions/017). Messages are keys of the inquiries dictionary's
 * `form.errors`. The kind of work is a service id of the specialist's or "other": which ids are theirs only the action
 * knows. The honeypot `homepage` is hidden from people; a filled one is answered like success and nothing is stored.
 */
export type InquiryError = keyof InquiriesDictionary["form"]["errors"];
const message = (key: InquiryError) => key;
const caps = INQUIRY.fields;

/** The kind of work a client chose when none of the specialist's services fits. */
export const OTHER_WORK_KIND = "other";
/** A service id is a uuid; anything longer is not one of ours. */
const WORK_KIND_MAX_LENGTH = 100;

/** A posted text; `missing`: the message when the field is not posted at all (a select left on its placeholder is not). */
const text = (missing: InquiryError = "invalidCharacter") => userText(message("invalidCharacter"), message(missing)).trim();

/** Today's date (YYYY-MM-DD) at the site's UTC+3: a deadline may be today, never before it. */
export function todayAtSiteOffset(now = new Date()): string {
  return new Date(now.getTime() + DATE_UTC_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);
}

const isCalendarDate = (value: string) => {
  if (!/^\d{4}-\d\d-\d\d$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** Whole roubles, optional: empty is "not given" (null). */
const roubles = text()
  .refine((value) => value === "" || /^\d{1,12}$/.test(value.replace(/[\s\u00a0]/g, "")), message("budgetInvalid"))
  .transform((value) => (value === "" ? null : Number(value.replace(/[\s\u00a0]/g, ""))))
  .refine((value) => value === null || value <= INQUIRY.budgetMaxRub, message("budgetTooLarge"));

const isWebLink = (value: string) => {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
};

export const inquirySchema = z
  .object({
    clientName: text("nameRequired").min(1, message("nameRequired")).max(caps.clientName, message("nameTooLong")),
    clientEmail: text("emailRequired")
      .min(1, message("emailRequired"))
      .max(EMAIL_MAX_LENGTH, message("emailInvalid"))
      .pipe(emailAddress(message("emailInvalid")))
      .transform(emailLimitKey),
    clientContact: text().max(caps.clientContact, message("contactTooLong")).default(""),
    workKind: text("workKindRequired").min(1, message("workKindRequired")).max(WORK_KIND_MAX_LENGTH, message("workKindRequired")),
    budgetFrom: roubles.default(null),
    budgetTo: roubles.default(null),
    /** The «Бюджет обсудим» checkbox: the amounts are then left out (`inquiryFieldsOf`). */
    budgetNegotiable: z
      .string()
      .default("")
      .transform((value) => value !== ""),
    deadline: text()
      .default("")
      .refine((value) => value === "" || isCalendarDate(value), message("deadlineInvalid"))
      .refine((value) => value === "" || value >= todayAtSiteOffset(), message("deadlinePast"))
      .transform((value) => (value === "" ? null : value)),
    message: text("messageTooShort").min(caps.messageMin, message("messageTooShort")).max(caps.message, message("messageTooLong")),
    referenceLink: text()
      .max(caps.referenceLink, message("linkTooLong"))
      .refine((value) => value === "" || isWebLink(value), message("linkInvalid"))
      .default(""),
    homepage: z.string().max(500).default(""),
  })
  .superRefine((value, context) => {
    if (!value.budgetNegotiable && value.budgetFrom !== null && value.budgetTo !== null && value.budgetFrom > value.budgetTo) {
      context.addIssue({ code: "custom", message: message("budgetRange"), path: ["budgetTo"] });
    }
  });

export type InquiryInput = z.output<typeof inquirySchema>;
export type InquiryFields = Omit<InquiryInput, "homepage">;

/** The fields an inquiry stores: with «Бюджет обсудим» ticked, amounts typed before are dropped. */
export function inquiryFieldsOf({ homepage: _honeypot, ...fields }: InquiryInput): InquiryFields {
  return fields.budgetNegotiable ? { ...fields, budgetFrom: null, budgetTo: null } : fields;
}

const ERROR_KEYS = new Set<string>([
  "nameRequired",
  "nameTooLong",
  "emailRequired",
  "emailInvalid",
  "contactTooLong",
  "workKindRequired",
  "budgetInvalid",
  "budgetTooLarge",
  "budgetRange",
  "deadlineInvalid",
  "deadlinePast",
  "messageTooShort",
  "messageTooLong",
  "linkInvalid",
  "linkTooLong",
  "invalidCharacter",
] satisfies InquiryError[]);

/** Whether a field's message (the schema's, through Conform) is a key of the form's messages. */
export const isInquiryFieldError = (key: string): key is InquiryError => ERROR_KEYS.has(key);
