import type { MailMessage } from "~/adapters/mail/mailer.server";
import { textMail } from "~/adapters/mail/text-mail";
import type { Language } from "~/config/constants";
import { formatDayAndMonth } from "~/i18n/dates";
import { formatCount, formatPercent, formatRating } from "~/i18n/number-format";
import { interpolate } from "~/i18n/plural";
import { profileStatsMailText, profileStatsText } from "~/i18n/profile-stats";
import { addDays } from "./moscow-days";
import type { Recommendation } from "./recommendation";
import { FIGURE_KEYS, percentChange, type StatFigures } from "./stats-figures";

export interface WeeklyMailContent {
  name: string;
  /** The Monday of the week told. */
  weekStart: string;
  week: StatFigures;
  weekBefore: StatFigures;
  recommendation: Recommendation | null;
}

export interface WeeklyMailLinks {
  /** The cabinet's statistics tab, without the language prefix (added per language). */
  statsUrl: (language: Language) => string;
  /** The page with the confirmation button (the link in the body). */
  unsubscribePage: (language: Language) => string;
  /** The one-click endpoint (RFC 8058) for the List-Unsubscribe header. */
  oneClick: string;
}

/** A ratio as the tip says it: one decimal, "2,3" / "2.3". */
const ratioText = (language: Language, ratio: number) => formatRating(language, ratio);

/** "с 16 по 22 ноября" / "с 30 ноября по 6 декабря"; "16–22 November" / "30 November – 6 December". */
function weekDates(language: Language, weekStart: string): string {
  const weekEnd = addDays(weekStart, 6);
  const [from, to] = [formatDayAndMonth(weekStart, language), formatDayAndMonth(weekEnd, language)];
  const isSameMonth = weekStart.slice(0, 7) === weekEnd.slice(0, 7);
  const fromDay = String(Number(weekStart.slice(8)));
  if (language === "ru") return `с ${isSameMonth ? fromDay : from} по ${to}`;
  return isSameMonth ? `${fromDay}–${to}` : `${from} – ${to}`;
}

function changeText(language: Language, before: number, after: number): string {
  const t = profileStatsMailText[language];
  const change = percentChange(before, after);
  if (change === null || change === 0) return before === after ? t.noChange : "";
  return interpolate(t.change, { sign: change > 0 ? "+" : "−", percent: formatPercent(language, Math.abs(change)) });
}

function body(language: Language, content: WeeklyMailContent, links: WeeklyMailLinks): string {
  const t = profileStatsMailText[language];
  const labels = profileStatsText[language].figures;
  const lines = [content.name ? interpolate(t.greeting, { name: content.name }) : t.greetingNoName, ""];
  lines.push(interpolate(t.intro, { dates: weekDates(language, content.weekStart) }), "");
  for (const key of FIGURE_KEYS) {
    const change = changeText(language, content.weekBefore[key], content.week[key]);
    lines.push(`${interpolate(t.line, { label: labels[key], n: formatCount(language, content.week[key]) })}${change ? ` (${change})` : ""}`);
  }
  if (content.recommendation) {
    const { item, ratio } = content.recommendation;
    lines.push("", `${t.tipTitle}:`, ratio === null ? t.fallbackTips[item] : interpolate(t.tips[item], { ratio: ratioText(language, ratio) }));
  }
  lines.push(
    "",
    interpolate(t.statsLink, { url: links.statsUrl(language) }),
    "",
    "--",
    t.why,
    interpolate(t.unsubscribe, { url: links.unsubscribePage(language) }),
  );
  return lines.join("\n");
}

/**
 * «Ваша неделя на Звук.Работе» (issue 27): the week's figures with the change on the week before, the one thing to do,
 * and the unsubscribe link and RFC 8058 one-click headers. The site keeps no user's language, so Russian first, then
 * English, in one mail (as the operators' notices, app/server/operator-notice-mail.ts). The subject is a fixed text.
 */
export function weeklyStatsMail(to: string, content: WeeklyMailContent, links: WeeklyMailLinks): MailMessage {
  const languages = ["ru", "en"] as const;
  const subject = languages.map((language) => profileStatsMailText[language].subject).join(" / ");
  const text = languages.map((language) => body(language, content, links)).join("\n\n———\n\n");
  return {
    ...textMail(to, subject, text),
    headers: { "List-Unsubscribe": `<${links.oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
