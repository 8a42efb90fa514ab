import type { MailMessage } from "~/adapters/mail/mailer.server";
import { textMail } from "~/adapters/mail/text-mail";
import type { Language } from "~/config/constants";
import { consoleSubmissionsText } from "~/i18n/console-submissions";
import { localizePath } from "~/i18n/language";
import { interpolate } from "~/i18n/plural";
import { siteOrigin } from "~/seo/site-origin.server";

/**
 * What a mail about a submission names: its title and company, to its contact e-mail, in the language of the page it was
 * sent from. They go in the body only: the subject is the dictionary's fixed text (whoever posts the form chooses the
 * title and the address, so a subject with the title would carry their words to any mailbox; issue 24, N3).
 */
export interface SubmissionMailTarget {
  contactEmail: string;
  language: Language;
  title: string;
  company: string;
}

type MailKind = keyof (typeof consoleSubmissionsText)["ru"]["mail"];

function submissionMail(kind: MailKind, target: SubmissionMailTarget, values: Record<string, string> = {}): MailMessage {
  const t = consoleSubmissionsText[target.language].mail[kind];
  return textMail(target.contactEmail, t.subject, interpolate(t.text, { title: target.title, company: target.company, ...values }));
}

/** The employer's confirmation that the job reached the moderation queue. */
export const submissionReceivedMail = (target: SubmissionMailTarget) => submissionMail("received", target);

/** The job is on the site: its page on the configured origin, in the submission's language. */
export const submissionPublishedMail = (target: SubmissionMailTarget, jobId: string) =>
  submissionMail("published", target, { url: `${siteOrigin()}${localizePath(`/job/${encodeURIComponent(jobId)}`, target.language)}` });

/** Declined, with the operator's reason and the form to send a corrected job. */
export const submissionDeclinedMail = (target: SubmissionMailTarget, reason: string) =>
  submissionMail("declined", target, { reason, url: `${siteOrigin()}${localizePath("/post-job", target.language)}#submit` });
