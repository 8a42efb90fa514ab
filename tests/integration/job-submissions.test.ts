import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/adapters/db/client.server";
import { auditLog, jobPublications, jobs, jobSubmissions } from "~/adapters/db/schema";
import { BODY_LIMITS, JOB_SUBMISSION } from "~/config/constants";
import { startFakeSmtpServer, type FakeSmtpServer } from "../fakes/smtp-server";
import { withAppEnvironment } from "../support/app-modules";
import { CONSOLE_ORIGIN as origin, signUpOperators, WHO, type Who } from "../support/console-operators";
import { databaseKinds } from "../support/databases";
import { mailQueueSettled, startMailQueue } from "../support/mail-queue";
import { callRoute } from "../support/route-call";

/** The employer's form as the page posts it. */
function jobForm(fields: Record<string, string> = {}): Record<string, string> {
  return {
    title: "Звукорежиссёр озвучания",
    company: "Студия Заявка",
    companyLink: "zayavka.example",
    location: "Москва",
    type: "",
    isEnglish: "",
    description: "Озвучание мультсериала.",
    responsibilities: "Запись\nЧистка",
    requirements: "Pro Tools",
    conditions: "",
    applyWebsite: "",
    applyEmail: "hr@zayavka.example",
    applyForm: "",
    applyTelegram: "@zayavka",
    applyHH: "",
    contactEmail: "boss@zayavka.example",
    homepage: "",
    ...fields,
  };
}

/** What the page's and the console's actions answer (and, loosely, a loader's data). */
interface Answer {
  status: number;
  body: { sentTo?: string | null; done?: boolean; result: { error?: Record<string, string[]> } };
}

/** An answer's status and, when it carries data, its body (a redirect has none). */
async function read(answer: Response): Promise<Answer> {
  const json = answer.headers.get("content-type")?.includes("json");
  return { status: answer.status, body: json ? ((await answer.json()) as Answer["body"]) : { result: {} } };
}

let address = 0;

