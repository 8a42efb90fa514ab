import { eq, sql } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobs, telegramChannelPosts, telegramLinks, telegramLinkTokens, users } from "~/adapters/db/schema";
import { ADVISORY_LOCK_KEYS } from "~/adapters/db/advisory-lock-keys";
import { tryHoldAdvisoryLock } from "~/adapters/db/advisory-lock.server";
import { getQueue, startQueue, stopQueue } from "~/adapters/queue/queue.server";
import { TELEGRAM } from "~/config/constants";
import { stopJobPublications, sweepJobPublications } from "~/features/jobs/index.server";
import { forgetRecentUpdates } from "~/features/telegram/bot-updates.server";
import {
  configureTelegramBot,
  sendTelegramToUser,
  startTelegram,
  stopTelegram,
  TELEGRAM_CHANNEL_QUEUE,
  type TelegramBot,
} from "~/features/telegram/index.server";
import { postPublishedJobs } from "~/features/telegram/jobs-channel.server";
import { createLinkToken, hashLinkToken } from "~/features/telegram/linking.server";
import { startTelegramUpdates, stopTelegramUpdates } from "~/features/telegram/updates-receiver.server";
import type * as WebhookRoute from "~/routes/api-telegram-webhook";
import { startFakeTelegramBotApi, type FakeTelegramBotApi, type FakeTelegramUpdate } from "../fakes/telegram-bot-api";
import { withAppEnvironment } from "../support/app-modules";
import { databaseKinds, useMigratedDatabase } from "../support/databases";
import { jobRow } from "../support/job-rows";
import { callRoute } from "../support/route-call";

const WEBHOOK_SECRET = "test-webhook-secret-0123456789";
const ORIGIN = "https://zvuk-rabota.example";

