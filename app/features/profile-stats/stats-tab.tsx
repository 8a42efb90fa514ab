import { Link, useFetcher } from "react-router";
import { formatCount, formatPercent } from "~/i18n/number-format";
import { interpolate, plural } from "~/i18n/plural";
import { profileStatsText } from "~/i18n/profile-stats";
import { useLanguage, useLocalizePath, useT } from "~/i18n/use-language";
import { StatsChart } from "./stats-chart";
import { emptyFigures, FIGURE_KEYS, percentChange, type FigureKey, type StatFigures } from "./stats-figures";
import type { StatsPanelData } from "./stats-panel-data";
import { STATS_MAIL_INTENT, type StatsMailAnswer } from "./stats-mail-intent";

const card = "rounded-2xl border border-zinc-200 bg-white p-5 sm:p-6";

/** The cabinet's «Статистика» (issue 27): a Pro's figures; anyone else a labelled sample and the way to Pro. */
export function ProfileStatsTab({ panel }: { panel: StatsPanelData }) {
  const t = useT(profileStatsText);
  const shown = panel.isPro ? panel : sampleOf(panel.weeks);
  return (
    <div className="space-y-4">
      {!panel.isPro && <ProOffer />}
      <div className={panel.isPro ? "space-y-4" : "space-y-4 opacity-60 select-none"} inert={!panel.isPro}>
        {!panel.isPro && <p className="inline-block rounded-full bg-zinc-800 px-3 py-1 text-xs font-semibold text-white uppercase">{t.basic.sample}</p>}
        <p className="text-zinc-700">{t.lead}</p>
        {panel.isPro && !panel.isListed && (
          <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
            {t.notListed}
          </p>
        )}
        <ThisWeek panel={shown} />
        <section className={card}>
          <StatsChart weeks={shown.weeks} />
        </section>
        <Standing percentile={shown.percentile} />
      </div>
      {panel.isPro && <MailToggle isOn={panel.isMailOn} />}
    </div>
  );
}

function ProOffer() {
  const t = useT(profileStatsText).basic;
  const localize = useLocalizePath();
  return (
    <section className="rounded-2xl border border-violet-200 bg-violet-50 p-5 sm:p-6">
      <h3 className="text-lg font-bold text-zinc-900">{t.title}</h3>
      <p className="mt-2 text-zinc-800">{t.text}</p>
      <Link to={localize("/pro")} className="mt-4 inline-block rounded-md bg-violet-700 px-5 py-2.5 font-semibold text-white hover:bg-violet-600">
        {t.cta}
      </Link>
    </section>
  );
}

function ThisWeek({ panel }: { panel: Pick<StatsPanelData, "thisWeek" | "lastWeekSameDays" | "daysIntoWeek"> }) {
  const t = useT(profileStatsText);
  const language = useLanguage();
  return (
    <section className={card} aria-labelledby="stats-this-week">
      <h3 id="stats-this-week" className="text-lg font-bold text-zinc-900">
        {t.thisWeek.title}
      </h3>
      <p className="mt-1 text-sm text-zinc-600">{plural(language, panel.daysIntoWeek, t.thisWeek.lead)}</p>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {FIGURE_KEYS.map((key) => (
          <Figure key={key} figure={key} now={panel.thisWeek[key]} before={panel.lastWeekSameDays[key]} />
        ))}
      </dl>
    </section>
  );
}