describe.each(databaseKinds)("employers' job submissions on $name", (kind) => {
  let environment: Awaited<ReturnType<typeof withAppEnvironment>>;
  let db: Database;
  let cookies: Map<Who, string>;
  let smtp: FakeSmtpServer;

  beforeAll(async () => {
    smtp = await startFakeSmtpServer();
    environment = await withAppEnvironment(kind, { SMTP_URL: smtp.url });
    db = await (await import("~/adapters/db/database.server")).getDb();
    // The retention sweep's queue is declared before the queue starts (it is created at start).
    await import("~/features/job-submissions/index.server");
    await startMailQueue();
    cookies = await signUpOperators(db);
  });

  afterAll(async () => {
    await environment.close();
    await smtp.close();
  });

  beforeEach(async () => {
    await db.execute(sql`delete from ${jobSubmissions}`);
  });

  const submit = async (fields: Record<string, string> = {}, options: { path?: string; ip?: string } = {}) => {
    const route = await import("~/routes/post-job");
    const request = new Request(`${origin}${options.path ?? "/post-job"}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-client-ip": options.ip ?? `10.17.0.${++address}` },
      body: new URLSearchParams(jobForm(fields)),
    });
    return read(await callRoute(route.action, request));
  };
  const decide = async (id: string, who: Who, fields: Record<string, string>, path = `/admin/submissions/${id}`) => {
    const route = await import("~/routes/admin-submission");
    const request = new Request(`${origin}${path}`, {
      method: "POST",
      headers: { cookie: cookies.get(who) ?? "", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ formId: `submission-${fields.intent}`, ...fields }),
    });
    return read(await callRoute(route.action, request, { params: { id } }));
  };
  const stored = () => db.select().from(jobSubmissions);
  const storedCount = async () => (await db.select({ n: count() }).from(jobSubmissions))[0]?.n ?? 0;
  const homeJobs = async (q: string) => {
    const home = await import("~/routes/home");
    const answer = await callRoute(home.loader, new Request(`${origin}/?q=${encodeURIComponent(q)}`));
    return ((await answer.json()) as { jobs: { id: string; title: string }[] }).jobs;
  };
  const submitted = async (fields: Record<string, string> = {}, options: { path?: string } = {}) => {
    expect((await submit(fields, options)).status).toBe(200);
    const [row] = await db
      .select()
      .from(jobSubmissions)
      .where(eq(jobSubmissions.title, fields.title ?? jobForm().title ?? ""));
    if (!row) throw new Error("not stored");
    return row;
  };

  it("stores a job as pending, mails the confirmation in the page's language, and shows it nowhere public", async () => {
    const jobsBefore = (await db.select({ n: count() }).from(jobs))[0]?.n;
    const answer = await submit({ title: "Саунд-дизайнер заявки", contactEmail: "Pending@Zayavka.example" });
    expect(answer.status).toBe(200);
    expect(answer.body.sentTo).toBe("Pending@Zayavka.example");
    const [row] = await stored();
    expect(row).toMatchObject({
      status: "pending",
      title: "Саунд-дизайнер заявки",
      companyLink: "https://zayavka.example",
      location: "Москва",
      type: "Полная занятость",
      responsibilities: ["Запись", "Чистка"],
      applyTelegram: "@zayavka",
      language: "ru",
      jobId: null,
      decidedAt: null,
    });
    const mail = await smtp.waitForMessage("pending@zayavka.example");
    expect(mail.subject).toBe("Ваша вакансия отправлена на модерацию");
    expect(mail.text).toContain("Мы получили вакансию «Саунд-дизайнер заявки» (Студия Заявка) и передали её модератору.");
    // The job list, its search, the sitemap and the feeds all read the job table: nothing was written there.
    expect((await db.select({ n: count() }).from(jobs))[0]?.n).toBe(jobsBefore);
    expect(await homeJobs("Саунд-дизайнер заявки")).toEqual([]);
  });

  it("publishes on approval: a job of source submission, open, with its job_publication row, and the employer gets its link in English", async () => {
    const row = await submitted({ title: "Field recordist", isEnglish: "ENG", contactEmail: "en@zayavka.example" }, { path: "/en/post-job" });
    expect(row.language).toBe("en");
    await smtp.waitForMessage("en@zayavka.example");
    const answer = await decide(row.id, "moderator", { intent: "approve" }, `/en/admin/submissions/${row.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.done).toBe(true);
    const [after] = await db.select().from(jobSubmissions).where(eq(jobSubmissions.id, row.id));
    expect(after?.status).toBe("published");
    const jobId = after?.jobId ?? "";
    const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job).toMatchObject({ source: "submission", isOpen: true, title: "Field recordist", isEnglish: true, applyEmail: "hr@zayavka.example" });
    expect(await db.select().from(jobPublications).where(eq(jobPublications.jobId, jobId))).toHaveLength(1);
    expect((await homeJobs("Field recordist")).map((found) => found.id)).toEqual([jobId]);
    const audit = await db.select({ action: auditLog.action, actor: auditLog.actorLabel }).from(auditLog).where(eq(auditLog.targetId, row.id));
    expect(audit).toEqual([{ action: "submission.approve", actor: "moderator@example.com" }]);
    const mail = await smtp.waitForMessage("en@zayavka.example");
    expect(mail.subject).toBe("Your job is published on Zvuk.Rabota");
    expect(mail.text).toContain("A moderator approved your job “Field recordist” (Студия Заявка)");
    expect(mail.text).toContain(`/en/job/${jobId}`);
  });

  it("declines with the operator's reason, which the employer reads in the mail; nothing is published", async () => {
    const row = await submitted({ title: "Вакансия на отказ", contactEmail: "decline@zayavka.example" });
    await smtp.waitForMessage("decline@zayavka.example");
    expect((await decide(row.id, "admin", { intent: "decline", reason: "" })).body.result.error).toEqual({ reason: ["reasonRequired"] });
    const answer = await decide(row.id, "admin", { intent: "decline", reason: "Нет условий оплаты" });
    expect(answer.status).toBe(200);
    const [after] = await db.select().from(jobSubmissions).where(eq(jobSubmissions.id, row.id));
    expect(after).toMatchObject({ status: "declined", declineReason: "Нет условий оплаты", jobId: null });
    const mail = await smtp.waitForMessage("decline@zayavka.example");
    expect(mail.subject).toBe("Ваша вакансия не опубликована");
    expect(mail.text).toContain("Модератор отклонил вакансию «Вакансия на отказ» (Студия Заявка).");
    expect(mail.text).toContain("Причина: Нет условий оплаты");
    expect(await homeJobs("Вакансия на отказ")).toEqual([]);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.targetId, row.id));
    expect(audit).toMatchObject({ action: "submission.decline", reason: "Нет условий оплаты" });
  });

  it("refuses a stale decision with 409 and writes nothing", async () => {
    const row = await submitted({ title: "Спорная вакансия" });
    expect((await decide(row.id, "moderator", { intent: "decline", reason: "Дубль" })).status).toBe(200);
    const auditRows = (await db.select({ n: count() }).from(auditLog))[0]?.n;
    const approve = await decide(row.id, "admin", { intent: "approve" });
    expect(approve.status).toBe(409);
    expect(approve.body.result.error).toEqual({ "": ["ALREADY_DECIDED"] });
    expect((await decide(row.id, "admin", { intent: "decline", reason: "Ещё раз" })).status).toBe(409);
    expect((await db.select({ n: count() }).from(auditLog))[0]?.n).toBe(auditRows);
    expect((await db.select().from(jobSubmissions).where(eq(jobSubmissions.id, row.id)))[0]?.status).toBe("declined");
    expect((await decide("no-such-id", "admin", { intent: "approve" })).status).toBe(404);
  });

  it.each(WHO)("lets only moderators and admins open the queue and decide (a %s)", async (who) => {
    const row = await submitted({ title: `Вакансия для ${who}` });
    const allowed = who === "moderator" || who === "admin";
    const list = await import("~/routes/admin-submissions");
    const page = await import("~/routes/admin-submission");
    const get = (path: string) => new Request(`${origin}${path}`, { headers: { cookie: cookies.get(who) ?? "" } });
    expect((await callRoute(list.loader, get("/admin/submissions"))).status).toBe(allowed ? 200 : 404);
    expect((await callRoute(page.loader, get(`/en/admin/submissions/${row.id}`), { params: { id: row.id } })).status).toBe(allowed ? 200 : 404);
    const answer = await decide(row.id, who, { intent: "approve" });
    expect(answer.status).toBe(allowed ? 200 : 404);
    expect((await db.select().from(jobSubmissions).where(eq(jobSubmissions.id, row.id)))[0]?.status).toBe(allowed ? "published" : "pending");
  });

  it("limits submissions per client address and per contact e-mail (429 in the page's language, nothing written)", async () => {
    for (let index = 0; index < JOB_SUBMISSION.perAddress; index += 1) {
      expect((await submit({ title: `С адреса ${index}`, contactEmail: `a${index}@zayavka.example` }, { ip: "10.99.0.1" })).status).toBe(200);
    }
    const byAddress = await submit({ title: "Лишняя с адреса", contactEmail: "other@zayavka.example" }, { ip: "10.99.0.1" });
    expect(byAddress.status).toBe(429);
    expect(byAddress.body.result.error).toEqual({ "": ["RATE_LIMITED"] });
    for (let index = 0; index < JOB_SUBMISSION.perEmail; index += 1) {
      expect((await submit({ title: `С e-mail ${index}`, contactEmail: "same@zayavka.example" }, { path: "/en/post-job" })).status).toBe(200);
    }
    const byEmail = await submit({ title: "Лишняя с e-mail", contactEmail: "SAME@zayavka.example" }, { path: "/en/post-job" });
    expect(byEmail.status).toBe(429);
    expect(await storedCount()).toBe(JOB_SUBMISSION.perAddress + JOB_SUBMISSION.perEmail);
    const { jobSubmissionsText } = await import("~/i18n/job-submissions");
    expect(jobSubmissionsText.en.submit.errors.RATE_LIMITED).toMatch(/^Too many jobs/);
    // An hour later the address may submit again.
    await db.execute(sql`update ${jobSubmissions} set created_at = created_at - interval '61 minutes'`);
    expect((await submit({ title: "Через час", contactEmail: "same@zayavka.example" }, { ip: "10.99.0.1" })).status).toBe(200);
  });

  it("refuses a contact e-mail spelt to reach a mailbox past its limit (400, nothing stored or mailed), and counts an address in any case as one", async () => {
    for (const contactEmail of ['"victim"@zayavka.example', "a1<victim@zayavka.example>", "victim(c3)@zayavka.example"]) {
      const answer = await submit({ title: `Обход ${contactEmail}`, contactEmail }, { path: "/en/post-job" });
      expect([contactEmail, answer.status, answer.body.result.error]).toEqual([contactEmail, 400, { contactEmail: ["notAnEmail"] }]);
    }
    expect(await storedCount()).toBe(0);
    const spellings = ["Victim@Zayavka.example", "victim@ZAYAVKA.EXAMPLE", "VICTIM@zayavka.Example"];
    expect(spellings).toHaveLength(JOB_SUBMISSION.perEmail);
    for (const contactEmail of spellings) expect((await submit({ title: `Регистр ${contactEmail}`, contactEmail })).status).toBe(200);
    const over = await submit({ title: "Регистр сверх лимита", contactEmail: "victim@zayavka.example" });
    expect([over.status, over.body.result.error]).toEqual([429, { "": ["RATE_LIMITED"] }]);
    expect(await storedCount()).toBe(JOB_SUBMISSION.perEmail);
    // The mailbox got one confirmation per stored submission: none for the refused spellings.
    await mailQueueSettled();
    expect(smtp.messages.filter((message) => message.to.includes("victim@zayavka.example"))).toHaveLength(JOB_SUBMISSION.perEmail);
  });

  it("answers a filled honeypot as sent and stores nothing, mails nothing", async () => {
    const answer = await submit({ title: "Спам", contactEmail: "bot@zayavka.example", homepage: "http://spam.example" });
    expect(answer.status).toBe(200);
    expect(answer.body.sentTo).toBe("bot@zayavka.example");
    expect(await storedCount()).toBe(0);
    await mailQueueSettled();
    expect(smtp.messages.filter((message) => message.to.includes("bot@zayavka.example"))).toEqual([]);
  });

  it("answers bad input with 400 and each field's message, an oversized body with 413", async () => {
    const answer = await submit({
      title: "",
      contactEmail: "not-an-email",
      applyEmail: "",
      applyTelegram: "",
      applyWebsite: "ftp://x",
      description: "я".repeat(6001),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.result.error).toMatchObject({ title: ["required"], contactEmail: ["notAnEmail"], applyWebsite: ["notALink"], description: ["tooLong"] });
    expect((await submit({ applyEmail: "", applyTelegram: "" })).body.result.error).toEqual({ "": ["noApplyChannel"] });
    const route = await import("~/routes/post-job");
    const huge = await read(
      await callRoute(
        route.action,
        new Request(`${origin}/post-job`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(jobForm({ description: "я".repeat(30_000) })),
        }),
      ),
    );
    expect(huge.status).toBe(413);
    expect(huge.body.result.error).toEqual({ "": ["tooLarge"] });
    expect(await storedCount()).toBe(0);
    const { bodyLimitFor } = await import("../../server/body-limit");
    expect([bodyLimitFor("/post-job"), bodyLimitFor("/en/post-job.data")]).toEqual([BODY_LIMITS.jobSubmissionBytes, BODY_LIMITS.jobSubmissionBytes]);
  });

  it("counts pending submissions on the console's overview", async () => {
    await submitted({ title: "Ждёт 1" });
    await submitted({ title: "Ждёт 2" });
    const { getConsoleOverview } = await import("~/features/console/overview.server");
    expect((await getConsoleOverview(db)).waiting.submissions).toBe(2);
  });
  it("keeps an employer's data no longer than it serves: addresses erased after 30 days, decided submissions deleted after a year, pending ones kept", async () => {
    const now = new Date("2027-06-01T12:00:00Z");
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
    const { retention } = JOB_SUBMISSION;
    const submission = (title: string, status: "pending" | "published" | "declined", createdDaysAgo: number, decidedDaysAgo?: number) => ({
      title,
      company: "Студия Хранение",
      location: "Москва",
      type: "",
      contactEmail: "boss@hranenie.example",
      language: "ru" as const,
      clientIp: "10.99.0.1",
      status,
      declineReason: status === "declined" ? "Не по теме" : "",
      createdAt: daysAgo(createdDaysAgo),
      decidedAt: decidedDaysAgo === undefined ? null : daysAgo(decidedDaysAgo),
    });
    await db
      .insert(jobSubmissions)
      .values([
        submission("new, pending", "pending", 1),
        submission("a day inside the address window", "pending", retention.clientAddressDays - 1),
        submission("old, still pending", "pending", 400),
        submission("declined a day inside the year", "declined", 400, retention.decidedDays - 1),
        submission("declined over a year ago", "declined", 400, retention.decidedDays + 1),
        submission("published over a year ago", "published", 400, retention.decidedDays + 1),
      ]);
    const { applySubmissionRetention } = await import("~/features/job-submissions/index.server");

    expect(await applySubmissionRetention(db, now)).toEqual({ addressesErased: 2, deleted: 2 });
    const left = (await stored()).map((row) => [row.title, row.clientIp, row.contactEmail]).sort();
    expect(left).toEqual([
      ["a day inside the address window", "10.99.0.1", "boss@hranenie.example"],
      ["declined a day inside the year", "", "boss@hranenie.example"],
      ["new, pending", "10.99.0.1", "boss@hranenie.example"],
      ["old, still pending", "", "boss@hranenie.example"],
    ]);
    // A second sweep finds nothing more to do.
    expect(await applySubmissionRetention(db, now)).toEqual({ addressesErased: 0, deleted: 0 });
  });

  it("sweeps daily at 04:30 Moscow time, through the job queue", async () => {
    const queue = await import("~/adapters/queue/queue.server");
    const { JOB_SUBMISSIONS_RETENTION_QUEUE, startSubmissionRetention } = await import("~/features/job-submissions/index.server");
    await startSubmissionRetention(db);
    const schedules = await queue.getQueue().getSchedules(JOB_SUBMISSIONS_RETENTION_QUEUE);
    expect(schedules.map((schedule) => [schedule.cron, schedule.timezone])).toEqual([["30 4 * * *", "Europe/Moscow"]]);
  });
});
