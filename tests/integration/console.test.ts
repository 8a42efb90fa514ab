import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/adapters/db/client.server";
import { auditLog, jobs, payments, specialistProfiles, users } from "~/adapters/db/schema";
import type * as Roles from "~/features/auth/roles.server";
import { withAppEnvironment } from "../support/app-modules";
import { CONSOLE_ORIGIN as origin, signUpOperators, WHO, type Who } from "../support/console-operators";
import { databaseKinds } from "../support/databases";
import { callRoute } from "../support/route-call";

/** Every console page (each registered at / and /en) and who may open it: the rest get 404. */
const PAGES: { module: string; paths: string[]; allowed: Who[] }[] = [
  { module: "~/routes/admin", paths: ["/admin", "/en/admin"], allowed: ["moderator", "admin"] },
  { module: "~/routes/admin-overview", paths: ["/admin", "/en/admin"], allowed: ["moderator", "admin"] },
  { module: "~/routes/admin-audit", paths: ["/admin/audit", "/en/admin/audit?actor=x&after=5"], allowed: ["admin"] },
];

describe.each(databaseKinds)("the operator's console on $name", (kind) => {
  let environment: Awaited<ReturnType<typeof withAppEnvironment>>;
  let db: Database;
  let roles: typeof Roles;
  let cookies: Map<Who, string>;

  beforeAll(async () => {
    environment = await withAppEnvironment(kind);
    db = await (await import("~/adapters/db/database.server")).getDb();
    roles = await import("~/features/auth/roles.server");
    cookies = await signUpOperators(db);
  });

  afterAll(() => environment.close());

  const cases = PAGES.flatMap((page) =>
    page.paths.flatMap((path) => WHO.map((who) => ({ ...page, path, who, expected: page.allowed.includes(who) ? 200 : 404 }))),
  );

  it.each(cases)("$path ($module) answers $expected to a $who", async ({ module, path, who, expected }) => {
    // A module named at run time: its loader is some route's, whose arguments callRoute builds.
    const route = (await import(/* @vite-ignore */ module)) as { loader: (args: never) => Promise<unknown> };
    const request = new Request(`${origin}${path}`, { headers: { cookie: cookies.get(who) ?? "" } });
    expect((await callRoute(route.loader, request)).status).toBe(expected);
  });

  it("takes a role away at once: a demoted admin's next request gets 404", async () => {
    const audit = await import("~/routes/admin-audit");
    await roles.setUserRole(db, { email: "moderator@example.com", role: "admin", actor: { kind: "system", label: "cli" } });
    const request = () => new Request(`${origin}/admin/audit`, { headers: { cookie: cookies.get("moderator") ?? "" } });
    expect((await callRoute(audit.loader, request())).status).toBe(200);
    await roles.setUserRole(db, { email: "moderator@example.com", role: "moderator", actor: { kind: "system", label: "cli" } });
    expect((await callRoute(audit.loader, request())).status).toBe(404);
  });

  it("lists the audit log newest first, filtered by who, target and action, page by page", async () => {
    const { listAuditLog } = await import("~/features/console/audit-log.server");
    const { parseAuditQuery } = await import("~/features/console/audit-log-query");
    const AUDIT_PAGE_SIZE = (await import("~/config/constants")).CONSOLE_PAGE_SIZES.audit;
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, "admin@example.com"));
    const rows = Array.from({ length: AUDIT_PAGE_SIZE + 5 }, (_, index) => ({
      actorId: admin?.id ?? null,
      actorLabel: "Admin@Example.com",
      action: index % 2 ? "profile.hide" : "profile.approve",
      targetType: "profile",
      targetId: `p-${index}`,
      reason: `r${index}`,
    }));
    await db.insert(auditLog).values(rows);
    const query = (search: string) => parseAuditQuery(new URLSearchParams(search));

    const first = await listAuditLog(db, query("actor=admin@example.com"));
    expect(first.rows).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.rows[0]).toMatchObject({ targetId: `p-${AUDIT_PAGE_SIZE + 4}`, actorLabel: "Admin@Example.com" });
    expect(first.next).not.toBeNull();
    const second = await listAuditLog(db, query(`actor=admin@example.com&after=${first.next}`));
    expect(second.rows.map((row) => row.targetId)).toEqual(["p-4", "p-3", "p-2", "p-1", "p-0"]);
    expect(second.next).toBeNull();

    expect((await listAuditLog(db, query("target=p-3"))).rows.map((row) => [row.targetId, row.action, row.reason])).toEqual([["p-3", "profile.hide", "r3"]]);
    const hides = await listAuditLog(db, query("action=profile.hide"));
    expect(hides.rows.every((row) => row.action === "profile.hide")).toBe(true);
    const cli = await listAuditLog(db, query("actor=CLI"));
    expect(cli.rows.map((row) => `${row.action} ${JSON.stringify(row.before)}→${JSON.stringify(row.after)} ${row.reason}`)).toContain(
      'user.role {"role":"user"}→{"role":"admin"} set-up',
    );
    // A malformed link shows the unfiltered log rather than an error.
    expect(query("after=abc&action=DROP TABLE&actor=" + "x".repeat(400))).toEqual({
      filters: { actor: "", target: "", action: "" },
      after: null,
      pageSize: AUDIT_PAGE_SIZE,
    });
    expect(query("action=user.revoke_sessions").filters.action).toBe("user.revoke_sessions");
  });

  it("sums up jobs, active Pro by plan and the last 30 days' payments", async () => {
    const { getConsoleOverview } = await import("~/features/console/overview.server");
    const now = new Date("2026-11-26T12:00:00Z");
    const day = 86_400_000;
    const job = (id: string, isOpen: boolean) => ({
      id,
      title: id,
      company: "c",
      location: "l",
      type: "t",
      postDate: now,
      searchText: id,
      source: "demo" as const,
      isOpen,
    });
    await db.insert(jobs).values([job("j1", true), job("j2", true), job("j3", false)]);
    // Active at `now` and at the real time too: the listing rule behind the moderation queue reads the database's clock.
    const activeUntil = new Date(Math.max(now.getTime(), Date.now()) + 30 * day);
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, "user@example.com"));
    await db.update(users).set({ proPlan: "yearly", proExpiresAt: activeUntil }).where(eq(users.email, "user@example.com"));
    await db
      .update(users)
      .set({ proPlan: "monthly", proExpiresAt: new Date(now.getTime() - day) })
      .where(eq(users.email, "moderator@example.com"));
    await db.update(users).set({ proPlan: null, proExpiresAt: activeUntil }).where(eq(users.email, "admin@example.com"));
    // Their addresses confirmed and their profiles named with a specialization: listable (issue 24).
    const listable = await db
      .update(users)
      .set({ emailVerified: true })
      .where(inArray(users.email, ["user@example.com", "admin@example.com"]))
      .returning({ id: users.id });
    await db
      .update(specialistProfiles)
      .set({ specializations: ["composer"] })
      .where(
        inArray(
          specialistProfiles.userId,
          listable.map((row) => row.id),
        ),
      );
    const payment = (id: string, status: "succeeded" | "canceled", paidDaysAgo: number | null, amountKopecks: number) => ({
      id,
      provider: "sandbox" as const,
      idempotenceKey: id,
      userId: user?.id ?? "",
      plan: "yearly" as const,
      amountKopecks,
      currency: "RUB",
      status,
      returnUrl: "/",
      paidAt: paidDaysAgo === null ? null : new Date(now.getTime() - paidDaysAgo * day),
    });
    await db
      .insert(payments)
      .values([
        payment("pay-1", "succeeded", 1, 990_000),
        payment("pay-2", "succeeded", 29, 99_000),
        payment("pay-3", "succeeded", 31, 99_000),
        payment("pay-4", "canceled", null, 99_000),
      ]);
    // The per-day figures behind the chart are tested with the payments section (console-payments.test.ts).
    expect(await getConsoleOverview(db, now)).toMatchObject({
      jobs: { open: 2, closed: 1 },
      activePro: { monthly: 0, yearly: 1, manual: 1 },
      payments: { count: 2, revenueKopecks: 1_089_000 },
      // The two with active Pro are listed, their profiles never approved: both wait in the moderation queue.
      waiting: { profiles: 2, reportedReviews: 0, submissions: 0 },
    });
  });

  it("keeps the console out of robots' way: disallowed in robots.txt", async () => {
    const robots = await import("~/routes/robots");
    const body = await robots.loader().text();
    expect(body).toContain("Disallow: /admin\n");
    expect(body).toContain("Disallow: /en/admin\n");
  });
});
