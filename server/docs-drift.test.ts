import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * ARCHITECTURE.md and the decision records (docs/decisions) name files, functions, variables, tables and versions
 * of this repository; an audit (issue 14) found several that no longer held. These checks read only what the
 * docs put in backticks, or write as "<Name> <version>", and compare it with the code, never their prose. It
 * sits beside the server because the unit project runs `server/**` and `app/**`.
 */
const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

const decisionFiles = readdirSync(path.join(root, "docs/decisions"))
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .sort()
  .map((name) => `docs/decisions/${name}`);
const docFiles = ["ARCHITECTURE.md", ...decisionFiles];
const docs = docFiles.map((file) => ({ file, text: read(file) }));

/** Every `code span` of the docs, with the file it is in. */
const spans = docs.flatMap(({ file, text }) => [...text.matchAll(/`([^`\n]+)`/g)].map((match) => ({ file, span: match[1] ?? "" })));

/** The repository's files (no dependencies, build output or test results), by path relative to the root. */
const SKIPPED = new Set(["node_modules", "build", ".git", ".react-router", "test-results", "playwright-report", "data"]);
function listFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(relative) : [relative];
  });
}
const repoFiles = listFiles("");
// This file names what it looks for in its comments, so it is not part of what it searches.
const sourceFiles = repoFiles.filter((file) => /\.(tsx?|sql|js)$/.test(file) && file !== "server/docs-drift.test.ts");
const sourceText = sourceFiles.map(read).join("\n");
const hasWord = (text: string, word: string) => new RegExp(`(^|[^\\w$])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\w$])`).test(text);

/** Where the docs' paths may start: the repository's own folders (build output and `../shared` are not here to check). */
const ROOTED = /^(app|server|tests|scripts|deploy|demo|docs|bench|public|\.ci)\//;

describe("paths the docs name", () => {
  const rooted = spans.filter(({ span }) => ROOTED.test(span) && !/\s/.test(span));

  it.each(rooted.map(({ file, span }) => [span, file]))("%s (%s) exists", (span) => {
    // A placeholder (`app/i18n/ru/<ns>.ts`, `app/routes/*`) stands for files in the folder before it.
    const fixed = span.split("/").filter(Boolean);
    const cut = fixed.findIndex((part) => /[<*{…]/.test(part));
    const existing = cut === -1 ? fixed.join("/") : fixed.slice(0, cut).join("/");
    expect(existsSync(path.join(root, existing)), `${existing} does not exist`).toBe(true);
  });

  const bare = spans.filter(({ span }) => /^[\w.-]+\.(tsx?|md|sql|conf|ya?ml|json)$/.test(span) && !span.startsWith("."));
  it.each(bare.map(({ file, span }) => [span, file]))("a file named %s (%s) exists", (span) => {
    expect(repoFiles.some((file) => file === span || file.endsWith(`/${span}`))).toBe(true);
  });

  it("every folder of app/ has its line in ARCHITECTURE.md", () => {
    const architecture = spans.filter(({ file }) => file === "ARCHITECTURE.md").map(({ span }) => span);
    const folders = readdirSync(path.join(root, "app"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const missing = folders.filter((folder) => !architecture.some((span) => span === `app/${folder}` || span.startsWith(`app/${folder}/`)));
    expect(missing).toEqual([]);
  });
});

describe("names the docs place in a file", () => {
  // "`isListed` in `listing.server.ts`", "`ssr.noExternal` in `vite.config.ts`": the file exists and declares the
  // name (a declaration or an object key; for a dotted name its last part, the others used there).
  const placed = docs.flatMap(({ file, text }) =>
    [...text.matchAll(/`([\w.]+)` in `([\w./-]+\.(?:tsx?|js))`/g)].map((match) => ({ file, name: match[1] ?? "", target: match[2] ?? "" })),
  );

  it("finds some", () => {
    expect(placed.length).toBeGreaterThan(0);
  });

  it.each(placed.map(({ file, name, target }) => [name, target, file]))("%s is in %s (%s)", (name, target) => {
    const candidates = repoFiles.filter((file) => file === target || file.endsWith(`/${target}`));
    expect(candidates, `no file named ${target}`).not.toEqual([]);
    const parts = name.split(".");
    const last = parts.pop() ?? "";
    const declares = new RegExp(`\\b(?:const|let|var|function\\*?|class|interface|type|enum)\\s+${last}\\b|(?:^|[\\s{,])${last}\\s*:`, "m");
    expect(candidates.some((file) => declares.test(read(file)) && parts.every((part) => hasWord(read(file), part)))).toBe(true);
  });
});

describe("variables, constants and database names the docs use", () => {
  // `MIGRATE_ON_START=off`, `LIMITS.services`, `TRUST_PROXY`: the name before `=`, each part of a dotted one.
  const constants = [
    ...new Set(
      spans
        .map(({ span }) => /^([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*(?:\.[A-Za-z]+)?)(?:=\S*)?$/.exec(span)?.[1])
        .filter((name): name is string => name !== undefined && name.length > 2),
    ),
  ];

  it.each(constants)("%s appears in the code", (name) => {
    for (const part of name.split(".")) expect(hasWord(sourceText, part), part).toBe(true);
  });

  // Tables, columns, constraints and extensions written in snake_case: `specialist_profile.account_type`, `pg_trgm`.
  const schema = read("app/adapters/db/schema.ts");
  const tables = new Set([...schema.matchAll(/pgTable\(\s*"([a-z_]+)"/g)].map((match) => match[1]));
  const snake = [...new Set(spans.map(({ span }) => span).filter((span) => /^[a-z][a-z0-9]*_[a-z0-9_]*(\.[a-z_]+)?$|^[a-z]+\.[a-z]+_[a-z_]+$/.test(span)))];

  it.each(snake)("%s exists", (name) => {
    const [table, column] = name.split(".");
    if (column !== undefined && table !== undefined) {
      expect(tables.has(table), `table ${table}`).toBe(true);
      expect(schema.includes(`"${column}"`), `column ${column}`).toBe(true);
    } else {
      expect(hasWord(sourceText, name)).toBe(true);
    }
  });
});

describe("versions the docs state", () => {
  const manifest = JSON.parse(read("package.json")) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
  const declared: Record<string, string> = { ...manifest.dependencies, ...manifest.devDependencies };
  const PACKAGES: Record<string, string> = {
    "React Router": "react-router",
    React: "react",
    Vite: "vite",
    Express: "express",
    TypeScript: "typescript",
    "Tailwind CSS": "tailwindcss",
    Node: "node",
  };
  // "React 19", "TypeScript 6.0", "Tailwind CSS 4.3.3" in the pages that describe the current stack (a later decision
  // may tell of a version it left): the declared version starts with the stated one.
  const stated = docs
    .filter(({ file }) => file === "ARCHITECTURE.md" || file === "docs/decisions/001-stack.md")
    .flatMap(({ file, text }) =>
      [...text.matchAll(/\b(React Router|React|Vite|Express|TypeScript|Tailwind CSS|Node) (\d+(?:\.\d+){0,2})\b/g)].map((match) => ({
        file,
        name: match[1] ?? "",
        version: match[2] ?? "",
      })),
    );

  it("finds some", () => {
    expect(stated.length).toBeGreaterThan(0);
  });

  it.each(stated.map(({ file, name, version }) => [name, version, file]))("%s %s (%s) is what package.json declares", (name, version) => {
    const declaredVersion = declared[PACKAGES[name] ?? ""] ?? "";
    expect(`${declaredVersion}.`.startsWith(`${version}.`), `${name}: declared ${declaredVersion}`).toBe(true);
  });

  it("the React Router packages share one version, and decision 001 names each and that version", () => {
    const family = Object.keys(declared).filter((name) => name === "react-router" || name.startsWith("@react-router/"));
    const versions = new Set(family.map((name) => declared[name]));
    expect(versions.size).toBe(1);
    const stack = read("docs/decisions/001-stack.md");
    for (const name of family) expect(stack).toContain(`\`${name}\``);
    expect(stack).toContain([...versions][0]);
  });
});

describe("decision records", () => {
  const numbers = new Set(decisionFiles.map((file) => path.basename(file).slice(0, 3)));

  it.each(decisionFiles)("%s opens with its title, then its date and status", (file) => {
    const [title, blank, header] = read(file).split("\n");
    expect(title).toMatch(new RegExp(`^# ${path.basename(file).slice(0, 3)} — `));
    expect(blank).toBe("");
    expect(header).toMatch(/^Date: \d{4}-\d{2}-\d{2} · Status: (Accepted|Superseded by \d{3})(; amended by .+)?$/);
    for (const [, number] of (header ?? "").matchAll(/\b(\d{3})\b/g)) expect(numbers.has(number ?? ""), `decision ${number}`).toBe(true);
  });
});

describe("deploy/RUNBOOK.md", () => {
  // The runbook is followed command by command by someone new (issue 25): what it names must exist where it says.
  const runbook = read("deploy/RUNBOOK.md");
  const runbookSpans = [...runbook.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? "");
  const deployFiles = repoFiles.filter((file) => file.startsWith("deploy/") && !file.endsWith(".md"));
  const deployText = deployFiles.map(read).join("\n");
  const scripts = (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts;
  const dockerfile = read("deploy/Dockerfile");
  const compose = read("deploy/compose.yaml");
  const schemaSource = read("app/config/env.server.ts");

  it.each(runbookSpans.filter((span) => ROOTED.test(span) && !/\s/.test(span)))("the path %s exists", (span) => {
    const fixed = span.split("/").filter(Boolean);
    const cut = fixed.findIndex((part) => /[<*{…]/.test(part));
    const existing = (cut === -1 ? fixed : fixed.slice(0, cut)).join("/");
    // Or a folder of the host that compose mounts, made at the first `up` (`deploy/backups/`: `./backups`), or a file
    // the runbook has the reader copy from one that exists (`cp deploy/env.example deploy/.env`).
    const mounted = existing.startsWith("deploy/") && compose.includes(`./${existing.slice("deploy/".length)}}:`);
    const copied = [...runbook.matchAll(/`cp (\S+) (\S+)`/g)].some((match) => match[2] === existing && existsSync(path.join(root, match[1] ?? "")));
    expect(existsSync(path.join(root, existing)) || mounted || copied, existing).toBe(true);
  });

  // `AUTH_SECRET`, `MIGRATE_ON_START=off`, `CONTRACT_MIGRATIONS`: a setting the app reads, one of the deploy files', or a
  // name in the code.
  const settings = [...new Set(runbookSpans.map((span) => /^([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)(?:=\S*)?$/.exec(span)?.[1]).filter((name) => name !== undefined))];
  it.each(settings)("%s is a setting of the app or the deploy files, or a name in the code", (name) => {
    expect(hasWord(schemaSource, name) || hasWord(deployText, name) || hasWord(sourceText, name), name).toBe(true);
  });

  const npmScripts = [...new Set([...runbook.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1] ?? ""))];
  it.each(npmScripts)("npm run %s is a script of package.json", (name) => expect(scripts[name]).toBeDefined());

  const built = [...new Set([...runbook.matchAll(/node (build\/[\w-]+\.js)/g)].map((match) => match[1] ?? ""))];
  it.each(built)("node %s runs a file the image carries", (file) => {
    expect(dockerfile.includes(path.basename(file)) || /COPY --from=build \/app\/build \.\/build/.test(dockerfile), file).toBe(true);
  });

  it("every service of its table is a service of compose.yaml, and every service is in the table", () => {
    const table = [...runbook.matchAll(/^\| `([\w-]+)`(?:, `([\w-]+)`)? \|/gm)].flatMap((match) => [match[1], match[2]].filter(Boolean));
    const services = [...compose.slice(compose.indexOf("\nservices:"), compose.indexOf("\nnetworks:")).matchAll(/^ {2}([\w-]+):/gm)].map((match) => match[1]);
    expect(table.sort()).toEqual(services.sort());
  });

  it("the probes it maps are the server's, and the public proxy hides each", () => {
    const site = read("deploy/nginx/zvuk-rabota.conf");
    for (const probe of ["/livez", "/readyz", "/healthz", "/metrics"]) {
      expect(runbook).toContain(`\`${probe}\``);
      expect(site).toContain(`location = ${probe} { return 404; }`);
      expect(hasWord(sourceText, probe.slice(1)), probe).toBe(true);
    }
    const manyHosts = runbook.slice(runbook.indexOf("## More than one host"));
    expect(manyHosts).toMatch(/liveness `GET \/livez`/);
    expect(manyHosts).toMatch(/readiness `GET \/readyz`/);
    expect(manyHosts).toMatch(/startup check on `\/readyz`/);
    expect(manyHosts).toContain("`node build/migrate.js`");
  });

  it("the secrets it lists for a scheduler are settings of the app", () => {
    const secrets = runbook.slice(runbook.indexOf("- **Secrets:**")).split("\n- ")[0] ?? "";
    const named = [...secrets.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1] ?? "");
    expect(named.length).toBeGreaterThan(5);
    for (const name of named) expect(schemaSource, name).toMatch(new RegExp(`^ {4}${name}:`, "m"));
  });
});