function Figure({ figure, now, before }: { figure: FigureKey; now: number; before: number }) {
  const t = useT(profileStatsText);
  const language = useLanguage();
  const change = percentChange(before, now);
  const trend =
    change === null
      ? now > 0
        ? { text: t.thisWeek.new, className: "text-zinc-600", arrow: "" }
        : { text: t.thisWeek.same, className: "text-zinc-600", arrow: "" }
      : change > 0
        ? { text: interpolate(t.thisWeek.up, { percent: formatPercent(language, change) }), className: "text-emerald-800", arrow: "↑ " }
        : change < 0
          ? { text: interpolate(t.thisWeek.down, { percent: formatPercent(language, -change) }), className: "text-red-800", arrow: "↓ " }
          : { text: t.thisWeek.same, className: "text-zinc-600", arrow: "" };
  return (
    <div className="rounded-xl bg-zinc-50 p-3">
      <dt className="text-sm text-zinc-700">{t.figures[figure]}</dt>
      <dd className="mt-1">
        <span className="text-2xl font-bold text-zinc-900 tabular-nums">{formatCount(language, now)}</span>
        <span className={`block text-xs font-medium ${trend.className}`}>
          <span aria-hidden="true">{trend.arrow}</span>
          {trend.text}
        </span>
        <span className="block text-xs text-zinc-600">{interpolate(t.thisWeek.lastWeek, { n: formatCount(language, before) })}</span>
      </dd>
    </div>
  );
}

function Standing({ percentile }: { percentile: number | null }) {
  const t = useT(profileStatsText).standing;
  const language = useLanguage();
  return (
    <section className={card} aria-labelledby="stats-standing">
      <h3 id="stats-standing" className="text-lg font-bold text-zinc-900">
        {t.title}
      </h3>
      <p className="mt-2 text-zinc-800">{percentile === null ? t.thin : interpolate(t.text, { percent: formatPercent(language, percentile) })}</p>
    </section>
  );
}

function MailToggle({ isOn }: { isOn: boolean }) {
  const t = useT(profileStatsText).mail;
  const fetcher = useFetcher<StatsMailAnswer>();
  const pending = fetcher.formData?.get("mail");
  const shownOn = pending === "on" ? true : pending === "off" ? false : isOn;
  const isBusy = fetcher.state !== "idle";
  return (
    <section className={card} aria-labelledby="stats-mail">
      <h3 id="stats-mail" className="text-lg font-bold text-zinc-900">
        {t.title}
      </h3>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <p className="text-zinc-800" role="status">
          {shownOn ? t.on : t.off}
        </p>
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value={STATS_MAIL_INTENT} />
          <input type="hidden" name="mail" value={shownOn ? "off" : "on"} />
          <button
            type="submit"
            disabled={isBusy}
            className="rounded-md border border-zinc-300 bg-white px-4 py-2 font-semibold text-zinc-800 hover:border-violet-600 hover:text-violet-700 disabled:opacity-60"
          >
            {isBusy ? t.saving : shownOn ? t.turnOff : t.turnOn}
          </button>
        </fetcher.Form>
      </div>
      {fetcher.state === "idle" && fetcher.data && !fetcher.data.ok && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {t.failed}
        </p>
      )}
    </section>
  );
}

const sampleFigures = (views: number): StatFigures => ({
  ...emptyFigures(),
  views,
  appearances: views * 9,
  clicksTelegram: Math.round(views / 6),
  clicksEmail: Math.round(views / 10),
  clicksWebsite: Math.round(views / 12),
  inquiries: Math.round(views / 20),
});

const SAMPLE_VIEWS = [12, 15, 11, 18, 22, 19, 25, 24, 30, 28, 34, 21];

/** What a Pro's tab looks like, with made-up figures, for those without Pro (labelled a sample, inert: out of the tab order and hidden from screen readers). */
const sampleOf = (weeks: StatsPanelData["weeks"]): Pick<StatsPanelData, "weeks" | "thisWeek" | "lastWeekSameDays" | "daysIntoWeek" | "percentile"> => ({
  weeks: weeks.map((week, index) => ({ weekStart: week.weekStart, figures: sampleFigures(SAMPLE_VIEWS[index % SAMPLE_VIEWS.length]!) })),
  thisWeek: sampleFigures(21),
  lastWeekSameDays: sampleFigures(17),
  daysIntoWeek: 4,
  percentile: 70,
});
