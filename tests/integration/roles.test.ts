import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "~/adapters/db/client.server";
import { auditLog, users } from "~/adapters/db/schema";
import type * as Roles from "~/features/auth/roles.server";
import type * as AuthServer from "~/features/auth/auth.server";
import type * as ApiAuth from "~/routes/api-auth";
import { withAppEnvironment } from "../support/app-modules";
import { databaseKinds } from "../support/databases";
import { refusal } from "../support/pg-refusal";
import { callRoute } from "../support/route-call";

const origin = "http://localhost:3000";
const projectRoot = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);

const sessionCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.includes("session_token="))
    ?.split(";")[0] ?? "";

describe.each(databaseKinds)("roles, bans and the audit log on $name", (kind) => {
  let environment: Awaited<ReturnType<typeof withAppEnvironment>>;
  let db: Database;
  let roles: typeof Roles;
  let authServer: typeof AuthServer;
  let apiAuth: typeof ApiAuth;

  beforeAll(async () => {
    environment = await withAppEnvironment(kind, { ADMIN_EMAILS: " Boss@Example.com ,second@example.com" });
    db = await (await import("~/adapters/db/database.server")).getDb();
    roles = await import("~/features/auth/roles.server");
    authServer = await import("~/features/auth/auth.server");
    apiAuth = await import("~/routes/api-auth");
  });

  afterAll(() => environment.close());

  const signUp = async (email: string) => {
    const response = await (await authServer.getAuth()).api.signUpEmail({ body: { email, password: "secret1", name: "Тест" }, asResponse: true });
    expect(response.status).toBe(200);
    expect(sessionCookie(response)).toBe(""); // a registration sets no session (issue 24)
  };
  /** What opening the mailed link does to the row (the link itself: tests/integration/email-verification.test.ts). */
  const confirm = (email: string) => db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  const signIn = async (email: string) => (await authServer.getAuth()).api.signInEmail({ body: { email, password: "secret1" }, asResponse: true });
  const roleOf = async (email: string) => (await db.select({ role: users.role }).from(users).where(eq(users.email, email)))[0]?.role;
  const auditOf = (userEmail: string) =>
    db
      .select({
        actorId: auditLog.actorId,
        actorLabel: auditLog.actorLabel,
        action: auditLog.action,
        before: auditLog.before,
        after: auditLog.after,
        reason: auditLog.reason,
      })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.targetId))
      .where(eq(users.email, userEmail))
      .orderBy(asc(auditLog.id));

  it("gives every new account the role 'user' and refuses a role that is not one (user_role_known)", async () => {
    await signUp("plain@example.com");
    expect(await roleOf("plain@example.com")).toBe("user");
    expect(
      await refusal(
        db
          .update(users)
          // A role the column's type does not allow, written as SQL: the database's check refuses it too.
          .set({ role: sql`'root'` })
          .where(eq(users.email, "plain@example.com")),
      ),
    ).toEqual({ code: "23514", constraint: "user_role_known" });
    expect(await auditOf("plain@example.com")).toEqual([]);
  });

  it("refuses a registration that sends a role (FIELD_NOT_ALLOWED), creating no account", async () => {
    const response = await callRoute(
      apiAuth.action,
      new Request(`${origin}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { origin, "content-type": "application/json", "x-client-ip": "10.9.9.9" },
        body: JSON.stringify({ email: "sneaky@example.com", password: "secret1", name: "Хитрый", role: "admin" }),
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "FIELD_NOT_ALLOWED" });
    expect(await db.select().from(users).where(eq(users.email, "sneaky@example.com"))).toEqual([]);
  });

  it("makes an account listed in ADMIN_EMAILS (any case, spaces) an admin only once its address is confirmed, recorded once (N1)", async () => {
    await signUp("boss@example.com");
    expect((await signIn("boss@example.com")).status).toBe(200);
    expect(await roleOf("boss@example.com")).toBe("user");
    expect(await auditOf("boss@example.com")).toEqual([]);
    await confirm("boss@example.com");
    expect((await signIn("boss@example.com")).status).toBe(200);
    expect(await roleOf("boss@example.com")).toBe("admin");
    expect((await signIn("boss@example.com")).status).toBe(200);
    expect(await auditOf("boss@example.com")).toEqual([
      {
        actorId: null,
        actorLabel: "ADMIN_EMAILS",
        action: "user.role",
        before: { role: "user" },
        after: { role: "admin" },
        reason: "ADMIN_EMAILS, address confirmed",
      },
    ]);
  });

  it("makes a listed account demoted by hand an admin again when it signs in", async () => {
    await signUp("second@example.com");
    await confirm("second@example.com");
    expect((await signIn("second@example.com")).status).toBe(200);
    await roles.setUserRole(db, { email: "second@example.com", role: "user", actor: { kind: "system", label: "cli" } });
    expect(await roleOf("second@example.com")).toBe("user");
    expect((await signIn("second@example.com")).status).toBe(200);
    expect(await roleOf("second@example.com")).toBe("admin");
    expect((await auditOf("second@example.com")).map((row) => `${row.actorLabel}: ${JSON.stringify(row.before)} → ${JSON.stringify(row.after)}`)).toEqual([
      'ADMIN_EMAILS: {"role":"user"} → {"role":"admin"}',
      'cli: {"role":"admin"} → {"role":"user"}',
      'ADMIN_EMAILS: {"role":"user"} → {"role":"admin"}',
    ]);
  });

  it("changes a role by e-mail in any case with its audit row, and writes nothing when the role is already held", async () => {
    await signUp("mod@example.com");
    const actor = { kind: "user" as const, id: "operator-1", email: "boss@example.com" };
    expect(await roles.setUserRole(db, { email: "MOD@example.com", role: "moderator", actor, reason: "runs the reviews" })).toMatchObject({
      before: "user",
      after: "moderator",
      changed: true,
    });
    expect(await roles.setUserRole(db, { email: "mod@example.com", role: "moderator", actor })).toMatchObject({ changed: false });
    expect(await auditOf("mod@example.com")).toEqual([
      {
        actorId: "operator-1",
        actorLabel: "boss@example.com",
        action: "user.role",
        before: { role: "user" },
        after: { role: "moderator" },
        reason: "runs the reviews",
      },
    ]);
    await expect(roles.setUserRole(db, { email: "nobody@example.com", role: "admin", actor })).rejects.toBeInstanceOf(roles.UnknownAccountError);
  });

  it("keeps the audit log append-only: updates, deletes and truncation are refused (audit_log_append_only)", async () => {
    const before = await db.select().from(auditLog);
    expect(before.length).toBeGreaterThan(0);
    expect(await refusal(db.update(auditLog).set({ reason: "rewritten" }))).toEqual({ code: "23514", constraint: "audit_log_append_only" });
    expect(await refusal(db.delete(auditLog))).toEqual({ code: "23514", constraint: "audit_log_append_only" });
    expect(await refusal(db.execute(sql`truncate audit_log`))).toEqual({ code: "23514", constraint: "audit_log_append_only" });
    expect(await db.select().from(auditLog)).toEqual(before);
  });

  it("does not serve the admin plugin's endpoints, even to an admin: roles change only through recorded actions", async () => {
    const cookie =
      (await signIn("boss@example.com")).headers
        .getSetCookie()
        .find((value) => value.includes("session_token="))
        ?.split(";")[0] ?? "";
    const target = (await db.select({ id: users.id }).from(users).where(eq(users.email, "plain@example.com")))[0]?.id;
    const post = (pathname: string, body: unknown) =>
      callRoute(
        apiAuth.action,
        new Request(`${origin}${pathname}`, {
          method: "POST",
          headers: { origin, cookie, "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
      );
    for (const pathname of ["/api/auth/admin/set-role", "/api/auth/admin/set-role/"]) {
      expect((await post(pathname, { userId: target, role: "admin" })).status, pathname).toBe(404);
    }
    expect((await post("/api/auth/admin/ban-user", { userId: target })).status).toBe(404);
    const list = await callRoute(apiAuth.loader, new Request(`${origin}/api/auth/admin/list-users`, { headers: { cookie } }));
    expect(list.status).toBe(404);
    expect(await roleOf("plain@example.com")).toBe("user");
    expect(
      (
        await db
          .select({ banned: users.banned })
          .from(users)
          .where(eq(users.id, target ?? ""))
      )[0]?.banned,
    ).toBe(false);
  });

  it("refuses sign-in to a banned account (the admin plugin's check on our columns) until the ban ends", async () => {
    await signUp("banned@example.com");
    await db
      .update(users)
      .set({ banned: true, banReason: "spam", banExpires: new Date(Date.now() + 60_000) })
      .where(eq(users.email, "banned@example.com"));
    const refused = await signIn("banned@example.com");
    expect(refused.status).toBe(403);
    expect(sessionCookie(refused)).toBe("");
    await db
      .update(users)
      .set({ banExpires: new Date(Date.now() - 1000) })
      .where(eq(users.email, "banned@example.com"));
    expect((await signIn("banned@example.com")).status).toBe(200);
  });
});

describe("npm run user:role on the embedded database", () => {
  let dataDir: string;
  const cli = (...args: string[]) =>
    run(process.execPath, ["scripts/user-role.ts", ...args], {
      cwd: projectRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "info" },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: error.stdout + error.stderr }),
    );
  const open = () => openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "user-role-"));
    const handle = await open();
    await handle.migrate();
    await handle.db.insert(users).values({ id: "u-1", name: "Анна", email: "anna@example.com" });
    await handle.close();
  });

  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("gives the role and records it as done from the command line", async () => {
    const result = await cli("Anna@Example.com", "moderator", "runs", "the", "reviews");
    expect(result.output).toContain("role changed");
    expect(result.code).toBe(0);
    const handle = await open();
    try {
      expect(await handle.db.select({ role: users.role }).from(users)).toEqual([{ role: "moderator" }]);
      expect(
        await handle.db
          .select({ actorId: auditLog.actorId, actorLabel: auditLog.actorLabel, targetId: auditLog.targetId, reason: auditLog.reason })
          .from(auditLog),
      ).toEqual([{ actorId: null, actorLabel: "cli", targetId: "u-1", reason: "runs the reviews" }]);
    } finally {
      await handle.close();
    }
  });

  it("says what is wrong, changing nothing: an unknown role, an unknown account, a server holding the database", async () => {
    const badRole = await cli("anna@example.com", "owner");
    expect(badRole.code).toBe(1);
    expect(badRole.output).toContain('\\"owner\\" is not a role: usage: npm run user:role -- <email> <user|moderator|admin> [reason]');
    const unknown = await cli("nobody@example.com", "admin");
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain("no account has the e-mail nobody@example.com: the account must sign up first");
    const server = await open();
    try {
      const busy = await cli("anna@example.com", "admin");
      expect(busy.code).toBe(1);
      expect(busy.output).toContain(`is open in another process (pid ${process.pid} on host ${os.hostname()}`);
      expect(await server.db.select({ role: users.role }).from(users)).toEqual([{ role: "moderator" }]);
    } finally {
      await server.close();
    }
  });
});
