import { spawn } from "node:child_process";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { jobSubmissions, sentMails } from "~/adapters/db/schema";
import { deliverMail, enqueueMail, MAIL_QUEUE, startMailSender, sweepSentMailRecords, type QueuedMail } from "~/adapters/mail/mail-queue.server";
import { createMailer, type SendMail } from "~/adapters/mail/mailer.server";
import { textMail } from "~/adapters/mail/text-mail";
import { getQueue, startQueue, stopQueue } from "~/adapters/queue/queue.server";
import { startFakeSmtpServer, type FakeSmtpServer } from "../fakes/smtp-server";
import { databaseKinds, useMigratedDatabase } from "../support/databases";

// Issue 25, "nothing decided is lost" (docs/decisions/034): every mail is a job enqueued in its decision's transaction,
// sent by one sender that records what the mail server accepted.

const projectRoot = path.resolve(import.meta.dirname, "../..");
const FROM = "Звук.Работа <no-reply@zvuk-rabota.ru>";

describe.each(databaseKinds)("the mail queue on $name", (kind) => {
  const database = useMigratedDatabase(kind);
  let smtp: FakeSmtpServer;
  let sendMail: SendMail;

  beforeAll(async () => {
    smtp = await startFakeSmtpServer();
    sendMail = createMailer({ smtpUrl: smtp.url, from: FROM, outboxDir: "" });
    await startQueue(database.handle);
  });
  afterAll(async () => {
    await stopQueue();
    await smtp.close();
  });

  const mailsTo = (address: string) => smtp.messages.filter((message) => message.to.includes(address));
  /** Every mail job waiting in the queue, taken as a worker would (active until completed or failed). */
  const takeMailJobs = async () => (await getQueue().fetch<QueuedMail>(MAIL_QUEUE, { batchSize: 100 })) ?? [];

  it("enqueues a mail only when its transaction commits, and sends it once however often its job runs, under the job's Message-ID", async () => {
    await database.db
      .transaction(async (tx) => {
        await enqueueMail(tx, textMail("rolled-back@example.com", "Тема", "Решение отменено"));
        throw new Error("the decision fails after its mail was enqueued");
      })
      .catch(() => undefined);
    await database.db.transaction((tx) => enqueueMail(tx, textMail("committed@example.com", "Тема", "Решение принято")));
    const jobs = await takeMailJobs();
    expect(jobs.map((job) => job.data.message.to)).toEqual(["committed@example.com"]);
    const [job] = jobs;
    expect(await deliverMail(database.db, job!, sendMail)).toBe("sent");
    // The same job again (its batch retried, its attempt expired): the record says it went.
    expect(await deliverMail(database.db, job!, sendMail)).toBe("already sent");
    expect(mailsTo("committed@example.com")).toHaveLength(1);
    expect(mailsTo("rolled-back@example.com")).toHaveLength(0);
    expect(mailsTo("committed@example.com")[0]?.headers.get("message-id")).toBe(`<${job!.id}@zvuk-rabota.ru>`);
    await getQueue().complete(MAIL_QUEUE, job!.id);
  });

  it("a batch run again after one of its mails failed sends the others once and the failed one once", async () => {
    await database.db.transaction(async (tx) => {
      for (const to of ["first@example.com", "flaky@example.com", "third@example.com"]) await enqueueMail(tx, textMail(to, "Тема", "Текст"));
    });
    const jobs = await takeMailJobs();
    let refused = false;
    const flakySend: SendMail = async (message, key) => {
      if (message.to === "flaky@example.com" && !refused) {
        refused = true;
        throw new Error("451 try again later");
      }
      await sendMail(message, key);
    };
    const attempt = async () => {
      const results = await Promise.allSettled(jobs.map((job) => deliverMail(database.db, job, flakySend)));
      return Object.fromEntries(jobs.map((job, index) => [job.data.message.to, results[index]?.status === "fulfilled" ? results[index].value : "failed"]));
    };
    expect(await attempt()).toEqual({ "first@example.com": "sent", "flaky@example.com": "failed", "third@example.com": "sent" });
    expect(await attempt()).toEqual({ "first@example.com": "already sent", "flaky@example.com": "sent", "third@example.com": "already sent" });
    for (const to of ["first@example.com", "flaky@example.com", "third@example.com"]) expect(mailsTo(to)).toHaveLength(1);
    for (const job of jobs) await getQueue().complete(MAIL_QUEUE, job.id);
  });

  it("keeps a sent mail's record for 30 days", async () => {
    await database.db.insert(sentMails).values([
      { jobId: "old", sentAt: sql`now() - interval '31 days'` },
      { jobId: "recent", sentAt: sql`now() - interval '29 days'` },
    ]);
    expect(await sweepSentMailRecords(database.db)).toBe(1);
    expect((await database.db.select({ jobId: sentMails.jobId }).from(sentMails).where(eq(sentMails.jobId, "recent"))).length).toBe(1);
  });

  // A second process on one embedded database is not possible (PGlite is in-process): the crash is tested on PostgreSQL.
  it.runIf(kind.name === "postgres")("kill -9 right after a decision commits: the mail still goes out once, after a restart", async () => {
    const contactEmail = "after-crash@example.com";
    // tsx as a loader in this very process (its CLI would run the script in a child of its own, and report the kill as an exit code).
    const child = spawn(process.execPath, ["--import", "tsx", "tests/support/mail-crash-child.ts", database.handle.url!, contactEmail], {
      cwd: projectRoot,
      env: { ...process.env, NODE_ENV: "test" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const signal = await new Promise<NodeJS.Signals | null>((resolve) => child.on("exit", (_code, exitSignal) => resolve(exitSignal)));
    expect(signal, output).toBe("SIGKILL");
    expect(JSON.parse(output.trim().split("\n").at(-1) ?? "{}")).toMatchObject({ outcome: { ok: true }, queue: MAIL_QUEUE });
    // The decision committed; its mail did not go: the process died first.
    expect(await database.db.select().from(jobSubmissions).where(eq(jobSubmissions.contactEmail, contactEmail))).toHaveLength(1);
    expect(mailsTo(contactEmail)).toHaveLength(0);

    // A restart: the queue and its sender start again on the same database.
    await stopQueue();
    await startQueue(database.handle);
    await startMailSender(database.db, sendMail);
    const mail = await smtp.waitForMessage(contactEmail, { timeoutMs: 20_000 });
    expect(mail.subject).toBe("Ваша вакансия отправлена на модерацию");
    const [job] = (
      await database.db.execute<{ id: string; state: string }>(
        sql`select id, state from pgboss.job where name = ${MAIL_QUEUE} and data->'message'->>'to' = ${contactEmail}`,
      )
    ).rows;
    await vi.waitFor(async () => expect((await getQueue().getJobById<QueuedMail>(MAIL_QUEUE, job!.id))?.state).toBe("completed"), {
      timeout: 10_000,
      interval: 100,
    });
    // The job run once more after its send was recorded (a retry): nothing goes out again.
    const again = await getQueue().getJobById<QueuedMail>(MAIL_QUEUE, job!.id);
    expect(await deliverMail(database.db, again!, sendMail)).toBe("already sent");
    expect(mailsTo(contactEmail)).toHaveLength(1);
  });
});
