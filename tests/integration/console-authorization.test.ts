import type { RouteConfigEntry } from "@react-router/dev/routes";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/adapters/db/client.server";
import { auditLog, jobSubmissions, jobs, payments, specialistProfiles, users } from "~/adapters/db/schema";
import routeConfig from "~/routes";
import { withAppEnvironment } from "../support/app-modules";
import { CONSOLE_ORIGIN as origin, signUpOperators, WHO, type Who } from "../support/console-operators";
import { databaseKinds } from "../support/databases";
import { callRoute } from "../support/route-call";
import { jobRow } from "../support/job-rows";

/** The objects the console's pages with an id open (made in beforeAll). */
interface Fixtures {
  userId: string;
  jobId: string;
  submissionId: string;
  paymentId: string;
}

const OPERATORS: Who[] = ["moderator", "admin"];
const ADMINS: Who[] = ["admin"];

/**
 * Who may open each console route (docs/decisions/018: moderators decide on content — profiles, reviews, jobs and
 * employers' submissions —, admins do everything; the rest get the site's 404, the console is not advertised), and the
 * ids its path takes. Every /admin route of app/routes.ts must be here: a new console page fails this test until its
 * rule is written down.
 */
const EXPECTED: Record<string, { allowed: Who[]; params?: (fixtures: Fixtures) => Record<string, string> }> = {
  "routes/admin.tsx": { allowed: OPERATORS },
  "routes/admin-overview.tsx": { allowed: OPERATORS },
  "routes/admin-profiles.tsx": { allowed: OPERATORS },
  "routes/admin-profile.tsx": { allowed: OPERATORS, params: (fixtures) => ({ id: fixtures.userId }) },
  "routes/admin-reviews.tsx": { allowed: OPERATORS },
  "routes/admin-jobs.tsx": { allowed: OPERATORS },
  "routes/admin-job-new.tsx": { allowed: OPERATORS },
  "routes/admin-job.tsx": { allowed: OPERATORS, params: (fixtures) => ({ id: fixtures.jobId }) },
  "routes/admin-submissions.tsx": { allowed: OPERATORS },
  "routes/admin-submission.tsx": { allowed: OPERATORS, params: (fixtures) => ({ id: fixtures.submissionId }) },
  "routes/admin-inquiries.tsx": { allowed: OPERATORS },
  "routes/admin-payments.tsx": { allowed: ADMINS },
  "routes/admin-payment.tsx": { allowed: ADMINS, params: (fixtures) => ({ paymentId: fixtures.paymentId }) },
  "routes/admin-user-pro.tsx": { allowed: ADMINS, params: (fixtures) => ({ userId: fixtures.userId }) },
  "routes/admin-audit.tsx": { allowed: ADMINS },
  "routes/admin-users.tsx": { allowed: ADMINS },
  "routes/admin-user.tsx": { allowed: ADMINS, params: (fixtures) => ({ userId: fixtures.userId }) },
};

/** A page of the route table: its full path and the modules that answer it, outermost layout first. */
interface RoutedPage {
  path: string;
  files: string[];
}

function pagesOf(entries: readonly RouteConfigEntry[], parentPath = "", parentFiles: string[] = []): RoutedPage[] {
  return entries.flatMap((entry) => {
    const path = [parentPath, entry.path].filter(Boolean).join("/");
    const files = [...parentFiles, entry.file];
    return [{ path, files }, ...pagesOf(entry.children ?? [], path, files)];
  });
}

/** Every /admin… page of the route table, at / and under /en. */
const consolePages = pagesOf(routeConfig).filter((page) => /^(en\/)?admin(\/|$)/.test(page.path));
const leafFile = (page: RoutedPage) => page.files.at(-1) ?? "";

/** A handler of a route module imported by a path known only at run time: any route's loader or action is one (callRoute types its arguments). */
type Handler = (args: never) => Promise<unknown>;
type RouteModule = { loader?: Handler; action?: Handler };
const routeModule = (file: string) => import(/* @vite-ignore */ `~/${file.replace(/\.tsx?$/, "")}`) as Promise<RouteModule>;
/** The console pages that take a POST. */
const withAction = new Set(
  (await Promise.all(consolePages.map(async (page) => ((await routeModule(leafFile(page))).action ? leafFile(page) : null)))).filter((file) => file !== null),
);

