import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/adapters/db/client.server";
import { inquiries, profileStatDays, profileVisitors, profileWeekMails, specialistProfiles, statsSalts, users } from "~/adapters/db/schema";
import type { QueuedMail } from "~/adapters/mail/mail-queue.server";
import type * as MailQueue from "~/adapters/mail/mail-queue.server";
import type * as Queue from "~/adapters/queue/queue.server";
import type { StatsPanelData } from "~/features/profile-stats";
import type * as WeeklyMail from "~/features/profile-stats/weekly-mail.server";
import type * as Retention from "~/features/profile-stats/stats-retention.server";
import type * as Tokens from "~/server/unsubscribe-token.server";
import type * as BeaconRoute from "~/routes/api-profile-stats";
import type * as UnsubscribeRoute from "~/routes/api-stats-unsubscribe";
import type * as DashboardRoute from "~/routes/dashboard";
import { signUpAndSignIn } from "../support/accounts";
import { withAppEnvironment } from "../support/app-modules";
import { databaseKinds } from "../support/databases";
import { callRoute } from "../support/route-call";

const ORIGIN = "http://localhost";
const AUTH_SECRET = "a-test-secret-that-is-long-enough-1234567890";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const BOT = "Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)";

// Issue 27 (docs/decisions/037): beacons counted as the route counts them — once a day per visitor, not bots, not the
// owner, only listed profiles —, the cabinet's figures, the Monday mail once per Pro and week, its unsubscribe, retention.
describe.each(databaseKinds)("profile statistics on $name", (kind) => {
  const m = {} as {
    close: () => Promise<void>;
    handle: DatabaseHandle;
    queue: typeof Queue;
    mailQueue: typeof MailQueue;
    weekly: typeof WeeklyMail;
    retention: typeof Retention;
    tokens: typeof Tokens;
    beacon: typeof BeaconRoute;
    unsubscribe: typeof UnsubscribeRoute;
    dashboard: typeof DashboardRoute;
  };
  const db = () => m.handle.db;
  let pro: { id: string; cookie: string };
  let peer: { id: string; cookie: string };

  beforeAll(async () => {
    const environment = await withAppEnvironment(kind, { AUTH_SECRET });
    m.close = environment.close;
    m.handle = await (await import("~/adapters/db/database.server")).connectDatabase();
    m.queue = await import("~/adapters/queue/queue.server");
    m.mailQueue = await import("~/adapters/mail/mail-queue.server");
    m.weekly = await import("~/features/profile-stats/weekly-mail.server");
    m.retention = await import("~/features/profile-stats/stats-retention.server");
    m.tokens = await import("~/server/unsubscribe-token.server");
    m.beacon = await import("~/routes/api-profile-stats");
    m.unsubscribe = await import("~/routes/api-stats-unsubscribe");
    m.dashboard = await import("~/routes/dashboard");
    await m.queue.startQueue(m.handle);
    pro = await signUpAndSignIn(db(), "pro@example.com", { confirmed: true });
    peer = await signUpAndSignIn(db(), "peer@example.com", { confirmed: true });
    // Signing in made their profiles (docs/decisions/032): named, specialised and Pro, both are listed.
    for (const [who, name] of [
      [pro, "Анна"],
      [peer, "Борис"],
    ] as const) {
      await db()
        .update(specialistProfiles)
        .set({ name, specializations: ["sound-designer"], accountType: "Pro" })
        .where(eq(specialistProfiles.userId, who.id));
    }
  });
  afterAll(async () => {
    await m.close?.();
  });
  beforeEach(async () => {
    await db().execute(sql`delete from ${profileStatDays}`);
    await db().execute(sql`delete from ${profileVisitors}`);
    await db().execute(sql`delete from ${profileWeekMails}`);
    await db().execute(sql`delete from ${inquiries}`);
    await m.queue.getQueue().deleteAllJobs(m.mailQueue.MAIL_QUEUE);
    await db()
      .update(specialistProfiles)
      .set({ weeklyStatsMailOffAt: null, hiddenAt: null, hiddenVersion: null })
      .where(sql`true`);
    await db()
      .update(users)
      .set({ emailVerified: true })
      .where(sql`true`);
  });

  const post = (body: unknown, { userAgent = BROWSER, ip = "203.0.113.7", cookie = "", origin = "" } = {}) =>
    callRoute(
      m.beacon.action,
      new Request(`${ORIGIN}/api/profile-stats`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "user-agent": userAgent,
          "x-client-ip": ip,
          ...(cookie ? { cookie } : {}),
          ...(origin ? { origin } : {}),
        },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
    );

  async function counts(userId: string) {
    const rows = await db().select().from(profileStatDays).where(eq(profileStatDays.userId, userId));
    return Object.fromEntries(rows.map((row) => [row.metric, row.count]));
  }

  it("counts a view once a day per visitor: two visitors are two, the same one twice is one; bots and the owner none", async () => {
    const view = { type: "view", profileId: pro.id };
    expect((await post(view)).status).toBe(204);
    expect((await post(view)).status).toBe(204);
    expect((await post(view, { ip: "198.51.100.9", userAgent: PHONE })).status).toBe(204);
    expect((await post(view, { userAgent: BOT })).status).toBe(204);
    expect((await post(view, { cookie: pro.cookie, ip: "192.0.2.50" })).status).toBe(204);
    expect(await counts(pro.id)).toEqual({ view: 2 });
    // A signed-in visitor who is not the owner counts like anyone.
    expect((await post(view, { cookie: peer.cookie, ip: "192.0.2.51" })).status).toBe(204);
    expect(await counts(pro.id)).toEqual({ view: 3 });
  });

  it("keeps no address or browser: the visitors table holds hashes only", async () => {
    await post({ type: "view", profileId: pro.id }, { ip: "203.0.113.77" });
    const rows = await db().select().from(profileVisitors);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain("203.0.113.77");
    expect(JSON.stringify(rows)).not.toContain("Chrome");
    expect(rows[0]?.visitorHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("counts nothing for a profile that is hidden or not listed", async () => {
    await db().update(specialistProfiles).set({ hiddenAt: new Date(), hiddenVersion: 1, hiddenReason: "тест" }).where(eq(specialistProfiles.userId, peer.id));
    const basic = await signUpAndSignIn(db(), `basic-${kind.name}@example.com`, { confirmed: true });
    await db()
      .update(specialistProfiles)
      .set({ name: "Вера", specializations: ["composer"] })
      .where(eq(specialistProfiles.userId, basic.id));
    expect((await post({ type: "view", profileId: peer.id })).status).toBe(204);
    expect((await post({ type: "view", profileId: basic.id })).status).toBe(204);
    expect((await post({ type: "appearances", profileIds: [peer.id, basic.id, "no-such-profile"] })).status).toBe(204);
    expect(await db().select().from(profileStatDays)).toEqual([]);
  });

  it("counts appearances and contact clicks, never the owner's own", async () => {
    expect((await post({ type: "appearances", profileIds: [pro.id, peer.id] })).status).toBe(204);
    expect((await post({ type: "appearances", profileIds: [pro.id, peer.id] }, { cookie: pro.cookie })).status).toBe(204);
    for (const channel of ["telegram", "email", "website", "telegram"]) {
      expect((await post({ type: "click", profileId: pro.id, channel })).status).toBe(204);
    }
    expect((await post({ type: "click", profileId: pro.id, channel: "email" }, { cookie: pro.cookie })).status).toBe(204);
    expect(await counts(pro.id)).toEqual({ appearance: 1, click_telegram: 2, click_email: 1, click_website: 1 });
    expect(await counts(peer.id)).toEqual({ appearance: 2 });
    // The console's overview adds every profile up, per day.
    const { getSiteStatsPerDay } = await import("~/features/profile-stats/index.server");
    const site = await getSiteStatsPerDay(db());
    expect(site.days).toHaveLength(14);
    expect(site.days.at(-1)).toMatchObject({ views: 0, appearances: 3, clicks: 4, inquiries: 0 });
    expect(site.listedNow).toBe(2);
  });

  it("answers bad bodies with a 4xx and writes nothing", async () => {
    const bad: Array<[unknown, number]> = [
      ["not json", 400],
      [{}, 400],
      [{ type: "view" }, 400],
      [{ type: "view", profileId: pro.id, extra: 1 }, 400],
      [{ type: "click", profileId: pro.id, channel: "phone" }, 400],
      [{ type: "appearances", profileIds: [] }, 400],
      [{ type: "appearances", profileIds: Array.from({ length: 25 }, () => pro.id) }, 400],
      [{ type: "view", profileId: "x".repeat(65) }, 400],
      [{ type: "view", profileId: "a b" }, 400],
      [{ type: "appearances", profileIds: ["x".repeat(5000)] }, 413],
    ];
    for (const [body, status] of bad) expect((await post(body)).status, JSON.stringify(body).slice(0, 60)).toBe(status);
    expect((await post({ type: "view", profileId: pro.id }, { origin: "https://evil.example" })).status).toBe(403);
    const form = await callRoute(
      m.beacon.action,
      new Request(`${ORIGIN}/api/profile-stats`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "type=view" }),
    );
    expect(form.status).toBe(400);
    expect(await db().select().from(profileStatDays)).toEqual([]);
  });

  it("shows the owner 12 weeks, this week against the same days of last week, and inquiries received", async () => {
    await post({ type: "view", profileId: pro.id });
    await post({ type: "view", profileId: pro.id }, { ip: "198.51.100.1" });
    await post({ type: "appearances", profileIds: [pro.id] });
    await post({ type: "click", profileId: pro.id, channel: "telegram" });
    const base = { specialistId: pro.id, clientName: "Клиент", clientEmail: "client@example.com", message: "Нужно свести трек, десять песен.", senderKey: "k" };
    await db()
      .insert(inquiries)
      .values([
        { ...base, status: "new", confirmedAt: new Date() },
        { ...base, status: "unconfirmed", confirmTokenHash: "h1" },
      ]);
    const response = await callRoute(m.dashboard.loader, new Request(`${ORIGIN}/dashboard?tab=stats`, { headers: { cookie: pro.cookie } }));
    expect(response.status).toBe(200);
    const { statsPanel } = (await response.json()) as { statsPanel: StatsPanelData };
    expect(statsPanel.isPro).toBe(true);
    expect(statsPanel.isListed).toBe(true);
    expect(statsPanel.weeks).toHaveLength(12);
    const thisWeek = { views: 2, appearances: 1, clicksTelegram: 1, clicksEmail: 0, clicksWebsite: 0, inquiries: 1 };
    expect(statsPanel.weeks.at(-1)?.figures).toEqual(thisWeek);
    expect(statsPanel.thisWeek).toEqual(thisWeek);
    expect(statsPanel.lastWeekSameDays).toEqual({ views: 0, appearances: 0, clicksTelegram: 0, clicksEmail: 0, clicksWebsite: 0, inquiries: 0 });
    expect(statsPanel.percentile).toBeNull(); // one peer: too few to compare
  });

  it("turns the weekly mail off and on from the cabinet", async () => {
    const toggle = (mail: string) => {
      const form = new URLSearchParams({ intent: "stats-mail", mail });
      return callRoute(m.dashboard.action, new Request(`${ORIGIN}/dashboard?tab=stats`, { method: "POST", headers: { cookie: pro.cookie }, body: form }));
    };
    expect((await toggle("off")).status).toBe(200);
    const [off] = await db().select().from(specialistProfiles).where(eq(specialistProfiles.userId, pro.id));
    expect(off?.weeklyStatsMailOffAt).not.toBeNull();
    expect((await toggle("maybe")).status).toBe(400);
    expect((await toggle("on")).status).toBe(200);
    const [on] = await db().select().from(specialistProfiles).where(eq(specialistProfiles.userId, pro.id));
    expect(on?.weeklyStatsMailOffAt).toBeNull();
  });

  async function queuedMails(): Promise<QueuedMail["message"][]> {
    const rows = (await m.queue.getQueue().getDb().executeSql(`select data from pgboss.job where name = $1 order by created_on`, [m.mailQueue.MAIL_QUEUE])) as {
      rows: { data: QueuedMail }[];
    };
    return rows.rows.map((row) => row.data.message);
  }

  it("mails each listed Pro once a week: a second round sends nothing; not the unsubscribed, not an unconfirmed address", async () => {
    const monday = new Date("2026-11-23T06:00:00Z"); // 09:00 in Moscow
    await db()
      .insert(profileStatDays)
      .values([
        { userId: pro.id, day: "2026-11-17", metric: "view", count: 12 },
        { userId: pro.id, day: "2026-11-10", metric: "view", count: 8 },
        { userId: pro.id, day: "2026-11-22", metric: "appearance", count: 40 },
      ]);
    const round = { origin: "https://zvuk.example", key: await m.tokens.getUnsubscribeKey(m.weekly.WEEKLY_STATS_UNSUBSCRIBE) };
    expect(await m.weekly.sendWeeklyStatsMails(db(), round, monday)).toEqual({ enqueued: 2 });
    expect(await m.weekly.sendWeeklyStatsMails(db(), round, monday)).toEqual({ enqueued: 0 });
    const mails = await queuedMails();
    expect(mails.map((mail) => mail.to).sort()).toEqual(["peer@example.com", "pro@example.com"]);
    const mine = mails.find((mail) => mail.to === "pro@example.com")!;
    expect(mine.subject).toBe("Ваша неделя на Звук.Работе / Your week on Zvuk.Rabota");
    expect(mine.text).toContain("Итоги недели с 16 по 22 ноября для вашего профиля:");
    expect(mine.text).toContain("Просмотры профиля: 12 (+50\u00a0% к прошлой неделе)");
    expect(mine.text).toContain("Показы в каталоге: 40");
    expect(mine.text).toContain("Profile views: 12 (+50% on the week before)");
    // Too few profiles to compare: the fixed suggestion of the first thing missing.
    expect(mine.text).toContain("Добавьте демо-аудио: заказчику проще выбрать, когда можно сразу послушать вашу работу.");
    expect(mine.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const oneClick = /^<(.+)>$/.exec(mine.headers?.["List-Unsubscribe"] ?? "")?.[1];
    expect(oneClick).toMatch(/^https:\/\/zvuk\.example\/api\/stats\/unsubscribe\?token=/);

    // The next week: the peer unsubscribed by the one-click POST, the Pro's address is no longer confirmed.
    const peerMail = mails.find((mail) => mail.to === "peer@example.com")!;
    const peerLink = /^<(.+)>$/.exec(peerMail.headers?.["List-Unsubscribe"] ?? "")![1]!.replace("https://zvuk.example", ORIGIN);
    const answer = await callRoute(m.unsubscribe.action, new Request(peerLink, { method: "POST", body: "List-Unsubscribe=One-Click" }));
    expect(answer.status).toBe(200);
    const [peerProfile] = await db().select().from(specialistProfiles).where(eq(specialistProfiles.userId, peer.id));
    expect(peerProfile?.weeklyStatsMailOffAt).not.toBeNull();
    expect((await callRoute(m.unsubscribe.action, new Request(`${ORIGIN}/api/stats/unsubscribe?token=${pro.id}.forged`, { method: "POST" }))).status).toBe(400);
    await db().update(users).set({ emailVerified: false }).where(eq(users.id, pro.id));
    expect(await m.weekly.sendWeeklyStatsMails(db(), round, new Date("2026-11-30T06:00:00Z"))).toEqual({ enqueued: 0 });
    expect(
      await db()
        .select()
        .from(profileWeekMails)
        .where(and(eq(profileWeekMails.weekStart, "2026-11-23"))),
    ).toEqual([]);
  });

  it("deletes salts and visitors after two days and daily counts after 400", async () => {
    await db()
      .insert(statsSalts)
      .values([
        { day: "2026-11-25", salt: "old" },
        { day: "2026-11-26", salt: "yesterday" },
        { day: "2026-11-27", salt: "today" },
      ])
      .onConflictDoNothing();
    await db()
      .insert(profileVisitors)
      .values([
        { day: "2026-11-25", userId: pro.id, visitorHash: "a" },
        { day: "2026-11-26", userId: pro.id, visitorHash: "b" },
      ]);
    await db()
      .insert(profileStatDays)
      .values([
        { userId: pro.id, day: "2025-10-23", metric: "view", count: 1 },
        { userId: pro.id, day: "2025-10-24", metric: "view", count: 1 },
      ]);
    const outcome = await m.retention.applyStatsRetention(db(), new Date("2026-11-27T12:00:00Z"));
    expect(outcome).toMatchObject({ visitors: 1, days: 1 });
    expect(
      (await db().select({ day: statsSalts.day }).from(statsSalts))
        .map((row) => row.day)
        .filter((day) => day <= "2026-11-27")
        .sort(),
    ).toEqual(["2026-11-26", "2026-11-27"]);
    expect((await db().select().from(profileVisitors)).map((row) => row.visitorHash)).toEqual(["b"]);
    expect((await db().select().from(profileStatDays)).map((row) => row.day)).toEqual(["2025-10-24"]);
  });
});
