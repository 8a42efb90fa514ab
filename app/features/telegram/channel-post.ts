import escapeHtml from "escape-html";
import type { Language } from "~/config/constants";
import { telegramText } from "~/i18n/telegram";
import { telegramLink } from "./telegram-html";

export interface ChannelJob {
  id: string;
  title: string;
  company: string;
  location: string;
  type: string;
  isEnglish: boolean;
}

/** The job's page on the site: under /en for a job in English. */
export function jobPageUrl(origin: string, job: Pick<ChannelJob, "id" | "isEnglish">): string {
  return `${origin}${job.isEnglish ? "/en" : ""}/job/${encodeURIComponent(job.id)}`;
}

/**
 * A job's post in the jobs channel (Telegram HTML): the title in bold with the ENG marker for a job in English, the
 * company, location and type, and a link to the job's page; every field escaped.
 */
export function channelPost(job: ChannelJob, origin: string): string {
  const language: Language = job.isEnglish ? "en" : "ru";
  const t = telegramText[language].channel;
  const title = `<b>${escapeHtml(job.title)}</b>${job.isEnglish ? ` · <b>${escapeHtml(t.english)}</b>` : ""}`;
  const details = [job.location, job.type]
    .filter((part) => part.trim() !== "")
    .map(escapeHtml)
    .join(" · ");
  return [title, escapeHtml(job.company), details, "", telegramLink(jobPageUrl(origin, job), t.details)]
    .filter((line, index) => line !== "" || index === 3)
    .join("\n");
}
