import { chromium } from "playwright";
const [url, lang = "en"] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", `--accept-lang=${lang === "en" ? "en-US,en" : "ru-RU,ru"}`] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, locale: lang === "en" ? "en-US" : "ru-RU" });
const page = await context.newPage();
await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8", "v8.execute", "blink.user_timing", "loading"] });
await page.goto(url, { waitUntil: "networkidle" });
await page.waitForTimeout(1000);
const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
const tid = Object.entries(events.filter((e) => e.name === "ParseHTML").reduce((a, e) => ((a[e.tid] = (a[e.tid] ?? 0) + 1), a), {})).sort((a, b) => b[1] - a[1])[0][0];
const nav = events.find((e) => e.name === "navigationStart")?.ts ?? 0;
for (const t of events.filter((e) => e.name === "RunTask" && e.dur > 10000 && String(e.tid) === tid)) {
  const kids = events.filter((e) => String(e.tid) === tid && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e !== t && e.dur > 2000);
  const by = {};
  for (const k of kids) {
    const key = k.name + (k.args?.data?.url ? " " + k.args.data.url.replace(/.*\//, "") : "") + (k.args?.data?.functionName ? " fn:" + k.args.data.functionName : "");
    by[key] = Math.max(by[key] ?? 0, Math.round(k.dur / 1000));
  }
  console.log("at", Math.round((t.ts - nav) / 1000), "task", Math.round(t.dur / 1000), "ms", JSON.stringify(by));
}
await browser.close();