describe("the console's route table", () => {
  it("has a rule for every /admin route, at / and under /en", () => {
    const files = new Set(consolePages.map(leafFile));
    expect([...files].filter((file) => !(file in EXPECTED))).toEqual([]);
    // Both languages of each page, and no rule for a page that is gone.
    expect([...files].sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const file of files) expect(consolePages.filter((page) => leafFile(page) === file).map((page) => page.path.startsWith("en/"))).toEqual([false, true]);
  });
});

describe.each(databaseKinds)("who may open each console route on $name", (kind) => {
  let environment: Awaited<ReturnType<typeof withAppEnvironment>>;
  let db: Database;
  let cookies: Map<Who, string>;
  let fixtures: Fixtures;

  beforeAll(async () => {
    environment = await withAppEnvironment(kind);
    db = await (await import("~/adapters/db/database.server")).getDb();
    cookies = await signUpOperators(db);
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, "user@example.com"));
    const userId = user?.id ?? "";
    await db.insert(specialistProfiles).values({ userId }).onConflictDoNothing();
    const [job] = await db
      .insert(jobs)
      .values(jobRow({ id: "console-000000000001", source: "console" }))
      .returning({ id: jobs.id });
    const [submission] = await db
      .insert(jobSubmissions)
      .values({
        title: "Звукорежиссёр",
        company: "Студия",
        location: "Москва",
        type: "",
        contactEmail: "boss@example.com",
        language: "ru",
        clientIp: "10.0.0.1",
      })
      .returning({ id: jobSubmissions.id });
    const [payment] = await db
      .insert(payments)
      .values({
        id: "pay-authorization",
        provider: "sandbox",
        idempotenceKey: "pay-authorization",
        userId,
        plan: "monthly",
        amountKopecks: 49_000,
        currency: "RUB",
        status: "succeeded",
        returnUrl: "/",
        paidAt: new Date(),
      })
      .returning({ id: payments.id });
    fixtures = { userId, jobId: job?.id ?? "", submissionId: submission?.id ?? "", paymentId: payment?.id ?? "" };
  });

  afterAll(() => environment.close());

  const request = (who: Who, path: string, init: RequestInit = {}) =>
    new Request(`${origin}${path}`, { ...init, headers: { ...init.headers, cookie: cookies.get(who) ?? "" } });
  const urlOf = (page: RoutedPage) => {
    const params = EXPECTED[leafFile(page)]?.params?.(fixtures) ?? {};
    return { params, path: `/${page.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""))}` };
  };

  const casesOf = (pages: RoutedPage[]) =>
    pages.flatMap((page) =>
      WHO.map((who) => ({ page, who, route: `/${page.path} (${leafFile(page)})`, allowed: EXPECTED[leafFile(page)]?.allowed.includes(who) ?? false })),
    );

  // A GET runs the loaders of the layout and the page: the answer is the first refusal, else the page (200).
  it.each(casesOf(consolePages))("GET $route: a $who is let in: $allowed", async ({ page, who, allowed }) => {
    const { params, path } = urlOf(page);
    let status = 200;
    for (const file of page.files) {
      const { loader } = await routeModule(file);
      if (loader && status === 200) status = (await callRoute(loader, request(who, path), { params })).status;
    }
    expect(status).toBe(allowed ? 200 : 404);
  });

  // A POST without a form: past the guard every action refuses it as bad input (400); anyone else gets the 404 before
  // the body is read, and nothing is written (no audit row).
  it.each(casesOf(consolePages.filter((page) => withAction.has(leafFile(page)))))("POST $route: a $who is let in: $allowed", async ({ page, who, allowed }) => {
    const { action } = await routeModule(leafFile(page));
    if (!action) throw new Error(`${leafFile(page)} lost its action`);
    const { params, path } = urlOf(page);
    const [before] = await db.select({ rows: count() }).from(auditLog);
    const post = request(who, path, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin }, body: "" });
    expect((await callRoute(action, post, { params })).status).toBe(allowed ? 400 : 404);
    const [after] = await db.select({ rows: count() }).from(auditLog);
    expect(after?.rows).toBe(before?.rows);
  });
});
