import { Link } from "react-router";
import { consoleText } from "~/i18n/console";
import { consoleProfilesText } from "~/i18n/console-profiles";
import { localizePath } from "~/i18n/language";
import { useLanguage, useT } from "~/i18n/use-language";
import type { ConsoleOverview } from "./overview.server";
import { ConsoleTable } from "./console-list";
import { RevenueChart } from "./payments/revenue-chart";
import { SiteStatsCard } from "~/features/profile-stats";
import { formatMoney, numberFormat } from "~/i18n/number-format";

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-t border-zinc-100 py-2 first:border-t-0">
      <dt className="text-zinc-700">{label}</dt>
      <dd className="text-lg font-semibold text-zinc-900 tabular-nums">{value}</dd>
    </div>
  );
}

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-lg border border-zinc-200 bg-white p-5 shadow-sm">
      <h2 className="mb-2 text-base font-semibold text-zinc-900">{title}</h2>
      <dl>{children}</dl>
    </section>
  );
}

/** What waits for a moderator's decision, each figure a link to its section. */
function WaitingCard({ waiting }: { waiting: ConsoleOverview["waiting"] }) {
  const t = useT(consoleProfilesText).overview;
  const language = useLanguage();
  const number = numberFormat(language === "en" ? "en-GB" : "ru-RU", {});
  const rows = [
    { label: t.profiles, value: waiting.profiles, to: "/admin/profiles" },
    { label: t.reportedReviews, value: waiting.reportedReviews, to: "/admin/reviews?state=reported" },
    { label: t.submissions, value: waiting.submissions, to: "/admin/submissions" },
  ];
  return (
    <Card title={t.title}>
      {rows.map((row) => (
        <div key={row.to} className="flex items-baseline justify-between gap-4 border-t border-zinc-100 py-2 first:border-t-0">
          <dt>
            <Link to={localizePath(row.to, language)} className="text-violet-800 underline underline-offset-2">
              {row.label}
            </Link>
          </dt>
          <dd className="text-lg font-semibold text-zinc-900 tabular-nums">{number.format(row.value)}</dd>
        </div>
      ))}
    </Card>
  );
}

/** The background job queues: each queue's jobs ready, running, deferred (retrying later) and failed. */
function QueuesCard({ queues }: { queues: ConsoleOverview["queues"] }) {
  const t = useT(consoleText).overview.queues;
  const language = useLanguage();
  const number = numberFormat(language === "en" ? "en-GB" : "ru-RU", {});
  const states = ["ready", "active", "deferred", "failed"] as const;
  return (
    <section className="space-y-3 rounded-lg border border-zinc-200 bg-white p-5 shadow-sm md:col-span-3">
      <h2 className="text-base font-semibold text-zinc-900">{t.title}</h2>
      <p className="text-sm text-zinc-700">{t.lead}</p>
      <ConsoleTable label={t.title} headings={[t.columns.queue, ...states.map((state) => t.columns[state])]} empty={queues.length === 0 ? t.none : null}>
        {queues.map((queue) => (
          <tr key={queue.queue} className="border-t border-zinc-100">
            <th scope="row" className="px-3 py-2 text-left font-medium">
              {t.names[queue.queue] ?? queue.queue} <span className="block font-mono text-xs font-normal text-zinc-600">{queue.queue}</span>
            </th>
            {states.map((state) => (
              <td key={state} className={`px-3 py-2 tabular-nums ${state === "failed" && queue.failed > 0 ? "font-semibold text-red-800" : ""}`}>
                {number.format(queue[state])}
              </td>
            ))}
          </tr>
        ))}
      </ConsoleTable>
    </section>
  );
}

/** What the site holds now: jobs, active Pro by plan, the last 30 days' payments, the background queues. */
export function OverviewCards({ overview }: { overview: ConsoleOverview }) {
  const t = useT(consoleText).overview;
  const language = useLanguage();
  const number = numberFormat(language === "en" ? "en-GB" : "ru-RU", {});
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <WaitingCard waiting={overview.waiting} />
      <Card title={t.jobs}>
        <Figure label={t.openJobs} value={number.format(overview.jobs.open)} />
        <Figure label={t.closedJobs} value={number.format(overview.jobs.closed)} />
      </Card>
      <Card title={t.pro}>
        <Figure label={t.plans.monthly} value={number.format(overview.activePro.monthly)} />
        <Figure label={t.plans.yearly} value={number.format(overview.activePro.yearly)} />
        <Figure label={t.plans.manual} value={number.format(overview.activePro.manual)} />
      </Card>
      <Card title={t.payments}>
        <Figure label={t.paidCount} value={number.format(overview.payments.count)} />
        <Figure label={t.revenue} value={formatMoney(language, overview.payments.revenueKopecks)} />
      </Card>
      <section className="rounded-lg border border-zinc-200 bg-white p-5 shadow-sm md:col-span-3">
        <RevenueChart days={overview.payments.days} />
      </section>
      <SiteStatsCard days={overview.profileStats.days} listedNow={overview.profileStats.listedNow} className="md:col-span-3" />
      <QueuesCard queues={overview.queues} />
    </div>
  );
}
