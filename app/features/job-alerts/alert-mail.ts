import escapeHtml from "escape-html";
import type { MailMessage } from "~/adapters/mail/mailer.server";
import type { Language } from "~/config/constants";
import { jobAlertsMailText } from "~/i18n/job-alerts-mail";
import { localizePath } from "~/i18n/language";
import { interpolate, plural } from "~/i18n/plural";

/** At most this many jobs are listed in one alert; the rest are a link to the home page with the search's filters. */
export const ALERT_JOBS_SHOWN = 20;

interface AlertJob {
  id: string;
  title: string;
  company: string;
  location: string;
  type: string;
}

export interface AlertContent {
  language: Language;
  searchName: string;
  search: { query: string; location: string; type: string };
  /** Up to ALERT_JOBS_SHOWN are listed, in this order. */
  jobs: readonly AlertJob[];
  /** How many jobs the alert is about (jobs listed and not). */
  total: number;
  /** The site's configured origin (env.origin), never a request's Host. */
  origin: string;
}

const jobUrl = (origin: string, language: Language, jobId: string) => `${origin}${localizePath(`/job/${encodeURIComponent(jobId)}`, language)}`;

/** The home page with the saved search's text and filters: "the rest". */
function searchUrl(origin: string, language: Language, search: AlertContent["search"]): string {
  const params = new URLSearchParams();
  if (search.query) params.set("q", search.query);
  if (search.location) params.set("location", search.location);
  if (search.type) params.set("type", search.type);
  const query = params.toString();
  return `${origin}${localizePath("/", language)}${query ? `?${query}` : ""}`;
}

const details = (job: AlertJob) => [job.company, job.location, job.type].filter(Boolean).join(" · ");

export interface AlertMailLinks {
  /** The page with the confirmation button (the link in the body). */
  unsubscribePage: string;
  /** The one-click endpoint (RFC 8058) for the List-Unsubscribe header. */
  oneClick: string;
}

/** The alert e-mail: plain text and HTML in the search's language, with its unsubscribe link and one-click headers. */
export function alertMail(to: string, content: AlertContent, links: AlertMailLinks): MailMessage {
  const t = jobAlertsMailText[content.language];
  const shown = content.jobs.slice(0, ALERT_JOBS_SHOWN);
  const rest = content.total - shown.length;
  const name = content.searchName;
  // A fixed text and the count: the search's name is the user's own text, and an account's address proves nothing of
  // its owner (issue 24, N3), so it is named in the body only.
  const subject = plural(content.language, content.total, t.subject);
  const moreUrl = searchUrl(content.origin, content.language, content.search);
  const moreText = rest > 0 ? plural(content.language, rest, t.more) : "";

  const textLines = [interpolate(t.intro, { name }), ""];
  for (const job of shown) {
    textLines.push(job.title, details(job), jobUrl(content.origin, content.language, job.id), "");
  }
  if (rest > 0) textLines.push(`${moreText}: ${moreUrl}`, "");
  textLines.push("--", t.why, `${t.unsubscribe}: ${links.unsubscribePage}`);

  const items = shown
    .map(
      (job) =>
        `<li style="margin:0 0 12px"><a href="${escapeHtml(jobUrl(content.origin, content.language, job.id))}" style="font-weight:600;color:#6d28d9">${escapeHtml(job.title)}</a><br><span style="color:#52525b">${escapeHtml(details(job))}</span></li>`,
    )
    .join("");
  const html = [
    `<!doctype html><html lang="${content.language}"><body style="font-family:Arial,sans-serif;color:#18181b">`,
    `<p>${escapeHtml(interpolate(t.intro, { name }))}</p>`,
    `<ul style="padding-left:18px">${items}</ul>`,
    rest > 0 ? `<p><a href="${escapeHtml(moreUrl)}" style="color:#6d28d9">${escapeHtml(moreText)}</a></p>` : "",
    `<hr style="border:0;border-top:1px solid #e4e4e7"><p style="font-size:12px;color:#71717a">${escapeHtml(t.why)}<br>`,
    `<a href="${escapeHtml(links.unsubscribePage)}" style="color:#71717a">${escapeHtml(t.unsubscribe)}</a></p>`,
    `</body></html>`,
  ].join("");

  return {
    to,
    subject,
    text: textLines.join("\n"),
    html,
    headers: { "List-Unsubscribe": `<${links.oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/** The Telegram alert (HTML parse mode): the jobs as lines with links, up to ALERT_JOBS_SHOWN, and a link to the rest. */
export function alertTelegramHtml(content: AlertContent): string {
  const t = jobAlertsMailText[content.language];
  const shown = content.jobs.slice(0, ALERT_JOBS_SHOWN);
  const rest = content.total - shown.length;
  const lines = [`<b>${escapeHtml(interpolate(t.telegramIntro, { name: content.searchName }))}</b>`, ""];
  for (const job of shown) {
    const extra = details(job);
    lines.push(
      `• <a href="${escapeHtml(jobUrl(content.origin, content.language, job.id))}">${escapeHtml(job.title)}</a>${extra ? ` — ${escapeHtml(extra)}` : ""}`,
    );
  }
  if (rest > 0)
    lines.push(
      "",
      `<a href="${escapeHtml(searchUrl(content.origin, content.language, content.search))}">${escapeHtml(interpolate(t.telegramMore, { n: rest }))}</a>`,
    );
  return lines.join("\n");
}
