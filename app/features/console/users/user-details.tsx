import { Link } from "react-router";
import { consoleText } from "~/i18n/console";
import { consoleUsersText } from "~/i18n/console-users";
import { formatDateTime, formatLongDate } from "~/i18n/dates";
import { localizePath } from "~/i18n/language";
import { interpolate } from "~/i18n/plural";
import { useLanguage, useT } from "~/i18n/use-language";
import type { ConsoleUser } from "./user-detail.server";
import { formatMoney } from "~/i18n/number-format";

function Block({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-2 rounded-lg border border-zinc-200 bg-white p-5 shadow-sm">
      <h3 className="text-base font-semibold text-zinc-900">{title}</h3>
      {children}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 border-t border-zinc-100 py-2 first:border-t-0">
      <dt className="text-zinc-700">{label}</dt>
      <dd className="font-medium break-all text-zinc-900">{children}</dd>
    </div>
  );
}

const linkClass = "font-medium text-violet-800 underline underline-offset-2";

/**
 * One account as the console sees it: the account and its ban, the specialist profile, the subscription, payments and
 * reviews both ways. `proGrantSlot` is where the subscription block mounts the form that grants or extends Pro
 * (the console's payments part, issue 16).
 */
export function UserDetails({ user, proGrantSlot }: { user: ConsoleUser; proGrantSlot?: React.ReactNode }) {
  const t = useT(consoleUsersText).user;
  const roles = useT(consoleText).roles;
  const language = useLanguage();
  const dateTime = (iso: string) => formatDateTime(new Date(iso), language);
  const { account, profile, subscription } = user;
  const shownOf = (shown: number, total: number) => total > shown && <p className="text-sm text-zinc-700">{interpolate(t.shownOf, { shown, total })}</p>;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Block title={t.account}>
        <dl>
          <Fact label={t.email}>{account.email}</Fact>
          <Fact label={t.name}>{account.name}</Fact>
          <Fact label={t.created}>{dateTime(account.createdAt)}</Fact>
          <Fact label={t.verified}>{account.emailVerified ? t.yes : t.no}</Fact>
          <Fact label={t.role}>{roles[account.role]}</Fact>
          <Fact label={t.ban}>
            {account.ban ? (
              <span className="text-red-800">
                {account.ban.expiresAt ? interpolate(t.bannedUntil, { date: dateTime(account.ban.expiresAt) }) : t.bannedForever}
                {" · "}
                {interpolate(t.banReason, { reason: account.ban.reason })}
              </span>
            ) : (
              t.notBanned
            )}
          </Fact>
          <Fact label={t.providers}>
            {account.providers.length > 0 ? account.providers.map((provider) => t.providerNames[provider] ?? provider).join(", ") : t.noProviders}
          </Fact>
          <Fact label={t.sessions}>{account.activeSessions}</Fact>
        </dl>
      </Block>
      <Block title={t.profile}>
        {profile.exists ? (
          <dl>
            <Fact label={t.accountType}>{profile.accountType}</Fact>
            <Fact label={t.listed}>{profile.isListed ? t.yes : t.no}</Fact>
            {profile.hiddenReason !== null && (
              <Fact label={t.hidden}>
                <Link to={localizePath(`/admin/profiles/${account.id}`, language)} className={linkClass}>
                  {profile.hiddenReason || t.yes}
                </Link>
              </Fact>
            )}
            <Fact label={t.publicPage}>
              {profile.isListed ? (
                <Link to={localizePath(`/specialists/${account.id}`, language)} className={linkClass}>
                  {localizePath(`/specialists/${account.id}`, language)}
                </Link>
              ) : (
                t.notListed
              )}
            </Fact>
          </dl>
        ) : (
          <p className="text-zinc-700">{t.noProfile}</p>
        )}
      </Block>
      <Block title={t.subscription}>
        <dl>
          <Fact label={t.plan}>{t.plans[subscription.plan ?? "none"] ?? subscription.plan}</Fact>
          <Fact label={t.activeUntil}>{subscription.isActive && subscription.expiresAt ? formatLongDate(subscription.expiresAt, language) : t.inactive}</Fact>
        </dl>
        {proGrantSlot}
      </Block>
      <Block title={t.payments}>
        {user.payments.rows.length === 0 ? (
          <p className="text-zinc-700">{t.noPayments}</p>
        ) : (
          <div role="region" aria-label={t.payments} tabIndex={0} className="overflow-x-auto focus:outline-2 focus:outline-violet-600">
            <table className="w-full text-left text-sm">
              <thead className="text-zinc-700">
                <tr>
                  {[t.paymentColumns.created, t.paymentColumns.plan, t.paymentColumns.amount, t.paymentColumns.status, t.paymentColumns.paid].map((heading) => (
                    <th key={heading} scope="col" className="py-1 pr-3 font-semibold">
                      {heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {user.payments.rows.map((payment) => (
                  <tr key={payment.id} className="border-t border-zinc-100">
                    <td className="py-1 pr-3 whitespace-nowrap tabular-nums">{dateTime(payment.createdAt)}</td>
                    <td className="py-1 pr-3">{t.plans[payment.plan] ?? payment.plan}</td>
                    <td className="py-1 pr-3 whitespace-nowrap tabular-nums">{formatMoney(language, payment.amountKopecks)}</td>
                    <td className="py-1 pr-3">{t.paymentStatuses[payment.status] ?? payment.status}</td>
                    <td className="py-1 pr-3 whitespace-nowrap tabular-nums">{payment.paidAt ? dateTime(payment.paidAt) : "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {shownOf(user.payments.rows.length, user.payments.total)}
      </Block>
      <ReviewsBlock title={t.reviewsWritten} reviews={user.reviewsWritten} kind="written" />
      <ReviewsBlock title={t.reviewsReceived} reviews={user.reviewsReceived} kind="received" />
    </div>
  );
}

/** Reviews one way: a written review links to the specialist's public page, a received one to its author's console page. */
function ReviewsBlock({ title, reviews, kind }: { title: string; reviews: ConsoleUser["reviewsWritten"]; kind: "written" | "received" }) {
  const t = useT(consoleUsersText).user;
  const language = useLanguage();
  return (
    <Block title={title}>
      {reviews.rows.length === 0 ? (
        <p className="text-zinc-700">{t.noReviews}</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {reviews.rows.map((review) => (
            <li key={review.id} className="border-t border-zinc-100 pt-2 first:border-t-0 first:pt-0">
              <span className="font-medium">{"★".repeat(review.rating)}</span> {review.title}{" "}
              {review.isHidden && <span className="font-semibold text-red-800">{t.reviewHidden} </span>}
              <Link
                to={localizePath(kind === "written" ? `/specialists/${review.otherId}` : `/admin/users/${review.otherId}`, language)}
                className="font-medium text-violet-800 underline underline-offset-2"
              >
                {interpolate(kind === "written" ? t.reviewOf : t.reviewBy, { name: review.otherName })}
              </Link>{" "}
              <span className="text-zinc-700 tabular-nums">{formatLongDate(review.createdAt, language)}</span>
            </li>
          ))}
        </ul>
      )}
      {reviews.total > reviews.rows.length && (
        <p className="text-sm text-zinc-700">{interpolate(t.shownOf, { shown: reviews.rows.length, total: reviews.total })}</p>
      )}
    </Block>
  );
}
