import { gzipSync } from "node:zlib";
import { httpGet } from "./http-get.ts";

interface AssetSize {
  url: string;
  /** Where it was found: script, modulepreload, inline import, stylesheet, inline in the HTML, or "static import of <file>". */
  via: string;
  bytes: number;
  gzipBytes: number;
}

export interface FirstLoad {
  js: AssetSize[];
  css: AssetSize[];
  jsGzipBytes: number;
  cssGzipBytes: number;
  warnings: string[];
}

const TAG = /<(script|link)\b([^>]*)>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
const DYNAMIC_IMPORT = /\bimport\s*\(\s*["'`]([^"'`]+)["'`]\s*\)/g;
// import "x"; import x from "x"; import { a as b } from "x"; export { a } from "x"; export * from "x" (minified or not).
const STATIC_IMPORT = /(?:\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?|\bexport\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*)["']([^"']+)["']/g;

function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of text.matchAll(ATTRIBUTE)) {
    const name = match[1];
    if (name) attributes.set(name.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attributes;
}

/** The JavaScript and CSS a document loads up front, in document order, each with how it was found. */
function findAssets(html: string): { js: Map<string, string>; css: Map<string, string> } {
  const js = new Map<string, string>();
  const css = new Map<string, string>();
  for (const [, tag, attributeText = ""] of html.matchAll(TAG)) {
    const attributes = attributesOf(attributeText);
    const rel = (attributes.get("rel") ?? "").toLowerCase().split(/\s+/);
    if (tag?.toLowerCase() === "script" && attributes.get("src")) addOnce(js, attributes.get("src") ?? "", "script");
    if (tag?.toLowerCase() === "link" && rel.includes("modulepreload") && attributes.get("href")) addOnce(js, attributes.get("href") ?? "", "modulepreload");
    if (tag?.toLowerCase() === "link" && rel.includes("stylesheet") && attributes.get("href")) addOnce(css, attributes.get("href") ?? "", "stylesheet");
  }
  for (const [, attributeText = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    const attributes = attributesOf(attributeText);
    if (attributes.has("src") || attributes.get("type") !== "module") continue;
    for (const [, specifier] of body.matchAll(DYNAMIC_IMPORT)) if (specifier) addOnce(js, specifier, "inline import()");
    for (const [, specifier] of body.matchAll(STATIC_IMPORT)) if (specifier) addOnce(js, specifier, "inline import");
  }
  return { js, css };
}

function addOnce(found: Map<string, string>, url: string, via: string): void {
  if (!found.has(url)) found.set(url, via);
}

/**
 * Fetches every up-front asset of the page from the running server and gzips it at level 9, as a CDN would.
 * JS files are also scanned for static imports the HTML did not preload (those load in a second round trip).
 */
export async function measureFirstLoad(pageUrl: string, html: string): Promise<FirstLoad> {
  const origin = new URL(pageUrl).origin;
  const { js: jsFound, css: cssFound } = findAssets(html);
  const warnings: string[] = [];
  const queue = [...jsFound].map(([url, via]) => ({ url: new URL(url, pageUrl).href, via }));
  const seen = new Set(queue.map((item) => item.url));
  const js: AssetSize[] = [];

  for (let item = queue.shift(); item; item = queue.shift()) {
    if (new URL(item.url).origin !== origin) {
      warnings.push(`skipped third-party script ${item.url}`);
      continue;
    }
    const asset = await fetchSized(item.url, item.via, warnings);
    if (!asset) continue;
    js.push(asset.size);
    for (const [, specifier] of asset.text.matchAll(STATIC_IMPORT)) {
      if (!specifier || !/^(\.{0,2}\/)/.test(specifier)) continue;
      const url = new URL(specifier, item.url).href;
      if (seen.has(url)) continue;
      seen.add(url);
      queue.push({ url, via: `static import of ${new URL(item.url).pathname} (not preloaded)` });
    }
  }

  const css: AssetSize[] = [];
  // The stylesheet inlined into the document (docs/decisions/016) counts as first-load CSS too.
  for (const [, text = ""] of html.matchAll(INLINE_STYLE)) {
    const bytes = Buffer.from(text);
    css.push({ url: "(inline <style>)", via: "inline in the HTML", bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length });
  }
  for (const [url, via] of cssFound) {
    const asset = await fetchSized(new URL(url, pageUrl).href, via, warnings);
    if (asset) css.push(asset.size);
  }
  const sum = (assets: AssetSize[]) => assets.reduce((total, asset) => total + asset.gzipBytes, 0);
  return { js, css, jsGzipBytes: sum(js), cssGzipBytes: sum(css), warnings };
}

async function fetchSized(url: string, via: string, warnings: string[]): Promise<{ size: AssetSize; text: string } | null> {
  const response = await httpGet(url);
  if (response.status !== 200) {
    warnings.push(`${url} (${via}) answered ${response.status}: not counted (was build/ rebuilt by another process while the server ran?)`);
    return null;
  }
  const gzipBytes = gzipSync(response.body, { level: 9 }).length;
  return { size: { url: new URL(url).pathname, via, bytes: response.body.length, gzipBytes }, text: response.body.toString("utf8") };
}

/** Issue 26's budget for the home page's first-load JavaScript (gzip), measured as above. */
const HOME_BUDGET_BYTES = 135_000;

/** The public pages `node bench/first-load-js.ts` measures, each in both languages; ":id" is the first one listed. */
const PAGES = ["/", "/specialists", "/specialists/:id", "/job/:id", "/pro", "/pricing", "/blog"];

/**
 * `node bench/first-load-js.ts` (after `npm run build`): starts the built server on a fresh data directory with the demo
 * content, and prints each public page's first-load JavaScript (gzip, files), the home page against its budget.
 * `npm run bench` prints the home page's alone, file by file.
 */
async function printFirstLoadPerPage(): Promise<void> {
  const { mkdtemp, rm } = await import("node:fs/promises");
  const os = await import("node:os");
  const path = await import("node:path");
  const { startAppServer } = await import("./servers.ts");
  const { stopChild } = await import("./children.ts");
  const projectRoot = path.resolve(import.meta.dirname, "..");
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "zvuk-first-load-"));
  const app = await startAppServer(projectRoot, dataDir);
  try {
    const firstLink = async (listPath: string, pattern: RegExp): Promise<string> => {
      const match = (await httpGet(new URL(listPath, app.origin).href)).body.toString("utf8").match(pattern);
      if (!match?.[1]) throw new Error(`no link matching ${pattern} on ${listPath}: is the demo content there?`);
      return match[1];
    };
    const ids = {
      "/job/:id": await firstLink("/", /href="\/job\/([^"?#/]+)"/),
      "/specialists/:id": await firstLink("/specialists", /href="\/specialists\/([^"?#/]+)"/),
    };
    console.log(`first-load JavaScript, gzip level 9 (1 kB = 1000 bytes), ${app.origin}`);
    console.log(`${"page".padEnd(18)}${"ru kB".padStart(8)}${"en kB".padStart(8)}${"files".padStart(7)}`);
    for (const page of PAGES) {
      const pagePath = page.replace(/:id$/, ids[page as keyof typeof ids] ?? "");
      const measured: FirstLoad[] = [];
      for (const address of [pagePath, pagePath === "/" ? "/en" : `/en${pagePath}`]) {
        const url = new URL(address, app.origin).href;
        const response = await httpGet(url);
        if (response.status !== 200) throw new Error(`${address} answered ${response.status}`);
        measured.push(await measureFirstLoad(url, response.body.toString("utf8")));
      }
      const [ru, en] = measured as [FirstLoad, FirstLoad];
      const budget = page === "/" ? `  target < ${HOME_BUDGET_BYTES / 1000} kB${ru.jsGzipBytes >= HOME_BUDGET_BYTES ? " MISSED" : ""}` : "";
      console.log(
        `${page.padEnd(18)}${(ru.jsGzipBytes / 1000).toFixed(1).padStart(8)}${(en.jsGzipBytes / 1000).toFixed(1).padStart(8)}${String(ru.js.length).padStart(7)}${budget}`,
      );
      for (const warning of [...ru.warnings, ...en.warnings]) console.log(`WARNING: ${warning}`);
    }
  } finally {
    await stopChild(app.child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) await printFirstLoadPerPage();
