import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/adapters/db/client.server";
import { jobs } from "~/adapters/db/schema";
import { withAppEnvironment } from "../support/app-modules";
import { databaseKinds } from "../support/databases";
import { jobRow } from "../support/job-rows";
import { callRoute } from "../support/route-call";

const ORIGIN = "http://localhost:3000";

/** What /sitemaps/:file answers for a path: its status and body, returned or thrown (any other throw is the server's 500). */
async function sitemapAnswer(path: string): Promise<{ status: number; body: string }> {
  const route = await import("~/routes/sitemap-file");
  const file = path.replace(/^\/sitemaps\//, "");
  const response = await callRoute(route.loader, new Request(`${ORIGIN}${path}`), { params: { file } }).catch(() => new Response(null, { status: 500 }));
  return { status: response.status, body: response.ok ? await response.text() : "" };
}

describe.each(databaseKinds)("the sitemap files on $name", (kind) => {
  let environment: Awaited<ReturnType<typeof withAppEnvironment>>;
  let db: Database;

  beforeAll(async () => {
    environment = await withAppEnvironment(kind);
    db = await (await import("~/adapters/db/database.server")).getDb();
    await db.execute(sql`delete from ${jobs}`);
    await db.insert(jobs).values([jobRow({ id: "sitemap-job-1" }), jobRow({ id: "sitemap-job-2" })]);
  });

  afterAll(async () => {
    await environment.close();
  });

  it("serves the jobs' first file and the pages' file", async () => {
    const first = await sitemapAnswer("/sitemaps/jobs-1.xml");
    expect(first.status).toBe(200);
    expect(first.body).toContain(`<loc>${ORIGIN}/job/sitemap-job-1</loc>`);
    expect(first.body).toContain(`<loc>${ORIGIN}/en/job/sitemap-job-2</loc>`);
    expect((await sitemapAnswer("/sitemaps/pages.xml")).status).toBe(200);
  });

  it("answers 404 for every jobs file that is not a page the index lists", async () => {
    const paths = [
      "/sitemaps/jobs-0.xml",
      "/sitemaps/jobs-00.xml",
      "/sitemaps/jobs-01.xml",
      "/sitemaps/jobs-2.xml",
      "/sitemaps/jobs-9007199254740993.xml",
      "/sitemaps/jobs-99999999999999999999.xml",
      "/sitemaps/jobs--1.xml",
      "/sitemaps/jobs-1e3.xml",
      "/sitemaps/jobs.xml",
    ];
    const answers: string[] = [];
    for (const path of paths) answers.push(`${path}: ${(await sitemapAnswer(path)).status}`);
    expect(answers).toEqual(paths.map((path) => `${path}: 404`));
  });
});