async function eventually<T>(read: () => Promise<T> | T, accept: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`not reached within ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(databaseKinds)("Telegram on $name", (kind) => {
  const database = useMigratedDatabase(kind);
  let fake: FakeTelegramBotApi;
  let bot: TelegramBot;
  const configure = (channel?: string) => {
    bot = configureTelegramBot({ token: fake.token, apiUrl: fake.apiUrl, webhookSecret: WEBHOOK_SECRET, channel })!;
    return bot;
  };

  beforeAll(async () => {
    fake = await startFakeTelegramBotApi();
    configure();
  });
  afterAll(async () => {
    configureTelegramBot(undefined);
    await fake.close();
  });
  beforeEach(async () => {
    await database.db.execute(sql`delete from ${users}`);
    await database.db.execute(sql`delete from ${jobs}`);
    await database.db.insert(users).values([
      { id: "u-anna", name: "Анна", email: "anna@example.com" },
      { id: "u-boris", name: "Борис", email: "boris@example.com" },
    ]);
    fake.sent.length = 0;
    fake.calls.length = 0;
    forgetRecentUpdates();
    configure();
  });

  const linkOf = async (userId: string) => (await database.db.select().from(telegramLinks).where(eq(telegramLinks.userId, userId)))[0];
  const repliesTo = (chatId: number) => fake.sent.filter((message) => message.chatId === chatId).map((message) => message.text);

  describe("sendTelegramToUser", () => {
    it("sends HTML without previews to the user's linked chat, and says not-linked for a user without one", async () => {
      await database.db.insert(telegramLinks).values({ userId: "u-anna", chatId: 5001, username: "anna" });
      expect(await sendTelegramToUser(database.db, "u-anna", "<b>Новая вакансия</b>")).toBe("sent");
      expect(await sendTelegramToUser(database.db, "u-boris", "<b>Новая вакансия</b>")).toBe("not-linked");
      expect(fake.sent).toHaveLength(1);
      expect(fake.sent[0]).toMatchObject({ chatId: 5001, text: "<b>Новая вакансия</b>", parseMode: "HTML" });
      expect(fake.sent[0]?.body.link_preview_options).toEqual({ is_disabled: true });
    });

    it("unlinks a user who blocked the bot (403) and never tries that chat again", async () => {
      await database.db.insert(telegramLinks).values({ userId: "u-anna", chatId: 5002 });
      fake.blockChat(5002);
      expect(await sendTelegramToUser(database.db, "u-anna", "Привет")).toBe("blocked");
      expect(await linkOf("u-anna")).toBeUndefined();
      expect(await sendTelegramToUser(database.db, "u-anna", "Привет")).toBe("not-linked");
      expect(fake.calls.filter((call) => call.method === "sendMessage")).toHaveLength(1);
    });

    it("waits out a 429's retry_after before sending again", async () => {
      await database.db.insert(telegramLinks).values({ userId: "u-anna", chatId: 5003 });
      fake.rateLimitNextSends(1, 1);
      expect(await sendTelegramToUser(database.db, "u-anna", "Привет")).toBe("sent");
      const sends = fake.calls.filter((call) => call.method === "sendMessage");
      expect(sends.map((call) => call.status)).toEqual([429, 200]);
      expect(sends[1]!.at - sends[0]!.at).toBeGreaterThanOrEqual(1000);
    });

    it("gives up after a bounded number of 429s and throws, for the queue to retry later", async () => {
      await database.db.insert(telegramLinks).values({ userId: "u-anna", chatId: 5006 });
      fake.rateLimitNextSends(TELEGRAM.maxRateLimitWaits + 1, TELEGRAM.maxRetryAfterSeconds + 1);
      await expect(sendTelegramToUser(database.db, "u-anna", "Привет")).rejects.toThrow(/429 Too Many Requests/);
      // retry_after above the bound: not waited out in the process at all.
      expect(fake.calls.filter((call) => call.method === "sendMessage")).toHaveLength(1);
      fake.rateLimitNextSends(0, 0);
      configure();
    });

    it("throws on other failures, for the caller's queue to retry, and keeps the link", async () => {
      await database.db.insert(telegramLinks).values({ userId: "u-anna", chatId: 5004 });
      fake.failNextSends(1);
      await expect(sendTelegramToUser(database.db, "u-anna", "Привет")).rejects.toThrow(/Telegram sendMessage: 500 Internal Server Error/);
      expect(await database.db.select().from(telegramLinks)).toHaveLength(1);
      expect(await sendTelegramToUser(database.db, "u-anna", "Привет")).toBe("sent");
    });

    it("says not-linked when Telegram is off (no bot token)", async () => {
      await database.db.insert(telegramLinks).values({ userId: "u-anna", chatId: 5005 });
      configureTelegramBot(undefined);
      expect(await sendTelegramToUser(database.db, "u-anna", "Привет")).toBe("not-linked");
      expect(fake.sent).toHaveLength(0);
    });
  });

  describe("linking through long polling", () => {
    beforeEach(async () => {
      await startTelegramUpdates(database.handle, bot, { site: ORIGIN, retryMs: 200 });
    });
    afterEach(async () => {
      await stopTelegramUpdates();
    });

    const deliver = async (update: FakeTelegramUpdate) => {
      fake.queueUpdate(update);
      await fake.waitUntilConfirmed(update.update_id);
    };

    it("links the chat on /start with the token, stores only the token's hash, and answers in both languages", async () => {
      const token = await createLinkToken(database.db, "u-anna");
      expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const [stored] = await database.db.select().from(telegramLinkTokens);
      expect(stored?.tokenHash).toBe(hashLinkToken(token));
      expect(stored?.tokenHash).not.toContain(token);
      await deliver(fake.messageUpdate({ chatId: 7001, text: `/start ${token}`, username: "anna_tg" }));
      expect(fake.calls.some((call) => call.method === "deleteWebhook")).toBe(true);
      expect(await linkOf("u-anna")).toMatchObject({ chatId: 7001, username: "anna_tg" });
      expect(repliesTo(7001)).toEqual([
        "Telegram подключён: anna@example.com. Сюда будут приходить оповещения о новых вакансиях по вашим подпискам. Отключить — команда /stop.\n\n" +
          "Telegram linked: anna@example.com. Alerts about new jobs matching your saved searches will come here. To unlink, send /stop.",
      ]);
    });

    it("refuses an expired token and a used one; the same update again changes nothing and relinks no one else", async () => {
      const expired = await createLinkToken(database.db, "u-anna", new Date(Date.now() - TELEGRAM.linkTokenTtlMs - 1000));
      await deliver(fake.messageUpdate({ chatId: 7002, text: `/start ${expired}` }));
      expect(await linkOf("u-anna")).toBeUndefined();
      expect(repliesTo(7002)[0]).toMatch(/^Ссылка для подключения недействительна: она устарела или уже использована\./);

      const token = await createLinkToken(database.db, "u-anna");
      const first = fake.messageUpdate({ chatId: 7003, text: `/start ${token}` });
      await deliver(first);
      expect(await linkOf("u-anna")).toMatchObject({ chatId: 7003 });
      // Someone else's chat with the used token: refused, and Anna's link stays hers.
      await deliver(fake.messageUpdate({ chatId: 7004, text: `/start ${token}` }));
      expect(await linkOf("u-anna")).toMatchObject({ chatId: 7003 });
      expect(await database.db.select().from(telegramLinks).where(eq(telegramLinks.chatId, 7004))).toEqual([]);
      expect(repliesTo(7004)[0]).toMatch(/^Ссылка для подключения недействительна/);
      // The same /start from the same chat again (a new update): still linked, answered as linked.
      await deliver(fake.messageUpdate({ chatId: 7003, text: `/start ${token}` }));
      expect(repliesTo(7003)).toHaveLength(2);
      expect(repliesTo(7003)[1]).toMatch(/^Telegram подключён: anna@example\.com/);
    });

    it("polls on one instance at a time: the poller holds the PostgreSQL lock, another instance cannot take it", async () => {
      if (database.handle.kind !== "postgres") return;
      const token = await createLinkToken(database.db, "u-anna");
      await deliver(fake.messageUpdate({ chatId: 7010, text: `/start ${token}` }));
      expect(await tryHoldAdvisoryLock(database.handle.url!, ADVISORY_LOCK_KEYS.telegramPolling)).toBeUndefined();
      await stopTelegramUpdates();
      const free = await tryHoldAdvisoryLock(database.handle.url!, ADVISORY_LOCK_KEYS.telegramPolling);
      expect(free).toBeDefined();
      await free?.release();
    });

    it("moves a chat linked to another account to the token's account", async () => {
      await database.db.insert(telegramLinks).values({ userId: "u-boris", chatId: 7005 });
      const token = await createLinkToken(database.db, "u-anna");
      await deliver(fake.messageUpdate({ chatId: 7005, text: `/start ${token}` }));
      expect(await linkOf("u-anna")).toMatchObject({ chatId: 7005 });
      expect(await linkOf("u-boris")).toBeUndefined();
    });

    it("explains how to link on /start without a token, and /stop unlinks and confirms", async () => {
      await deliver(fake.messageUpdate({ chatId: 7006, text: "/start" }));
      expect(repliesTo(7006)[0]).toBe(
        `Это бот сайта Звук.Работа. Чтобы получать оповещения о новых вакансиях, откройте «Мои подписки» в личном кабинете (${ORIGIN}) и нажмите «Подключить Telegram».\n\n` +
          `This is the Zvuk.Rabota bot. To get alerts about new jobs, open “My alerts” in your account (${ORIGIN}) and press “Link Telegram”.`,
      );
      await database.db.insert(telegramLinks).values({ userId: "u-anna", chatId: 7006 });
      await deliver(fake.messageUpdate({ chatId: 7006, text: "/stop" }));
      expect(await linkOf("u-anna")).toBeUndefined();
      expect(repliesTo(7006)[1]).toMatch(/^Telegram отключён: оповещения сюда больше не придут\./);
    });
  });

  describe("the jobs channel", () => {
    const now = new Date();
    const freshJob = (id: string, fields: Partial<Parameters<typeof jobRow>[0]> = {}) =>
      jobRow({ id, postDate: new Date(now.getTime() - 60_000), source: "console", ...fields });

    beforeEach(() => {
      configure("@zvuk_rabota_test");
    });

    it("posts each new open job once, escaped, with the ENG marker and the /en link for a job in English; old and closed jobs not at all", async () => {
      await database.db
        .insert(jobs)
        .values([
          freshJob("ch-1", { title: "Звукорежиссёр <live>", company: "Студия «A&B»", location: "Москва", type: "Полная занятость" }),
          freshJob("ch-2", { title: "Sound designer", company: "Game Co", location: "Remote", type: "Contract", isEnglish: true }),
          freshJob("ch-old", { postDate: new Date(now.getTime() - (TELEGRAM.channelMaxJobAgeDays + 1) * 86_400_000) }),
          freshJob("ch-closed", { isOpen: false }),
        ]);
      const ids = ["ch-1", "ch-2", "ch-old", "ch-closed"];
      expect(await postPublishedJobs(database.db, bot, ids, { origin: ORIGIN, intervalMs: 0 })).toBe(2);
      expect(await postPublishedJobs(database.db, bot, ids, { origin: ORIGIN, intervalMs: 0 })).toBe(0);
      expect(fake.sent.map((message) => [message.chatId, message.text])).toEqual([
        [
          "@zvuk_rabota_test",
          `<b>Звукорежиссёр &lt;live&gt;</b>\nСтудия «A&amp;B»\nМосква · Полная занятость\n\n<a href="${ORIGIN}/job/ch-1">Подробнее и отклик</a>`,
        ],
        ["@zvuk_rabota_test", `<b>Sound designer</b> · <b>ENG</b>\nGame Co\nRemote · Contract\n\n<a href="${ORIGIN}/en/job/ch-2">Details and how to apply</a>`],
      ]);
      const posts = await database.db.select().from(telegramChannelPosts).orderBy(telegramChannelPosts.jobId);
      expect(posts.map((post) => [post.jobId, post.messageId !== null, post.postedAt !== null])).toEqual([
        ["ch-1", true, true],
        ["ch-2", true, true],
      ]);
    });

    it("paces the posts and waits out a 429's retry_after (the fake records the time between calls)", async () => {
      await database.db.insert(jobs).values([freshJob("p-1"), freshJob("p-2")]);
      fake.rateLimitNextSends(1, 1);
      expect(await postPublishedJobs(database.db, bot, ["p-1", "p-2"], { origin: ORIGIN, intervalMs: 300 })).toBe(2);
      const sends = fake.calls.filter((call) => call.method === "sendMessage");
      expect(sends.map((call) => call.status)).toEqual([429, 200, 200]);
      expect(sends[1]!.at - sends[0]!.at).toBeGreaterThanOrEqual(1000);
      expect(sends[2]!.at - sends[1]!.at).toBeGreaterThanOrEqual(300);
    });

    it("through the queue: one post per newly published job, none for a reopened one", async () => {
      await startQueue(database.handle);
      try {
        await getQueue().deleteAllJobs(TELEGRAM_CHANNEL_QUEUE);
        const consumers = await startTelegram(database.handle, { hasPublicUrl: true, origin: ORIGIN });
        expect(consumers).toEqual([TELEGRAM_CHANNEL_QUEUE]);
        await database.db.insert(jobs).values([freshJob("q-1"), freshJob("q-2")]);
        await sweepJobPublications(database.db, consumers);
        await eventually(
          () => fake.sent.length,
          (count) => count === 2,
          20_000,
        );
        // q-1 closes and reopens: its publication was handed once already, so no sweep hands it again.
        await database.db.update(jobs).set({ isOpen: false }).where(eq(jobs.id, "q-1"));
        await database.db.update(jobs).set({ isOpen: true }).where(eq(jobs.id, "q-1"));
        expect(await sweepJobPublications(database.db, consumers)).toBe(0);
        // Handed again by mistake, it is still not posted twice.
        expect(await postPublishedJobs(database.db, bot, ["q-1", "q-2"], { origin: ORIGIN, intervalMs: 0 })).toBe(0);
        expect(fake.sent.map((message) => /\/job\/([^"]+)"/.exec(message.text)?.[1]).sort()).toEqual(["q-1", "q-2"]);
      } finally {
        await stopTelegram();
        stopJobPublications();
        await stopQueue();
      }
    });
  });
});

describe.each(databaseKinds)("the Telegram webhook route on $name", (kind) => {
  let fake: FakeTelegramBotApi;
  const loaded = {} as {
    environment: Awaited<ReturnType<typeof withAppEnvironment>>;
    webhook: typeof WebhookRoute;
    db: Database;
    createLinkToken: typeof createLinkToken;
    settle: () => Promise<void>;
  };
  beforeAll(async () => {
    fake = await startFakeTelegramBotApi();
    loaded.environment = await withAppEnvironment(kind, {
      TELEGRAM_BOT_TOKEN: fake.token,
      TELEGRAM_API_URL: fake.apiUrl,
      TELEGRAM_WEBHOOK_SECRET: WEBHOOK_SECRET,
      PUBLIC_URL: ORIGIN,
      PAYMENTS_SANDBOX: "on",
      AUTH_SECRET: "a".repeat(32),
    });
    loaded.webhook = await import("~/routes/api-telegram-webhook");
    loaded.db = await (await import("~/adapters/db/database.server")).getDb();
    ({ createLinkToken: loaded.createLinkToken } = await import("~/features/telegram/linking.server"));
    ({ settleBackgroundTasks: loaded.settle } = await import("~/server/background-tasks"));
    await loaded.db.insert(users).values({ id: "u-web", name: "Вера", email: "vera@example.com" });
  });
  afterAll(async () => {
    await loaded.environment?.close();
    await fake.close();
  });

  const post = async (update: unknown, secret: string | null) => {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (secret !== null) headers["x-telegram-bot-api-secret-token"] = secret;
    const request = new Request(`${ORIGIN}/api/telegram/webhook`, { method: "POST", headers, body: JSON.stringify(update) });
    const response = await callRoute(loaded.webhook.action, request, { pattern: "/api/telegram/webhook" });
    await loaded.settle();
    return response.status;
  };

  it("refuses a call without the secret or with a wrong one and does nothing; links the chat with the right one", async () => {
    const token = await loaded.createLinkToken(loaded.db, "u-web");
    const update = fake.messageUpdate({ chatId: 8001, text: `/start ${token}`, username: "vera" });
    expect(await post(update, null)).toBe(401);
    expect(await post(update, "wrong-secret-0123456789")).toBe(403);
    expect(await loaded.db.select().from(telegramLinks)).toEqual([]);
    expect(fake.sent).toEqual([]);
    expect(await post({ not: "an update" }, WEBHOOK_SECRET)).toBe(400);
    expect(await post(update, WEBHOOK_SECRET)).toBe(200);
    expect(await loaded.db.select({ chatId: telegramLinks.chatId, username: telegramLinks.username }).from(telegramLinks)).toEqual([
      { chatId: 8001, username: "vera" },
    ]);
    expect(fake.sent.map((message) => message.chatId)).toEqual([8001]);
    // Telegram delivering the same update again: answered 200, not handled twice.
    expect(await post(update, WEBHOOK_SECRET)).toBe(200);
    expect(fake.sent).toHaveLength(1);
  });
});
