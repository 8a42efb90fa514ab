import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { promisify } from "node:util";
import { asc, eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { appendRow } from "~/adapters/db/append-only.server";
import { grantAppRole } from "~/adapters/db/app-role.server";
import { openDatabase, type DatabaseHandle } from "~/adapters/db/client.server";
import { pgErrorCode } from "~/adapters/db/pg-error";
import { checkReadiness } from "~/adapters/db/readiness.server";
import { auditLog, jobPublications, paymentNotifications, users } from "~/adapters/db/schema";
import { defineQueue, getQueue, startQueue, stopQueue, work } from "~/adapters/queue/queue.server";
import { setUserRole } from "~/features/auth/roles.server";
import { importJobs } from "~/features/jobs/import-jobs.server";
import { sweepJobPublications } from "~/features/jobs/job-publications.server";
import { startSubmissionRetention } from "~/features/job-submissions/index.server";
import { recordAudit } from "~/server/audit-log.server";

// The production shape of docs/decisions/033 on a real server: the release step migrates as the tables' owner and grants
// the app's role what the app needs; the app, as that role, does its work and cannot change the audit log. Roles belong
// to the whole cluster, so each run names its own and drops them. PGlite has no roles: PostgreSQL only.
const adminUrl = process.env.TEST_DATABASE_URL;
const projectRoot = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);

const suffix = randomBytes(5).toString("hex");
const owner = `zvuk_owner_${suffix}`;
const appRole = `zvuk_app_${suffix}`;
const memberOfOwner = `zvuk_member_${suffix}`;
const databaseName = `test_roles_${suffix}`;
const password = randomBytes(12).toString("hex");
const urlAs = (role: string) =>
  Object.assign(new URL(adminUrl ?? "postgres://localhost"), { username: role, password, pathname: `/${databaseName}` }).toString();

async function asAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

/** `npm run db:migrate` as deploy/compose.yaml runs it: the owner's URL and the app's, nothing else. */
const releaseStep = (env: Record<string, string>) =>
  run(process.execPath, ["scripts/migrate.ts"], { cwd: projectRoot, env: { ...process.env, LOG_LEVEL: "info", DATA_DIR: "", ...env } }).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: error.stdout + error.stderr }),
  );

/** What the server said when it refused a statement: its SQLSTATE and message (null, null: it did not refuse). */
async function refusal(statement: PromiseLike<unknown>): Promise<{ code: string | null; message: string | null }> {
  const error = await Promise.resolve(statement).then(
    () => null,
    (caught: unknown) => caught,
  );
  if (error === null) return { code: null, message: null };
  const cause = (error as { cause?: unknown }).cause;
  return { code: pgErrorCode(error), message: (cause instanceof Error ? cause : (error as Error)).message };
}

const PERMISSION_DENIED = { code: "42501", message: "permission denied for table audit_log" };
const NOT_OWNER = { code: "42501", message: "must be owner of table audit_log" };

