// `node scripts/feature-imports.ts [--list]`: counts the imports that cross from one feature (app/features/<name>)
// into another, those that bypass the other feature's public surface (index.ts, index.server.ts), the feature pairs that
// import each other, and the imports from shared code (app/adapters, app/server, app/ui, app/i18n, app/config, app/seo,
// server/) back into a feature; entry points (app/entry.server.tsx, scripts/) may import one. Test files are left out.
// A figure for docs/decisions/014; lint (eslint.config.js) is what enforces the rule. `--list` prints each import.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const root = path.resolve(import.meta.dirname, "..");
const SOURCE = /\.tsx?$/;
const SHARED = ["app/adapters/", "app/server/", "app/ui/", "app/i18n/", "app/config/", "app/seo/", "server/"];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(relative);
    return SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts") ? [relative] : [];
  });
}

function resolve(from: string, specifier: string): string | undefined {
  let target: string;
  if (specifier.startsWith("~/")) target = path.posix.join("app", specifier.slice(2));
  else if (specifier.startsWith("#app/")) target = path.posix.join("app", specifier.slice(5));
  else if (specifier.startsWith(".")) target = path.posix.join(path.posix.dirname(from), specifier);
  else return undefined;
  return [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`].find((file) => SOURCE.test(file) && existsSync(path.join(root, file)));
}

const featureOf = (file: string) => /^app\/features\/([^/]+)\//.exec(file)?.[1];
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

const crossing: { from: string; to: string }[] = [];
const reachBack: { from: string; to: string }[] = [];
for (const file of [...sourceFiles("app"), ...sourceFiles("server"), ...sourceFiles("scripts")]) {
  if (isTest(file)) continue;
  const { importedFiles } = ts.preProcessFile(readFileSync(path.join(root, file), "utf8"), true, true);
  for (const { fileName } of importedFiles) {
    const target = resolve(file, fileName);
    const targetFeature = target && featureOf(target);
    if (!target || !targetFeature) continue;
    const sourceFeature = featureOf(file);
    if (sourceFeature && sourceFeature !== targetFeature) crossing.push({ from: file, to: target });
    if (SHARED.some((dir) => file.startsWith(dir))) reachBack.push({ from: file, to: target });
  }
}

const featurePairs = new Set(crossing.map(({ from, to }) => `${featureOf(from)}→${featureOf(to)}`));
const mutual = [...featurePairs]
  .map((pair) => pair.split("→") as [string, string])
  .filter(([a, b]) => a < b && featurePairs.has(`${b}→${a}`))
  .map(([a, b]) => `${a}↔${b}`);

/** Groups of features that reach each other through imports (strongly connected, more than one feature). */
function featureCycles(): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const pair of featurePairs) {
    const [a, b] = pair.split("→") as [string, string];
    edges.set(a, (edges.get(a) ?? new Set()).add(b));
  }
  const reach = (start: string) => {
    const seen = new Set<string>();
    const next = [start];
    for (let feature = next.pop(); feature !== undefined; feature = next.pop()) {
      for (const target of edges.get(feature) ?? []) {
        if (seen.has(target)) continue;
        seen.add(target);
        next.push(target);
      }
    }
    return seen;
  };
  const reachable = new Map([...edges.keys()].map((feature) => [feature, reach(feature)]));
  const groups = new Map<string, string[]>();
  for (const [feature, targets] of reachable) {
    const group = [...targets].filter((target) => reachable.get(target)?.has(feature)).sort();
    if (group.length > 1) groups.set(group.join(","), group);
  }
  return [...groups.values()];
}

if (process.argv.includes("--list")) for (const { from, to } of [...crossing, ...reachBack]) console.log(`${from} → ${to}`);
const isPublicSurface = (file: string) => /\/index(\.server)?\.tsx?$/.test(file);
const deep = crossing.filter(({ to }) => !isPublicSurface(to)).length;
console.log(`cross-feature imports: ${crossing.length} (${featurePairs.size} feature pairs), ${deep} past the other feature's index.ts/index.server.ts`);
console.log(`mutual pairs: ${mutual.length}${mutual.length ? ` (${mutual.join(", ")})` : ""}`);
const cycles = featureCycles();
console.log(`feature cycles: ${cycles.length}${cycles.length ? ` (${cycles.map((group) => `{${group.join(", ")}}`).join(", ")})` : ""}`);
console.log(
  `shared code importing a feature: ${reachBack.length}${reachBack.length ? ` (${[...new Set(reachBack.map(({ from }) => from))].join(", ")})` : ""}`,
);
