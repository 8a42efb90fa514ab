import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "~/adapters/db/client.server";
import { inquiries, specialistProfiles, specialistServices, telegramLinks, users } from "~/adapters/db/schema";
import { INQUIRY } from "~/config/constants";
import type * as InquiryDelivery from "~/features/inquiries/inquiry-delivery.server";
import type * as Telegram from "~/features/telegram/index.server";
import type * as SpecialistRoute from "~/routes/specialist";
import type * as ConfirmRoute from "~/routes/inquiry-confirm";
import type * as DashboardRoute from "~/routes/dashboard";
import { startFakeSmtpServer, type FakeSmtpServer } from "../fakes/smtp-server";
import { startFakeTelegramBotApi, type FakeTelegramBotApi } from "../fakes/telegram-bot-api";
import { signUpAndSignIn } from "../support/accounts";
import { signUpOperators } from "../support/console-operators";
import { withAppEnvironment } from "../support/app-modules";
import { databaseKinds } from "../support/databases";
import { mailQueueSettled, startMailQueue } from "../support/mail-queue";
import { callRoute } from "../support/route-call";

const origin = "http://localhost:3000";

/** The inquiry form as the dialog posts it. */
function inquiryForm(fields: Record<string, string> = {}): Record<string, string> {
  return {
    intent: "send-inquiry",
    clientName: "Мария Клиентова",
    clientEmail: "client@example.com",
    clientContact: "@maria",
    workKind: "other",
    budgetFrom: "10000",
    budgetTo: "50 000",
    deadline: "",
    message: "Нужно свести и отмастерить EP из пяти треков.",
    referenceLink: "https://example.com/refs",
    homepage: "",
    ...fields,
  };
}

interface Answer {
  status: number;
  body: { sent: { state: string; email: string } | null; result: { error?: Record<string, string[]> } };
}

let address = 0;