describe.runIf(adminUrl)("the app as a role that owns nothing, on PostgreSQL", () => {
  let app: DatabaseHandle;
  let appClient: pg.Client;
  let releaseOutputs: Array<{ code: number; output: string }>;

  beforeAll(async () => {
    await asAdmin(`CREATE ROLE ${owner} LOGIN PASSWORD '${password}'`);
    await asAdmin(`CREATE ROLE ${appRole} LOGIN PASSWORD '${password}'`);
    await asAdmin(`CREATE ROLE ${memberOfOwner} LOGIN PASSWORD '${password}' IN ROLE ${owner}`);
    await asAdmin(`CREATE DATABASE ${databaseName} OWNER ${owner}`);
    // Two release steps at once, as a deploy may start them: both migrate-or-wait and grant under the migrations lock.
    releaseOutputs = await Promise.all([0, 1].map(() => releaseStep({ MIGRATION_DATABASE_URL: urlAs(owner), DATABASE_URL: urlAs(appRole) })));
    app = await openDatabase({ kind: "postgres", url: urlAs(appRole) });
    appClient = new pg.Client({ connectionString: urlAs(appRole) });
    await appClient.connect();
  }, 120_000);

  afterAll(async () => {
    await stopQueue();
    await appClient?.end();
    await app?.close();
    await asAdmin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    for (const role of [memberOfOwner, appRole, owner]) await asAdmin(`DROP ROLE IF EXISTS ${role}`);
  });

  it("runs the release step as the owner (twice at once): every table is the owner's, and the app's role holds only row privileges", async () => {
    expect(releaseOutputs.map((outcome) => outcome.code)).toEqual([0, 0]);
    for (const { output } of releaseOutputs) expect(output).toContain(`"appRole":"${appRole}","msg":"migrations applied"`);
    const owners = await app.db.execute<{ owner: string }>(sql`
      select distinct pg_get_userbyid(c.relowner) as owner from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'pgboss', 'drizzle') and c.relkind in ('r', 'p', 'S', 'i')`);
    expect(owners.rows).toEqual([{ owner }]);
    const granted = await app.db.execute<{ table: string; privileges: string }>(sql`
      select table_schema || '.' || table_name as table, string_agg(privilege_type, ',' order by privilege_type) as privileges
      from information_schema.role_table_grants where grantee = ${appRole} group by 1 order by 1`);
    const byTable = Object.fromEntries(granted.rows.map((row) => [row.table, row.privileges]));
    expect(byTable["public.audit_log"]).toBe("SELECT");
    expect(byTable["public.payment_notification"]).toBe("SELECT");
    expect(byTable["drizzle.__drizzle_migrations"]).toBe("SELECT");
    expect(byTable["public.user"]).toBe("DELETE,INSERT,SELECT,UPDATE");
    expect(byTable["pgboss.job"]).toBe("DELETE,INSERT,SELECT,UPDATE");
    expect(Object.values(byTable).filter((privileges) => /TRUNCATE|REFERENCES|TRIGGER/.test(privileges))).toEqual([]);
    // On the audit log, INSERT of a row's content only: its number and time are the database's.
    const auditColumns = await app.db.execute<{ column: string }>(sql`
      select column_name as column from information_schema.column_privileges join information_schema.columns using (table_schema, table_name, column_name)
      where grantee = ${appRole} and table_name = 'audit_log' and privilege_type = 'INSERT' order by ordinal_position`);
    expect(auditColumns.rows.map((row) => row.column)).toEqual(["actor_id", "actor_label", "action", "target_type", "target_id", "before", "after", "reason"]);
  });

  it("does the app's work as that role: readiness, accounts and roles with their audit rows, imports, publications, the queue", async () => {
    expect(await checkReadiness(app.db)).toEqual({ isReady: true });
    await app.db.insert(users).values({ id: "u-1", name: "Анна", email: "anna@example.com" });
    const change = await setUserRole(app.db, {
      email: "anna@example.com",
      role: "moderator",
      actor: { kind: "system", label: "cli" },
      reason: "runs the reviews",
    });
    expect(change).toMatchObject({ before: "user", after: "moderator", changed: true });
    await recordAudit(app.db, { actor: { kind: "system", label: "cli" }, action: "user.ban", target: { type: "user", id: "u-1" }, after: { banned: true } });
    const rows = await app.db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(rows.map((row) => [row.id, row.action, row.targetId, row.after])).toEqual([
      [1, "user.role", "u-1", { role: "moderator" }],
      [2, "user.ban", "u-1", { banned: true }],
    ]);
    // Written by the database's clock, not the app's.
    for (const row of rows) expect(Math.abs(row.at.getTime() - Date.now())).toBeLessThan(60_000);
    await appendRow(app.db, paymentNotifications, { provider: "sandbox", event: "payment.succeeded", objectId: "p-1", objectStatus: "succeeded" });
    expect(await app.db.select({ id: paymentNotifications.id, objectId: paymentNotifications.objectId }).from(paymentNotifications)).toEqual([
      { id: 1, objectId: "p-1" },
    ]);

    // The job queue without migrating, as an instance with MIGRATE_ON_START=off starts it: the app's queues are
    // created (rows, not tables), a job is sent inside a transaction and worked, a cron is scheduled.
    const consumer = defineQueue({ name: `app-role-${suffix}` });
    await startQueue(app, { migrate: false });
    await startSubmissionRetention(app.db);
    expect((await getQueue().getSchedules()).map((schedule) => schedule.name)).toContain("job-submissions-retention");
    const handed = new Promise<unknown>((resolve) => void work(consumer, { pollingIntervalSeconds: 0.5 }, async (job) => resolve(job.data)));
    await importJobs(app.db, [["j-1", "Звукорежиссёр", "Студия", "", "Удалённо", "", "Описание", "", "", "", "01.03.2026", ""]], { source: "sheet" });
    expect(await sweepJobPublications(app.db, [consumer])).toBe(1);
    expect(await handed).toEqual({ jobIds: ["j-1"] });
    expect((await app.db.select().from(jobPublications).where(eq(jobPublications.jobId, "j-1")))[0]?.processedAt).not.toBeNull();
  });

  it("refuses the app's role every way of changing the audit log: disabling its triggers, updating, deleting, truncating, dropping", async () => {
    const before = await app.db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(before.length).toBeGreaterThan(0);
    expect(await refusal(appClient.query("ALTER TABLE audit_log DISABLE TRIGGER ALL"))).toEqual(NOT_OWNER);
    expect(await refusal(appClient.query("DROP TRIGGER audit_log_append_only ON audit_log"))).toEqual({
      code: "42501",
      message: "must be owner of relation audit_log",
    });
    expect(await refusal(appClient.query("UPDATE audit_log SET reason = 'rewritten'"))).toEqual(PERMISSION_DENIED);
    expect(await refusal(appClient.query("DELETE FROM audit_log"))).toEqual(PERMISSION_DENIED);
    expect(await refusal(appClient.query("TRUNCATE audit_log"))).toEqual(PERMISSION_DENIED);
    expect(await refusal(appClient.query("DROP TABLE audit_log"))).toEqual(NOT_OWNER);
    expect(await refusal(appClient.query(`ALTER TABLE audit_log OWNER TO ${appRole}`))).toEqual(NOT_OWNER);
    expect(await refusal(app.db.update(auditLog).set({ reason: "rewritten" }))).toEqual(PERMISSION_DENIED);
    expect(await refusal(app.db.delete(auditLog))).toEqual(PERMISSION_DENIED);
    expect(await app.db.select().from(auditLog).orderBy(asc(auditLog.id))).toEqual(before);
  });

  it("refuses a back-dated audit row, one numbered among older ones, and Drizzle's insert that names both", async () => {
    const count = async () => (await app.db.select({ id: auditLog.id }).from(auditLog)).length;
    const before = await count();
    expect(
      await refusal(
        appClient.query(
          "INSERT INTO audit_log (at, actor_label, action, target_type, target_id) VALUES (now() - interval '1 year', 'cli', 'user.role', 'user', 'u-1')",
        ),
      ),
    ).toEqual(PERMISSION_DENIED);
    expect(
      await refusal(
        appClient.query(
          "INSERT INTO audit_log (id, actor_label, action, target_type, target_id) OVERRIDING SYSTEM VALUE VALUES (0, 'cli', 'user.role', 'user', 'u-1')",
        ),
      ),
    ).toEqual(PERMISSION_DENIED);
    // Drizzle names every column, `default` for those left out: why the app appends through appendRow.
    expect(await refusal(app.db.insert(auditLog).values({ actorLabel: "cli", action: "user.role", targetType: "user", targetId: "u-1" }))).toEqual(
      PERMISSION_DENIED,
    );
    expect(await count()).toBe(before);
  });

  it("refuses the app's role changes to the payment notifications' log and any new table", async () => {
    expect(await refusal(appClient.query("UPDATE payment_notification SET object_status = 'canceled'"))).toEqual({
      code: "42501",
      message: "permission denied for table payment_notification",
    });
    expect(await refusal(appClient.query("DELETE FROM payment_notification"))).toEqual({
      code: "42501",
      message: "permission denied for table payment_notification",
    });
    expect(await refusal(appClient.query("CREATE TABLE public.shadow_log (id int)"))).toEqual({
      code: "42501",
      message: "permission denied for schema public",
    });
    expect(await refusal(appClient.query("CREATE TABLE pgboss.shadow_log (id int)"))).toEqual({
      code: "42501",
      message: "permission denied for schema pgboss",
    });
  });

  it("covers a table a later migration adds once the release step has run again", async () => {
    const ownerClient = new pg.Client({ connectionString: urlAs(owner) });
    await ownerClient.connect();
    try {
      await ownerClient.query("CREATE TABLE later_table (id int PRIMARY KEY)");
    } finally {
      await ownerClient.end();
    }
    expect(await refusal(appClient.query("INSERT INTO later_table VALUES (1)"))).toEqual({ code: "42501", message: "permission denied for table later_table" });
    await grantAppRole(urlAs(owner), appRole);
    await appClient.query("INSERT INTO later_table VALUES (1)");
    expect((await appClient.query("SELECT id FROM later_table")).rows).toEqual([{ id: 1 }]);
  });

  it("stops an instance started with MIGRATE_ON_START=on as the app's role, with one line saying why", async () => {
    vi.resetModules();
    vi.stubEnv("DATABASE_URL", urlAs(appRole));
    vi.stubEnv("MIGRATE_ON_START", "on");
    try {
      const { connectDatabase } = await import("~/adapters/db/database.server");
      const failure = await connectDatabase().catch((error: unknown) => error);
      expect((failure as { isStartupFailure?: boolean }).isStartupFailure).toBe(true);
      expect((failure as Error).message).toBe(
        `MIGRATE_ON_START=on, but DATABASE_URL's role may not migrate the database (permission denied for database ${databaseName}): run the release step as the tables' owner (MIGRATION_DATABASE_URL, npm run db:migrate) and start instances with MIGRATE_ON_START=off`,
      );
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("refuses, granting nothing, an app's role that could change the audit log: a superuser, a member of the owner, a missing role", async () => {
    const superuser = new URL(adminUrl ?? "").username || "postgres";
    const refused = (role: string) =>
      grantAppRole(urlAs(owner), role).then(
        () => "granted",
        (error: unknown) => `${(error as Error).constructor.name}: ${(error as Error).message}`,
      );
    const safety = ": it could change or drop the audit log; the app's role must be an ordinary role that owns nothing (deploy/RUNBOOK.md)";
    expect(await refused(superuser)).toBe(`AppRoleRefused: the app's role ${superuser} (DATABASE_URL's user) is a superuser${safety}`);
    expect(await refused(memberOfOwner)).toBe(
      `AppRoleRefused: the app's role ${memberOfOwner} (DATABASE_URL's user) is, or is a member of, ${owner}, which owns the tables${safety}`,
    );
    expect(await refused(owner)).toBe(
      `AppRoleRefused: the app's role ${owner} (DATABASE_URL's user) is, or is a member of, ${owner}, which owns the tables${safety}`,
    );
    expect(await refused(`zvuk_missing_${suffix}`)).toBe(
      `AppRoleRefused: the app's role zvuk_missing_${suffix} (DATABASE_URL's user) does not exist: create it first (deploy/RUNBOOK.md)`,
    );
    const granted = await app.db.execute(sql`
      select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace, aclexplode(c.relacl) acl
      where n.nspname in ('public', 'pgboss', 'drizzle') and acl.grantee in (to_regrole(${superuser}), to_regrole(${memberOfOwner}))`);
    expect(granted.rows).toEqual([]);
  });
});
