import { data, redirect } from "react-router";
import { getDb } from "~/adapters/db/database.server";
import { getEnv } from "~/config/env.server";
import { importNow, type RoundOutcome } from "~/features/imports/index.server";
import {
  closeConsoleJob,
  createConsoleJob,
  reopenConsoleJob,
  setConsoleJobValidThrough,
  updateConsoleJob,
  type ConsoleJobRefusal,
  type ConsoleJobResult,
} from "~/features/jobs/index.server";
import { languageFromPath, localizePath } from "~/i18n/language";
import { recordAudit } from "~/server/audit-log.server";
import { parseFormSubmission } from "~/server/parse-form-submission";
import { requireConsoleSection } from "../console-access.server";
import { refusalStatus } from "../decision-action.server";
import { consoleJobFormSchema, jobStateFormSchema, validThroughFormSchema } from "./console-job-forms";

/** What the job page's action answers; `notice` on success, `refusal` on a refused decision, `result` for the form. */
export type JobActionData = {
  intent: "update" | "close" | "reopen" | "valid-through";
  notice?: "saved" | "closedDone" | "reopenedDone" | "validThroughSaved";
  refusal?: ConsoleJobRefusal;
  result?: ReturnType<ReturnType<typeof parseFormSubmission>["reply"]>;
};

async function readForm(request: Request): Promise<FormData> {
  const form = await request.formData().catch(() => null);
  if (!form) throw data(null, { status: 400 });
  return form;
}

/** /admin/jobs/new: creates a console job, then shows its page. */
export async function createJobAction(request: Request) {
  const operator = await requireConsoleSection(request, "jobs");
  const submission = parseFormSubmission(await readForm(request), consoleJobFormSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const created = await createConsoleJob(await getDb(), submission.value, operator.actor);
  const language = languageFromPath(new URL(request.url).pathname);
  return redirect(`${localizePath(`/admin/jobs/${encodeURIComponent(created.id)}`, language)}?created=1`);
}

/** /admin/jobs/:id: edit, close, reopen, validThrough; each a transaction with its audit row, refused when stale. */
export async function jobAction(request: Request, id: string) {
  const operator = await requireConsoleSection(request, "jobs");
  const form = await readForm(request);
  const db = await getDb();
  const intent = form.get("intent");
  const reply = (body: JobActionData, status = 200) => data<JobActionData>(body, { status });
  const answer = (action: JobActionData, outcome: ConsoleJobResult, notice: JobActionData["notice"]) =>
    outcome.ok ? reply({ ...action, notice }) : reply({ ...action, refusal: outcome.refusal }, refusalStatus(outcome.refusal));

  if (intent === "update") {
    const submission = parseFormSubmission(form, consoleJobFormSchema);
    if (submission.status !== "success") return reply({ intent, result: submission.reply() }, 400);
    const { seen, ...fields } = submission.value;
    const outcome = await updateConsoleJob(db, { id, seen, fields, actor: operator.actor });
    return answer({ intent, result: submission.reply() }, outcome, "saved");
  }
  if (intent === "close" || intent === "reopen") {
    const submission = parseFormSubmission(form, jobStateFormSchema);
    if (submission.status !== "success") return reply({ intent }, 400);
    const outcome = await (intent === "close" ? closeConsoleJob : reopenConsoleJob)(db, { id, seen: submission.value.seen, actor: operator.actor });
    return answer({ intent }, outcome, intent === "close" ? "closedDone" : "reopenedDone");
  }
  if (intent === "valid-through") {
    const submission = parseFormSubmission(form, validThroughFormSchema);
    if (submission.status !== "success") return reply({ intent, result: submission.reply() }, 400);
    const outcome = await setConsoleJobValidThrough(db, {
      id,
      seen: submission.value.seen,
      validThrough: submission.value.validThrough,
      actor: operator.actor,
    });
    return answer({ intent, result: submission.reply() }, outcome, "validThroughSaved");
  }
  throw data(null, { status: 400 });
}

/** What the audit log and the page keep of one sheet's round. */
function summary(outcome: RoundOutcome) {
  return {
    outcome: outcome.outcome,
    source: outcome.source,
    ...("accepted" in outcome && { accepted: outcome.accepted, skipped: outcome.skipped, closed: outcome.closed }),
    ...(outcome.error && { error: outcome.error }),
  };
}

export type ImportActionData = { ran: false } | { ran: true; jobs: ReturnType<typeof summary>; blog: ReturnType<typeof summary> };

/**
 * /admin/jobs "import now": one round at once, through the same locks as the schedule. Refused (409) when this server is
 * running one, or when another server held a sheet's lock; the round is recorded in the import runs and the audit log.
 */
export async function importNowAction(request: Request) {
  const operator = await requireConsoleSection(request, "jobs");
  if ((await readForm(request)).get("intent") !== "import") throw data(null, { status: 400 });
  const db = await getDb();
  const result = await importNow(db, getEnv(), operator.email);
  if (!result.ran) return data({ ran: false } satisfies ImportActionData, { status: 409 });
  const after = { jobs: summary(result.jobs), blog: summary(result.blog) };
  await recordAudit(db, {
    actor: operator.actor,
    action: "import.run",
    target: { type: "import", id: "sheets" },
    after,
  });
  const locked = result.jobs.outcome === "locked" || result.blog.outcome === "locked";
  return data({ ran: true, ...after } satisfies ImportActionData, { status: locked ? 409 : 200 });
}
