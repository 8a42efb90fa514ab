/**
 * The demo rows (demo/jobs.ts, demo/blog.ts) that stand in for an unconfigured sheet, loaded only when asked for:
 * they stay out of the server's main bundle, and a deployment without demo content never loads them.
 */
export async function demoRows(kind: "jobs" | "blog"): Promise<string[][]> {
  return kind === "jobs" ? (await import("../../../demo/jobs")).demoJobRows : (await import("../../../demo/blog")).demoBlogRows;
}