describe.each(databaseKinds)("project inquiries on $name (issue 27)", (kind) => {
  let environment: Awaited<ReturnType<typeof withAppEnvironment>>;
  let db: Database;
  let smtp: FakeSmtpServer;
  let bot: FakeTelegramBotApi;
  let specialistRoute: typeof SpecialistRoute;
  let confirmRoute: typeof ConfirmRoute;
  let dashboardRoute: typeof DashboardRoute;
  let delivery: typeof InquiryDelivery;
  let telegram: typeof Telegram;
  let pro: { id: string; cookie: string };
  let basic: { id: string; cookie: string };
  let serviceId: string;

  /** A listed specialist: confirmed address, a name, a specialization; Pro by account type unless `pro` is false. */
  async function specialist(email: string, { pro: isPro = true, name = "Анна" } = {}) {
    const account = await signUpAndSignIn(db, email, { confirmed: true });
    await db
      .insert(specialistProfiles)
      .values({ userId: account.id, name, surname: "Звукова", specializations: ["sound-designer"], accountType: isPro ? "Pro" : "Basic" })
      .onConflictDoUpdate({
        target: specialistProfiles.userId,
        set: { name, surname: "Звукова", specializations: ["sound-designer"], accountType: isPro ? "Pro" : "Basic" },
      });
    return account;
  }

  beforeAll(async () => {
    smtp = await startFakeSmtpServer();
    bot = await startFakeTelegramBotApi();
    environment = await withAppEnvironment(kind, { SMTP_URL: smtp.url, PUBLIC_URL: "", HOST: "localhost" });
    db = await (await import("~/adapters/db/database.server")).getDb();
    // The inquiries' queues are declared before the queue starts (they are created at start).
    delivery = await import("~/features/inquiries/inquiry-delivery.server");
    await import("~/features/inquiries/index.server");
    await startMailQueue();
    specialistRoute = await import("~/routes/specialist");
    confirmRoute = await import("~/routes/inquiry-confirm");
    dashboardRoute = await import("~/routes/dashboard");
    telegram = await import("~/features/telegram/index.server");
    telegram.configureTelegramBot({ token: bot.token, apiUrl: bot.apiUrl, webhookSecret: "secret" });
    pro = await specialist("pro@example.com");
    basic = await specialist("basic@example.com", { pro: false, name: "Борис" });
    const [service] = await db
      .insert(specialistServices)
      .values({ id: crypto.randomUUID(), userId: pro.id, title: "Сведение", description: "Сведение трека", price: "5000" })
      .returning();
    serviceId = service?.id ?? "";
    await db.insert(telegramLinks).values({ userId: pro.id, chatId: 4242 });
  });

  afterAll(async () => {
    telegram.configureTelegramBot(undefined);
    await environment.close();
    await smtp.close();
    await bot.close();
  });

  beforeEach(async () => {
    await mailQueueSettled();
    await db.execute(sql`delete from ${inquiries}`);
    smtp.messages.length = 0;
  });

  const send = async (
    fields: Record<string, string> = {},
    { to = pro.id, cookie, path, ip }: { to?: string; cookie?: string; path?: string; ip?: string } = {},
  ): Promise<Answer> => {
    const request = new Request(`${origin}${path ?? `/specialists/${to}`}`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-client-ip": ip ?? `10.27.0.${++address}`,
        host: "evil.example",
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams(inquiryForm(fields)),
    });
    const answer = await callRoute(specialistRoute.action, request, { params: { id: to } });
    return { status: answer.status, body: (await answer.json()) as Answer["body"] };
  };
  /** The next mail to `address` with this subject, waited for (an account's own confirmation link is passed over). */
  const mailTo = async (address: string, subject: string) => {
    for (;;) {
      const mail = await smtp.waitForMessage(address);
      if (mail.subject === subject) return mail;
    }
  };
  const stored = () => db.select().from(inquiries);
  const storedCount = async () => (await db.select({ n: count() }).from(inquiries))[0]?.n ?? 0;
  const tokenIn = (text: string) => /\/inquiries\/confirm\/([\w-]{43})/.exec(text)?.[1] ?? "";
  const confirmPage = (token: string, method: "GET" | "POST" = "GET", path = `/inquiries/confirm/${token}`) =>
    callRoute(method === "GET" ? confirmRoute.loader : confirmRoute.action, new Request(`${origin}${path}`, { method }), { params: { token } });
  /** Runs every Telegram job the deliveries enqueued, as the worker does; returns the messages the fake Bot API got. */
  const drainTelegram = async () => {
    const queue = (await import("~/adapters/queue/queue.server")).getQueue();
    for (;;) {
      const batch = (await queue.fetch<InquiryDelivery.InquiryTelegramJob>(delivery.INQUIRY_TELEGRAM_QUEUE, { batchSize: 20 })) ?? [];
      if (batch.length === 0) return;
      for (const job of batch) {
        await delivery.sendInquiryTelegram(db, job.data.inquiryId);
        await queue.complete(delivery.INQUIRY_TELEGRAM_QUEUE, job.id);
      }
    }
  };

  it("a signed-in client writing from their confirmed address: delivered at once — the specialist's mail with Reply-To, the client's copy, the Telegram job", async () => {
    const client = await signUpAndSignIn(db, "Signed@Example.com", { confirmed: true });
    const sentBefore = bot.sent.length;
    const answer = await send({ clientEmail: "signed@example.com", workKind: serviceId, deadline: "2099-12-15" }, { cookie: client.cookie });
    expect(answer).toMatchObject({ status: 200, body: { sent: { state: "delivered", email: "signed@example.com" } } });
    const [row] = await stored();
    expect(row).toMatchObject({
      status: "new",
      senderUserId: client.id,
      serviceId,
      workKind: "Сведение",
      budgetFrom: 10000,
      budgetTo: 50000,
      deadline: "2099-12-15",
      language: "ru",
    });
    expect(row?.confirmedAt).not.toBeNull();
    expect(row?.senderKey).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(row)).not.toContain("10.27.0.");

    const mail = await smtp.waitForMessage("pro@example.com");
    expect(mail.subject).toBe("Новая заявка на Звук.Работа / A new project inquiry on Zvuk.Rabota");
    expect(mail.headers.get("reply-to")).toBe("signed@example.com");
    expect(mail.text).toContain("Имя / Name: Мария Клиентова");
    expect(mail.text).toContain("Вид работы / Kind of work: Сведение");
    expect(mail.text).toContain("Бюджет / Budget: от 10\u00a0000\u00a0₽ до 50\u00a0000\u00a0₽ / 10,000\u00a0₽ to 50,000\u00a0₽");
    expect(mail.text).toContain("E-mail: signed@example.com");
    expect(mail.text).toContain("Срок / Deadline: 15 декабря 2099 г. / 15 December 2099");
    expect(mail.text).toContain("Нужно свести и отмастерить EP из пяти треков.");
    // Links from the configured origin, never the request's Host.
    expect(mail.text).toContain("http://localhost:3000/dashboard?tab=inquiries");
    expect(mail.text).not.toContain("evil.example");

    const copy = await mailTo("signed@example.com", "Копия вашей заявки на Звук.Работа");
    expect(copy.text).toContain("Ваша заявка отправлена специалисту Анна Звукова.");
    expect(copy.headers.has("reply-to")).toBe(false);

    await drainTelegram();
    const message = bot.sent.slice(sentBefore).find((sent) => sent.chatId === 4242);
    expect(String(message?.body.text)).toContain("<b>Имя / Name:</b> Мария Клиентова");
    expect(message?.body.parse_mode).toBe("HTML");
  });

  it("an anonymous client: stored unconfirmed, only the client gets a mail (the link, none of their words); the link's page confirms only on its button, once", async () => {
    const answer = await send({ message: "Текст <b>клиента</b>, который не должен попасть в письмо." }, { path: `/en/specialists/${pro.id}` });
    expect(answer).toMatchObject({ status: 200, body: { sent: { state: "unconfirmed", email: "client@example.com" } } });
    const [row] = await stored();
    expect(row).toMatchObject({ status: "unconfirmed", confirmedAt: null, language: "en", senderUserId: null });
    const mail = await smtp.waitForMessage("client@example.com");
    expect(mail.subject).toBe("Confirm your inquiry on Zvuk.Rabota");
    expect(mail.text).not.toContain("клиента");
    const token = tokenIn(mail.text);
    expect(mail.text).toContain(`http://localhost:3000/en/inquiries/confirm/${token}`);
    // Only the token's SHA-256 is stored.
    expect(row?.confirmTokenHash).not.toContain(token);
    await mailQueueSettled();
    expect(smtp.messages.filter((message) => message.to.includes("pro@example.com"))).toEqual([]);

    // A GET (a mail scanner's prefetch) shows the question and changes nothing.
    const page = await confirmPage(token);
    expect(page.status).toBe(200);
    expect(await page.json()).toMatchObject({ state: "confirm", specialistName: "Анна Звукова" });
    expect((await stored())[0]?.status).toBe("unconfirmed");

    const confirmed = await confirmPage(token, "POST");
    expect(await confirmed.json()).toMatchObject({ state: "done", specialistName: "Анна Звукова", email: "client@example.com" });
    expect((await stored())[0]).toMatchObject({ status: "new", confirmTokenHash: null });
    const toSpecialist = await smtp.waitForMessage("pro@example.com");
    expect(toSpecialist.headers.get("reply-to")).toBe("client@example.com");
    const copy = await smtp.waitForMessage("client@example.com");
    expect(copy.subject).toBe("A copy of your inquiry on Zvuk.Rabota");
    expect(copy.text).toContain("Текст <b>клиента</b>");

    // A second press finds nothing to deliver.
    const again = await confirmPage(token, "POST");
    expect([again.status, await again.json()]).toEqual([404, { state: "invalid" }]);
    await mailQueueSettled();
    expect(smtp.messages.filter((message) => message.to.includes("pro@example.com"))).toHaveLength(1);
  });

  it("a signed-in client writing from another address confirms it like anyone (the address could be someone else's)", async () => {
    const client = await signUpAndSignIn(db, "owner@example.com", { confirmed: true });
    const answer = await send({ clientEmail: "Other@Example.com" }, { cookie: client.cookie });
    expect(answer.body.sent).toEqual({ state: "unconfirmed", email: "other@example.com" });
    expect((await stored())[0]).toMatchObject({ status: "unconfirmed", clientEmail: "other@example.com", senderUserId: client.id });
  });

  it("an expired link is refused with its own page and delivers nothing", async () => {
    await send();
    const token = tokenIn((await smtp.waitForMessage("client@example.com")).text);
    await db.update(inquiries).set({ confirmExpiresAt: new Date(Date.now() - 1000) });
    expect((await confirmPage(token)).status).toBe(410);
    const pressed = await confirmPage(token, "POST");
    expect([pressed.status, await pressed.json()]).toEqual([410, { state: "expired", specialistId: "" }]);
    expect((await stored())[0]?.status).toBe("unconfirmed");
    expect(await (await confirmPage("x".repeat(43))).json()).toEqual({ state: "invalid" });
  });

  it("a filled honeypot is answered like a success and stores nothing", async () => {
    const answer = await send({ homepage: "https://spam.example" });
    expect(answer).toMatchObject({ status: 200, body: { sent: { state: "unconfirmed" } } });
    expect(await storedCount()).toBe(0);
  });

  it("refuses bad input with each field's message (400), and a profile that is not Pro or not listed", async () => {
    const bad = await send({ clientEmail: "nope", message: "коротко", referenceLink: "javascript:alert(1)", budgetFrom: "9", budgetTo: "1" });
    expect(bad.status).toBe(400);
    expect(bad.body.result.error).toMatchObject({
      clientEmail: ["emailInvalid"],
      message: ["messageTooShort"],
      referenceLink: ["linkInvalid"],
      budgetTo: ["budgetRange"],
    });
    // Without Pro a profile is not listed (spec 4), and takes no inquiries.
    const notPro = await send({}, { to: basic.id });
    expect([notPro.status, notPro.body.result.error]).toEqual([404, { "": ["NOT_FOUND"] }]);
    // A Pro profile an operator hid takes none either.
    await db.update(specialistProfiles).set({ hiddenAt: new Date(), hiddenVersion: 1, hiddenReason: "x" }).where(eq(specialistProfiles.userId, pro.id));
    const hidden = await send();
    await db.update(specialistProfiles).set({ hiddenAt: null, hiddenVersion: null, hiddenReason: "" }).where(eq(specialistProfiles.userId, pro.id));
    expect([hidden.status, hidden.body.result.error]).toEqual([404, { "": ["NOT_FOUND"] }]);
    expect((await send({}, { to: "nobody" })).status).toBe(404);
    const own = await send({ clientEmail: "pro@example.com" }, { cookie: pro.cookie });
    expect([own.status, own.body.result.error]).toEqual([403, { "": ["OWN_PROFILE"] }]);
    expect(await storedCount()).toBe(0);
  });

  it("each daily limit refuses the next inquiry (429) and changes nothing", async () => {
    // Per mailbox and specialist.
    for (let sent = 0; sent < INQUIRY.perMailboxPerSpecialistPerDay; sent++) expect((await send()).status).toBe(200);
    const perSpecialist = await send();
    expect([perSpecialist.status, perSpecialist.body.result.error]).toEqual([429, { "": ["SPECIALIST_LIMIT"] }]);
    // Per sender address, whatever the mailbox.
    await db.execute(sql`delete from ${inquiries}`);
    for (let sent = 0; sent < INQUIRY.perClientAddressPerDay; sent++)
      expect((await send({ clientEmail: `a${sent}@example.com` }, { ip: "10.99.0.1" })).status).toBe(200);
    const perSender = await send({ clientEmail: "fresh@example.com" }, { ip: "10.99.0.1" });
    expect([perSender.status, perSender.body.result.error]).toEqual([429, { "": ["SENDER_LIMIT"] }]);
    // Per mailbox, whatever the address and specialist (rows backdated past a day do not count).
    await db.update(inquiries).set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) });
    await db.insert(inquiries).values(
      Array.from({ length: INQUIRY.perMailboxPerDay }, (_, index) => ({
        specialistId: basic.id,
        clientName: "Х",
        clientEmail: "busy@example.com",
        message: "x".repeat(INQUIRY.fields.messageMin),
        status: "unconfirmed" as const,
        senderKey: `key-${index}`,
      })),
    );
    const perMailbox = await send({ clientEmail: "busy@example.com" });
    expect([perMailbox.status, perMailbox.body.result.error]).toEqual([429, { "": ["SENDER_LIMIT"] }]);
    // Delivered per specialist.
    await db.update(inquiries).set({ status: "new", confirmedAt: new Date(), confirmTokenHash: null, specialistId: pro.id });
    await db.insert(inquiries).values(
      Array.from({ length: INQUIRY.perSpecialistPerDay }, (_, index) => ({
        specialistId: pro.id,
        clientName: "Х",
        clientEmail: `many${index}@example.com`,
        message: "x".repeat(INQUIRY.fields.messageMin),
        status: "new" as const,
        confirmedAt: new Date(),
        senderKey: `many-${index}`,
      })),
    );
    const before = await storedCount();
    const busy = await send({ clientEmail: "late@example.com" });
    expect([busy.status, busy.body.result.error]).toEqual([429, { "": ["SPECIALIST_BUSY"] }]);
    expect(await storedCount()).toBe(before);
  });

  it("two simultaneous sends at the last slot: exactly one passes", async () => {
    for (let sent = 0; sent < INQUIRY.perMailboxPerSpecialistPerDay - 1; sent++) expect((await send({ clientEmail: "race@example.com" })).status).toBe(200);
    const answers = await Promise.all([send({ clientEmail: "race@example.com" }), send({ clientEmail: "race@example.com" })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429]);
    const rows = await db
      .select({ n: count() })
      .from(inquiries)
      .where(and(eq(inquiries.clientEmail, "race@example.com"), eq(inquiries.specialistId, pro.id)));
    expect(rows[0]?.n).toBe(INQUIRY.perMailboxPerSpecialistPerDay);
  });

  it("never stores the client's address and keys the sender by it: one address, one key", async () => {
    await send({ clientEmail: "k1@example.com" }, { ip: "10.55.0.1" });
    await send({ clientEmail: "k2@example.com" }, { ip: "10.55.0.1" });
    await send({ clientEmail: "k3@example.com" }, { ip: "10.55.0.2" });
    const keys = (await stored()).map((row) => row.senderKey);
    expect(new Set(keys).size).toBe(2);
    expect(keys.join()).not.toContain("10.55");
    expect((await db.select({ email: users.email }).from(users).where(eq(users.id, pro.id)))[0]?.email).toBe("pro@example.com");
  });

  it("retention deletes inquiries older than INQUIRY.retentionDays and unconfirmed ones past their link, and keeps the rest", async () => {
    const { applyInquiryRetention } = await import("~/features/inquiries/inquiry-retention.server");
    const day = 24 * 60 * 60 * 1000;
    const row = (name: string, values: Partial<typeof inquiries.$inferInsert>) => ({
      specialistId: pro.id,
      clientName: name,
      clientEmail: `${name}@example.com`,
      message: "x".repeat(INQUIRY.fields.messageMin),
      senderKey: name,
      status: "new" as const,
      confirmedAt: new Date(),
      ...values,
    });
    await db
      .insert(inquiries)
      .values([
        row("old", { createdAt: new Date(Date.now() - (INQUIRY.retentionDays + 1) * day) }),
        row("recent", { createdAt: new Date(Date.now() - (INQUIRY.retentionDays - 1) * day) }),
        row("lapsed", { status: "unconfirmed", confirmedAt: null, confirmTokenHash: "a", confirmExpiresAt: new Date(Date.now() - 1000) }),
        row("waiting", { status: "unconfirmed", confirmedAt: null, confirmTokenHash: "b", confirmExpiresAt: new Date(Date.now() + day) }),
      ]);
    expect(await applyInquiryRetention(db)).toBe(2);
    expect((await stored()).map((kept) => kept.clientName).sort()).toEqual(["recent", "waiting"]);
  });

  /** The cabinet's action, as its forms post an inquiry's intent. */
  const decide = async (intent: string, id: string, cookie: string) => {
    const request = new Request(`${origin}/dashboard`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie },
      body: new URLSearchParams({ intent, id }),
    });
    const answer = await callRoute(dashboardRoute.action, request);
    return { status: answer.status, body: (await answer.json()) as { ok: boolean; error?: string } };
  };
  const cabinet = async (cookie: string, search = "?tab=inquiries") => {
    const answer = await callRoute(dashboardRoute.loader, new Request(`${origin}/dashboard${search}`, { headers: { cookie } }));
    return (await answer.json()) as {
      newInquiries: number;
      inquiriesPanel: { rows: { id: string; status: string; clientEmail: string }[]; next: string | null } | null;
    };
  };

  it("the cabinet's tab: the specialist's own inquiries, newest first, the new ones counted; opening marks read, then answered and archived", async () => {
    await send({ clientEmail: "first@example.com" });
    const token = tokenIn((await mailTo("first@example.com", "Подтвердите заявку на Звук.Работа")).text);
    const client = await signUpAndSignIn(db, "second@example.com", { confirmed: true });
    await send({ clientEmail: "second@example.com" }, { cookie: client.cookie });
    await confirmPage(token, "POST");
    const unconfirmed = await send({ clientEmail: "third@example.com" });
    expect(unconfirmed.body.sent?.state).toBe("unconfirmed");

    const page = await cabinet(pro.cookie);
    expect(page.newInquiries).toBe(2);
    // The one confirmed last arrived last: it is first; the unconfirmed one is nowhere.
    expect(page.inquiriesPanel?.rows.map((row) => row.clientEmail)).toEqual(["first@example.com", "second@example.com"]);
    expect((await cabinet(pro.cookie, "?tab=saved")).inquiriesPanel).toBeNull();
    expect((await cabinet(basic.cookie)).inquiriesPanel?.rows).toEqual([]);

    const id = page.inquiriesPanel?.rows[0]?.id ?? "";
    expect(await decide("inquiry-read", id, pro.cookie)).toEqual({ status: 200, body: { intent: "inquiry-read", ok: true, id } });
    expect((await cabinet(pro.cookie)).newInquiries).toBe(1);
    await decide("inquiry-answered", id, pro.cookie);
    expect((await stored()).find((row) => row.id === id)).toMatchObject({ status: "answered" });
    await decide("inquiry-archive", id, pro.cookie);
    expect((await stored()).find((row) => row.id === id)).toMatchObject({ status: "archived" });
    // Opening an archived one again leaves it archived.
    await decide("inquiry-read", id, pro.cookie);
    expect((await stored()).find((row) => row.id === id)).toMatchObject({ status: "archived" });
  });

  it("another user's inquiry is refused with 404 and left as it was; signed out is 401", async () => {
    await signUpAndSignIn(db, "me@example.com", { confirmed: true }).then((client) => send({ clientEmail: "me@example.com" }, { cookie: client.cookie }));
    const [row] = await stored();
    const id = row?.id ?? "";
    for (const intent of ["inquiry-read", "inquiry-answered", "inquiry-archive", "inquiry-spam"]) {
      expect(await decide(intent, id, basic.cookie)).toEqual({ status: 404, body: { intent, ok: false, error: "NOT_FOUND" } });
    }
    expect((await decide("inquiry-spam", id, "")).status).toBe(401);
    expect((await stored())[0]).toMatchObject({ status: "new", spamAt: null, readAt: null });
  });

  it("spam: marked by the specialist only; a mailbox with INQUIRY.spamBlockCount marked within the window is refused, and so is its sender", async () => {
    for (let sent = 0; sent < INQUIRY.spamBlockCount; sent++) {
      const client = await signUpAndSignIn(db, `spammer${sent}@example.com`, { confirmed: true });
      await send({ clientEmail: `spammer${sent}@example.com` }, { cookie: client.cookie, ip: "10.66.0.1" });
    }
    for (const row of await stored()) expect((await decide("inquiry-spam", row.id, pro.cookie)).status).toBe(200);
    expect((await stored()).every((row) => row.status === "spam" && row.spamAt !== null)).toBe(true);
    // Operators see them in the console's list: sender, specialist, dates, message.
    const operators = await signUpOperators(db);
    const adminRoute = await import("~/routes/admin-inquiries");
    const listed = await callRoute(adminRoute.loader, new Request(`${origin}/admin/inquiries`, { headers: { cookie: operators.get("moderator") ?? "" } }));
    const list = (await listed.json()) as { page: { rows: { clientEmail: string; specialistName: string; message: string }[] } };
    expect(list.page.rows.map((row) => [row.clientEmail, row.specialistName])).toEqual([
      ["spammer1@example.com", "Анна Звукова"],
      ["spammer0@example.com", "Анна Звукова"],
    ]);
    // The sender's address is blocked whatever mailbox it types; a blocked mailbox from anywhere.
    const byAddress = await send({ clientEmail: "new-mailbox@example.com" }, { ip: "10.66.0.1" });
    expect([byAddress.status, byAddress.body.result.error]).toEqual([403, { "": ["BLOCKED"] }]);
    await db.update(inquiries).set({ clientEmail: "spam-box@example.com" });
    const byMailbox = await send({ clientEmail: "spam-box@example.com" }, { ip: "10.66.0.9" });
    expect([byMailbox.status, byMailbox.body.result.error]).toEqual([403, { "": ["BLOCKED"] }]);
    // Marks older than the window no longer count (the inquiries are that old too: the daily limits let it through).
    const longAgo = new Date(Date.now() - (INQUIRY.spamWindowDays + 1) * 24 * 60 * 60 * 1000);
    await db.update(inquiries).set({ spamAt: longAgo, createdAt: longAgo, confirmedAt: longAgo });
    expect((await send({ clientEmail: "spam-box@example.com" }, { ip: "10.66.0.9" })).status).toBe(200);
  });

  // Last: the worker keeps running once started.
  it("the services' Telegram worker sends a delivered inquiry to the linked chat", async () => {
    const { startInquiries } = await import("~/features/inquiries/index.server");
    const client = await signUpAndSignIn(db, "worker@example.com", { confirmed: true });
    const sentBefore = bot.sent.length;
    await send({ clientEmail: "worker@example.com", clientName: "Клиент воркера" }, { cookie: client.cookie });
    await startInquiries(db);
    await vi.waitFor(() => expect(bot.sent.slice(sentBefore).some((message) => String(message.body.text).includes("Клиент воркера"))).toBe(true), {
      timeout: 90_000,
      interval: 250,
    });
  }, 120_000);
});
