import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { telegramLinks, users } from "~/adapters/db/schema";
import { configureTelegramBot, sendTelegramToUser } from "~/features/telegram/index.server";
import { startFakeTelegramBotApi, type FakeTelegramBotApi } from "../fakes/telegram-bot-api";
import { databaseKinds, useMigratedDatabase } from "../support/databases";

const WEBHOOK_SECRET = "test-webhook-secret-0123456789";

describe.each(databaseKinds)("Telegram on $name", (kind) => {
  const database = useMigratedDatabase(kind);
  let fake: FakeTelegramBotApi;

  beforeAll(async () => {
    fake = await startFakeTelegramBotApi();
    configureTelegramBot({ token: fake.token, apiUrl: fake.apiUrl, webhookSecret: WEBHOOK_SECRET });
  });
  afterAll(async () => {
    configureTelegramBot(undefined);
    await fake.close();
  });
  beforeEach(async () => {
    await database.db.execute(sql`delete from ${users}`);
    await database.db.insert(users).values([
      { id: "u-anna", name: "Анна", email: "anna@example.com" },
      { id: "u-boris", name: "Борис", email: "boris@example.com" },
    ]);
    fake.sent.length = 0;
    fake.calls.length = 0;
  });

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
      expect(await database.db.select().from(telegramLinks).where(eq(telegramLinks.userId, "u-anna"))).toEqual([]);
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
      try {
        expect(await sendTelegramToUser(database.db, "u-anna", "Привет")).toBe("not-linked");
      } finally {
        configureTelegramBot({ token: fake.token, apiUrl: fake.apiUrl, webhookSecret: WEBHOOK_SECRET });
      }
      expect(fake.sent).toHaveLength(0);
    });
  });
});
