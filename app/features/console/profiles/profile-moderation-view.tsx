import type { DecisionAnswer } from "../decision-action.server";
import { Link } from "react-router";
import { ACCOUNT_TYPES } from "~/config/constants";
import { consoleText } from "~/i18n/console";
import { consoleProfilesText } from "~/i18n/console-profiles";
import { formatDateTime } from "~/i18n/dates";
import { localizePath } from "~/i18n/language";
import { interpolate } from "~/i18n/plural";
import { useLanguage, useT } from "~/i18n/use-language";
import { DecisionForm } from "../decision-form";
import { OwnDecisionNotice } from "../own-decision-notice";
import { hasChanges, type ItemChanges } from "./profile-changes";
import type { ProfileModeration } from "./profile-moderation.server";
import { accountTypeSchema, approveProfileSchema, hideProfileSchema, unhideProfileSchema, type ProfileDecision } from "./profile-moderation.schema";
import { OWN_DECISION } from "~/server/own-decisions";

type Answer = DecisionAnswer<ProfileDecision> | undefined;

const card = "space-y-3 rounded-lg border border-zinc-200 bg-white p-5";

function Items<Item extends { id: string; title: string }>({
  title,
  changes,
  describe,
}: {
  title: string;
  changes: ItemChanges<Item>;
  describe: (item: Item) => string;
}) {
  const t = useT(consoleProfilesText).profile.changes;
  const groups = [
    { label: t.added, items: changes.added.map((item) => ({ id: item.id, text: describe(item) })) },
    { label: t.removed, items: changes.removed.map((item) => ({ id: item.id, text: describe(item) })) },
    { label: t.changed, items: changes.changed.map(({ before, after }) => ({ id: after.id, text: `${describe(before)} → ${describe(after)}` })) },
  ].filter((group) => group.items.length > 0);
  if (groups.length === 0) return null;
  return (
    <div className="space-y-2">
      <h4 className="font-semibold text-zinc-900">{title}</h4>
      {groups.map((group) => (
        <div key={group.label}>
          <p className="text-sm font-medium text-zinc-700">{group.label}</p>
          <ul className="list-disc space-y-1 pl-5 text-sm break-words text-zinc-900">
            {group.items.map((item) => (
              <li key={item.id}>{item.text}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/**
 * A profile's moderation page: its state, what changed since its approval, and the decisions — none on the operator's
 * own profile (`isOwn`), which says why instead.
 */
export function ProfileModerationView({ profile, isOwn, answer }: { profile: ProfileModeration; isOwn: boolean; answer: Answer }) {
  const t = useT(consoleProfilesText);
  const ownDecision = useT(consoleText).ownDecision;
  const language = useLanguage();
  const p = t.profile;
  const name = [profile.current.fields.name, profile.current.fields.surname].filter(Boolean).join(" ") || profile.accountName;
  const messages = { ...t.errors, ...t.refusals, [OWN_DECISION]: ownDecision.refused };
  const lastResult = (intent: ProfileDecision) => (answer?.intent === intent ? answer.result : undefined);
  const hidden = { version: String(profile.version) };
  const { changes } = profile;
  const at = (iso: string) => formatDateTime(new Date(iso), language);
  return (
    <div className="space-y-4">
      <Link to={localizePath("/admin/profiles", language)} className="text-sm font-semibold text-violet-800 underline-offset-2 hover:underline">
        {p.back}
      </Link>
      <div className="space-y-1">
        <h2 className="text-xl font-semibold break-words text-zinc-900">{interpolate(p.title, { name })}</h2>
        <p className="text-sm break-all text-zinc-700">{interpolate(p.account, { email: profile.email })}</p>
        <Link to={localizePath(`/specialists/${encodeURIComponent(profile.userId)}`, language)} className="text-sm text-violet-800 underline">
          {p.publicPage}
        </Link>
      </div>
      <section className={card} aria-labelledby="moderation-status">
        <h3 id="moderation-status" className="font-semibold text-zinc-900">
          {p.status.title}
        </h3>
        <ul className="space-y-1 text-sm text-zinc-800">
          <li>{interpolate(p.status.version, { version: profile.version, at: at(profile.changedAt) })}</li>
          <li>
            {profile.approved ? interpolate(p.status.approved, { version: profile.approved.version, at: at(profile.approved.at) }) : p.status.neverApproved}
          </li>
          {profile.hidden && (
            <li className="font-semibold text-red-800">{interpolate(p.status.hidden, { at: at(profile.hidden.at), reason: profile.hidden.reason })}</li>
          )}
          {!profile.eligible && <li>{p.status.notListed}</li>}
          <li>{profile.waiting ? p.status.waiting : p.status.notWaiting}</li>
        </ul>
      </section>
      <section className={card} aria-labelledby="moderation-changes">
        <h3 id="moderation-changes" className="font-semibold text-zinc-900">
          {profile.approved ? p.changes.title : p.changes.titleNew}
        </h3>
        {!hasChanges(changes) ? (
          <p className="text-sm text-zinc-700">{p.changes.none}</p>
        ) : (
          <>
            {changes.fields.length > 0 && (
              <div className="space-y-2">
                <h4 className="font-semibold text-zinc-900">{p.changes.fields}</h4>
                <dl className="space-y-2 text-sm">
                  {changes.fields.map((change) => (
                    <div key={change.field} className="rounded-md bg-zinc-50 p-3">
                      <dt className="font-medium text-zinc-900">{p.fieldNames[change.field]}</dt>
                      <dd className="break-words whitespace-pre-line text-zinc-700">
                        <span className="font-medium">{p.changes.before}:</span> {change.before || p.changes.empty}
                      </dd>
                      <dd className="break-words whitespace-pre-line text-zinc-900">
                        <span className="font-medium">{p.changes.after}:</span> {change.after || p.changes.empty}
                      </dd>
                    </div>
                  ))}
                </dl>
              </div>
            )}
            <Items title={p.changes.projects} changes={changes.projects} describe={(item) => `${item.title}: ${item.description}`} />
            <Items title={p.changes.services} changes={changes.services} describe={(item) => `${item.title} (${item.price}): ${item.description}`} />
          </>
        )}
      </section>
      <section className={card} aria-labelledby="moderation-decision">
        <h3 id="moderation-decision" className="font-semibold text-zinc-900">
          {p.decide}
        </h3>
        {isOwn ? (
          <OwnDecisionNotice about="profile" />
        ) : (
          <div className="grid gap-6 md:grid-cols-2">
            <DecisionForm
              id="approve-profile"
              intent="approve"
              schema={approveProfileSchema}
              hidden={hidden}
              lastResult={lastResult("approve")}
              submitLabel={p.approve}
              variant="primary"
              messages={messages}
              doneText={p.done.approve}
            />
            {profile.hidden ? (
              <DecisionForm
                id="unhide-profile"
                intent="unhide"
                schema={unhideProfileSchema}
                hidden={hidden}
                lastResult={lastResult("unhide")}
                submitLabel={p.unhide}
                variant="secondary"
                messages={messages}
                doneText={p.done.unhide}
              />
            ) : (
              <DecisionForm
                id="hide-profile"
                intent="hide"
                schema={hideProfileSchema}
                hidden={hidden}
                lastResult={lastResult("hide")}
                reasonLabel={p.reason}
                submitLabel={p.hide}
                variant="danger"
                messages={messages}
                doneText={p.done.hide}
              />
            )}
          </div>
        )}
      </section>
      <section className={card} aria-labelledby="moderation-account-type">
        <h3 id="moderation-account-type" className="font-semibold text-zinc-900">
          {p.accountType.title}
        </h3>
        <p className="text-sm text-zinc-700">{interpolate(p.accountType.current, { type: profile.accountType })}</p>
        {isOwn ? (
          <OwnDecisionNotice about="profile" />
        ) : (
          <DecisionForm
            id="account-type"
            intent="account-type"
            schema={accountTypeSchema}
            hidden={{}}
            lastResult={lastResult("account-type")}
            reasonLabel={p.accountType.reason}
            submitLabel={p.accountType.submit}
            variant="secondary"
            messages={messages}
            doneText={p.done["account-type"]}
          >
            <div className="space-y-1">
              <label htmlFor="account-type-select" className="block text-sm font-medium text-zinc-800">
                {p.accountType.label}
              </label>
              <select
                id="account-type-select"
                name="accountType"
                defaultValue={profile.accountType === "Pro" ? "Basic" : "Pro"}
                className="rounded-md border border-zinc-300 px-3 py-2 text-base"
              >
                {ACCOUNT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
            </div>
          </DecisionForm>
        )}
      </section>
    </div>
  );
}
