import type { InquiryContent } from "./inquiry-mails";
import { Link, useFetcher } from "react-router";
import type { InquiryStatus } from "~/config/constants";
import { formatDateTime } from "~/i18n/dates";
import { inquiriesTabText } from "~/i18n/inquiries-tab";
import { useLanguage, useT } from "~/i18n/use-language";
import { buttonClass } from "~/ui/button-classes";
import { ConfirmDeleteButton } from "~/ui/confirm-delete-button";
import type { InquiryIntent, InquiryIntentAnswer } from "./inquiry-inbox.schema";
import { budgetText, deadlineText } from "./inquiry-format";

/** One delivered inquiry as the cabinet shows it to its specialist. */
export interface InquiryEntry extends InquiryContent {
  id: string;
  status: Exclude<InquiryStatus, "unconfirmed">;
  receivedAt: string;
}

/** The «Заявки» tab's data: a page of inquiries, the next page's cursor, and whether this page is the first. */
export interface InquiriesPanelData {
  rows: InquiryEntry[];
  next: string | null;
  isFirstPage: boolean;
  /** Only Pro profiles take inquiries: without Pro the tab says so. */
  isPro: boolean;
}

const STATUS_CLASS: Record<InquiryEntry["status"], string> = {
  new: "bg-violet-700 text-white",
  read: "bg-zinc-200 text-zinc-800",
  answered: "bg-emerald-100 text-emerald-900",
  archived: "bg-zinc-100 text-zinc-600",
  spam: "bg-red-100 text-red-900",
};

/**
 * The cabinet's «Заявки» tab (issue 27, docs/decisions/036): the inquiries clients sent, newest first, a page at a time
 * (`?after=`, the keyset cursor). Each opens like a disclosure; opening a new one marks it read. Answered, archived and
 * spam post to the cabinet's action; spam asks first.
 */
export function InquiriesPanel({ panel }: { panel: InquiriesPanelData }) {
  const t = useT(inquiriesTabText);
  return (
    <div className="space-y-4">
      <p className="text-zinc-700">{t.lead}</p>
      {!panel.isPro && <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">{t.notPro}</p>}
      {panel.rows.length === 0 ? (
        <p className="rounded-lg border border-zinc-200 bg-white p-6 text-zinc-700">{t.empty}</p>
      ) : (
        <ul aria-label={t.listLabel} className="space-y-3">
          {panel.rows.map((entry) => (
            <InquiryItem key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-3">
        {!panel.isFirstPage && (
          <Link to="?tab=inquiries" className={buttonClass.secondary}>
            {t.first}
          </Link>
        )}
        {panel.next !== null && (
          <Link to={`?tab=inquiries&after=${encodeURIComponent(panel.next)}`} className={buttonClass.secondary}>
            {t.next}
          </Link>
        )}
      </div>
    </div>
  );
}

function InquiryItem({ entry }: { entry: InquiryEntry }) {
  const t = useT(inquiriesTabText);
  const language = useLanguage();
  const fetcher = useFetcher<InquiryIntentAnswer>();
  // What the row shows while its change is on the way, then what the server said.
  const pending = fetcher.formData?.get("intent");
  const status: InquiryEntry["status"] =
    pending === "inquiry-answered"
      ? "answered"
      : pending === "inquiry-archive"
        ? "archived"
        : pending === "inquiry-spam"
          ? "spam"
          : pending === "inquiry-read" && entry.status === "new"
            ? "read"
            : entry.status;
  const post = (intent: InquiryIntent) => void fetcher.submit({ intent, id: entry.id }, { method: "post" });
  const error = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? t.errors[fetcher.data.error] : null;
  const rows: [string, string][] = [
    [t.fields.clientEmail, entry.clientEmail],
    [t.fields.clientContact, entry.clientContact],
    [t.fields.workKind, entry.workKind || t.values.other],
    [t.fields.budget, budgetText(language, t.values, entry)],
    [t.fields.deadline, entry.deadline ? deadlineText(language, entry.deadline) : ""],
  ];
  return (
    <li className="rounded-xl border border-zinc-200 bg-white">
      <details
        onToggle={(event) => {
          if (event.currentTarget.open && entry.status === "new" && fetcher.state === "idle" && !fetcher.data) post("inquiry-read");
        }}
      >
        <summary className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 p-4">
          <span className={`rounded px-2 py-0.5 text-xs font-bold ${STATUS_CLASS[status]}`}>{t.statuses[status]}</span>
          <span className={`font-semibold break-words ${status === "new" ? "text-zinc-950" : "text-zinc-800"}`}>{entry.clientName}</span>
          <span className="text-sm text-zinc-600">{entry.workKind || t.values.other}</span>
          <span className="ml-auto text-sm text-zinc-600 tabular-nums">
            <span className="sr-only">{t.fields.received}: </span>
            {formatDateTime(new Date(entry.receivedAt), language)}
          </span>
        </summary>
        <div className="space-y-4 border-t border-zinc-100 p-4">
          <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
            {rows
              .filter(([, value]) => value !== "")
              .map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-medium text-zinc-600">{label}</dt>
                  <dd className="break-words text-zinc-900">{value}</dd>
                </div>
              ))}
            {entry.referenceLink && (
              <div className="contents">
                <dt className="font-medium text-zinc-600">{t.fields.referenceLink}</dt>
                <dd className="break-all">
                  <a href={entry.referenceLink} target="_blank" rel="noopener noreferrer nofollow ugc" className="text-violet-700 underline underline-offset-2">
                    {entry.referenceLink}
                  </a>
                </dd>
              </div>
            )}
          </dl>
          <div>
            <h3 className="text-sm font-medium text-zinc-600">{t.fields.message}</h3>
            <p className="mt-1 break-words whitespace-pre-line text-zinc-900">{entry.message}</p>
          </div>
          {error && (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <a href={`mailto:${entry.clientEmail}`} className={buttonClass.primary}>
              {t.reply}
            </a>
            {status !== "answered" && (
              <button type="button" onClick={() => post("inquiry-answered")} disabled={fetcher.state !== "idle"} className={buttonClass.secondary}>
                {t.answered}
              </button>
            )}
            {status !== "archived" && (
              <button type="button" onClick={() => post("inquiry-archive")} disabled={fetcher.state !== "idle"} className={buttonClass.secondary}>
                {t.archive}
              </button>
            )}
            {status !== "spam" && (
              <ConfirmDeleteButton
                label={t.spam}
                title={t.spam}
                text={t.spamConfirm}
                onConfirm={() => post("inquiry-spam")}
                isDeleting={pending === "inquiry-spam"}
                isDisabled={fetcher.state !== "idle"}
                texts={{ button: t.spam, cancel: t.cancel, deleting: t.spam }}
              />
            )}
          </div>
        </div>
      </details>
    </li>
  );
}
