import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * README.md, ARCHITECTURE.md, the guides under docs/ and the decision records (docs/decisions) name files, functions,
 * variables, tables, npm scripts, sections and versions of this repository; an audit (issue 14) found several that no
 * longer held, and the README's split into guides by reader (issue 26) moved sections that code comments point to.
 * These checks read only what the docs put in backticks, write as "<Name> <version>", `npm run <script>`, a link or
 * `<file> "<section>"`, and compare it with the code, never their prose. It sits beside the server because the unit
 * project runs `server/**` and `app/**`.
 */
const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

const decisionFiles = readdirSync(path.join(root, "docs/decisions"))
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .sort()
  .map((name) => `docs/decisions/${name}`);
/** The guides by reader: every page under docs/ but the decision records (docs/configuration.md, docs/operating.md…). */
const guideFiles = readdirSync(path.join(root, "docs"), { recursive: true, encoding: "utf8" })
  .map((name) => `docs/${name.split(path.sep).join("/")}`)
  .filter((file) => file.endsWith(".md") && !decisionFiles.includes(file))
  .sort();
/** The pages that describe the repository as it is now (a decision may tell of what it left). */
const currentFiles = ["README.md", "ARCHITECTURE.md", ...guideFiles];
const docFiles = [...currentFiles, ...decisionFiles];
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
/** The deploy files (compose, nginx, the env example, the scripts): they hold settings of their own, like `SERVER_NAME`. */
const deployFiles = repoFiles.filter((file) => file.startsWith("deploy/") && !file.endsWith(".md"));
const deployText = deployFiles.map(read).join("\n");
const runbookText = read("deploy/RUNBOOK.md");
/** The settings the app validates at start-up (`app/config/env.server.ts`), by name. */
const schemaSource = read("app/config/env.server.ts");
const schemaSettings = [...schemaSource.matchAll(/^ {4}([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1] ?? "");
/** A setting: one of the schema's, one the code reads from the environment by itself (`APP_VERSION`), or a deploy file's. */
const readsEnvironment = (name: string) => new RegExp(`process\\.env\\.${name}\\b|process\\.env\\[["']${name}["']\\]`).test(sourceText);
const isSetting = (name: string) => schemaSettings.includes(name) || readsEnvironment(name) || hasWord(deployText, name);
const scripts = (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts;

/** Where the docs' paths may start: the repository's own folders (build output and `../shared` are not here to check). */
const ROOTED = /^(app|server|tests|scripts|deploy|demo|docs|bench|public|\.ci)\//;

/**
 * Whether a path the docs name holds: a placeholder (`app/i18n/ru/<ns>.ts`, `app/routes/*`) stands for files in the
 * folder before it; a file the runbook has the reader copy from one that exists (`cp deploy/env.example deploy/.env`)
 * counts, and so does a folder of the host that compose mounts, made at the first `up` (`deploy/backups/`: `./backups`),
 * and an output folder .gitignore keeps out of the repository (`bench/results/`: a clean clone has none until a run).
 */
const compose = read("deploy/compose.yaml");
const outputFolders = read(".gitignore")
  .split("\n")
  .filter((line) => line.endsWith("/"))
  .map((line) => line.slice(0, -1));
function pathHolds(span: string): { existing: string; holds: boolean } {
  const fixed = span.split("/").filter(Boolean);
  const cut = fixed.findIndex((part) => /[<*{…]/.test(part));
  const existing = (cut === -1 ? fixed : fixed.slice(0, cut)).join("/");
  const mounted = existing.startsWith("deploy/") && compose.includes(`./${existing.slice("deploy/".length)}}:`);
  const copied = [...runbookText.matchAll(/`cp (\S+) (\S+)`/g)].some((match) => match[2] === existing && existsSync(path.join(root, match[1] ?? "")));
  const isOutput = outputFolders.some((folder) => existing === folder || existing.startsWith(`${folder}/`));
  return { existing, holds: existsSync(path.join(root, existing)) || mounted || copied || isOutput };
}

describe("paths the docs name", () => {
  const rooted = spans.filter(({ span }) => ROOTED.test(span) && !/\s/.test(span));

  it.each(rooted.map(({ file, span }) => [span, file]))("%s (%s) exists", (span) => {
    const { existing, holds } = pathHolds(span);
    expect(holds, `${existing} does not exist`).toBe(true);
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

  // Or a setting of the deploy files alone (`SERVER_NAME`, `BACKUP_KEEP`), which the guides name too.
  it.each(constants)("%s appears in the code or the deploy files", (name) => {
    for (const part of name.split(".")) expect(hasWord(sourceText, part) || hasWord(deployText, part), part).toBe(true);
  });

  // Tables, columns, constraints and extensions written in snake_case: `specialist_profile.account_type`, `pg_trgm`.
  const schemaFolder = "app/adapters/db/schema";
  const schema = readdirSync(path.join(root, schemaFolder))
    .map((file) => read(`${schemaFolder}/${file}`))
    .join("\n");
  const tables = new Set([...schema.matchAll(/pgTable\(\s*"([a-z_]+)"/g)].map((match) => match[1]));
  const snake = [...new Set(spans.map(({ span }) => span).filter((span) => /^[a-z][a-z0-9]*_[a-z0-9_]*(\.[a-z_]+)?$|^[a-z]+\.[a-z]+_[a-z_]+$/.test(span)))];

  it.each(snake)("%s exists", (name) => {
    const [table, column] = name.split(".");
    if (column !== undefined && table !== undefined) {
      expect(tables.has(table), `table ${table}`).toBe(true);
      expect(schema.includes(`"${column}"`), `column ${column}`).toBe(true);
    } else {
      // A program the deploy scripts run (`pg_dump`, `pg_restore`) counts too.
      expect(hasWord(sourceText, name) || hasWord(deployText, name)).toBe(true);
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
    Prettier: "prettier",
    Lighthouse: "lighthouse",
  };
  // "React 19", "TypeScript 6.0", "Prettier 3.10.1" in the pages that describe the current stack (a later decision
  // may tell of a version it left): the declared version starts with the stated one.
  const stated = docs
    .filter(({ file }) => currentFiles.includes(file) || file === "docs/decisions/001-stack.md")
    .flatMap(({ file, text }) =>
      [...text.matchAll(/\b(React Router|React|Vite|Express|TypeScript|Tailwind CSS|Node|Prettier|Lighthouse) (\d+(?:\.\d+){0,2})\b/g)].map((match) => ({
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

describe("npm scripts the docs run", () => {
  // `npm run bench lighthouse`, `npm run user:role -- …`, `npm start`, `npm test` in any page, the runbook's included.
  const pages = [...docs, { file: "deploy/RUNBOOK.md", text: runbookText }];
  const named = [
    ...new Set(pages.flatMap(({ text }) => [...text.matchAll(/\bnpm (?:run ([\w:-]+)|(start|test)\b)/g)].map((match) => match[1] ?? match[2] ?? ""))),
  ];

  it("finds some", () => {
    expect(named).toEqual(expect.arrayContaining(["start", "test", "bench", "db:migrate"]));
  });

  it.each(named)("npm run %s is a script of package.json", (name) => expect(scripts[name]).toBeDefined());
});

describe("the settings the docs give", () => {
  const configuration = read("docs/configuration.md");
  /** The variables a table of a page names in its rows' first cell: "| `S3_ENDPOINT`, `S3_BUCKET` | …". */
  const tableVariables = (text: string) =>
    [...text.matchAll(/^\| ((?:`[A-Z][A-Z0-9_]+`(?:, )?)+) \|/gm)].flatMap((match) =>
      [...(match[1] ?? "").matchAll(/`([A-Z0-9_]+)`/g)].map((name) => name[1] ?? ""),
    );

  // Its own row, or for one kept only to name its replacement the replacement's "Replaces `DEMO_SPECIALISTS`".
  it("docs/configuration.md has a row for every setting of app/config/env.server.ts", () => {
    expect(schemaSettings.length).toBeGreaterThan(40);
    expect(schemaSettings.filter((name) => !tableVariables(configuration).includes(name) && !configuration.includes(`Replaces \`${name}\``))).toEqual([]);
  });

  // The configuration table and README's short one: each a setting of the schema, or read from the environment by the
  // code itself (`APP_VERSION`, `BACKUP_DIR`, the tests' `E2E_PORT`).
  const rows = [...new Set([...tableVariables(configuration), ...tableVariables(read("README.md"))])];
  it.each(rows)("the row %s names a variable the code reads", (name) => {
    expect(schemaSettings.includes(name) || readsEnvironment(name), name).toBe(true);
  });

  // `MIGRATE_ON_START=off`, `PAYMENTS_SANDBOX=on`, `S3_PUBLIC_URL=https://your.site/uploads` in README and the guides.
  const assigned = [
    ...new Set(
      docs
        .filter(({ file }) => currentFiles.includes(file))
        .flatMap(({ text }) => [...text.matchAll(/`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)=[^`\s]*`/g)].map((match) => match[1] ?? "")),
    ),
  ];
  it.each(assigned)("%s=… sets a setting of the app or the deploy files", (name) => expect(isSetting(name), name).toBe(true));
});

describe("links and sections the docs and comments point to", () => {
  /** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
  const anchorOf = (heading: string) =>
    heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
  const headingsOf = (file: string) => [...read(file).matchAll(/^#{1,6} (.+)$/gm)].map((match) => (match[1] ?? "").trim());

  // [docs/operating.md](docs/operating.md), [deploying.md](deploying.md#production-mode): the file, and its heading.
  const links = docs
    .filter(({ file }) => currentFiles.includes(file))
    .flatMap(({ file, text }) =>
      [...text.matchAll(/\]\(([^)\s]+)\)/g)]
        .map((match) => match[1] ?? "")
        .filter((target) => !/^[a-z]+:/.test(target))
        .map((target) => ({ file, target })),
    );

  it("finds some", () => {
    expect(links.length).toBeGreaterThan(10);
  });

  it.each(links.map(({ file, target }) => [target, file]))("%s (%s) leads somewhere", (target, file) => {
    const [relative = "", anchor] = target.split("#");
    const linked = relative === "" ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), relative));
    expect(existsSync(path.join(root, linked)), linked).toBe(true);
    if (anchor !== undefined) expect(headingsOf(linked).map(anchorOf), `#${anchor} in ${linked}`).toContain(anchor);
  });

  // `README "Demo content"`, `docs/deploying.md "Behind nginx"`, `deploy/RUNBOOK.md, "The database's two roles"` in
  // the code's comments, the deploy files and the docs: the page has a heading that starts so.
  const PAGES: Record<string, string> = { README: "README.md", RUNBOOK: "deploy/RUNBOOK.md", "deploy/RUNBOOK": "deploy/RUNBOOK.md" };
  const referring = [
    ...sourceFiles.map((file) => ({ file, text: read(file) })),
    ...deployFiles.map((file) => ({ file, text: read(file) })),
    ...docs,
    { file: "deploy/RUNBOOK.md", text: runbookText },
  ];
  const references = referring.flatMap(({ file, text }) =>
    [...text.matchAll(/(?<![\w/.-])(README(?:\.md)?|docs\/[\w-]+\.md|(?:deploy\/)?RUNBOOK(?:\.md)?),? "([^"\n]+)"/g)].map((match) => {
      const name = (match[1] ?? "").replace(/\.md$/, "");
      return { file, page: PAGES[name] ?? `${name}.md`, section: match[2] ?? "" };
    }),
  );

  it("finds some", () => {
    expect(references.length).toBeGreaterThan(10);
  });

  it.each(references.map(({ file, page, section }) => [page, section, file]))('%s "%s" (%s) is a section of it', (page, section) => {
    expect(existsSync(path.join(root, page)), page).toBe(true);
    expect(
      headingsOf(page).some((heading) => heading.startsWith(section)),
      `no heading "${section}" in ${page}`,
    ).toBe(true);
  });
});

describe("deploy/RUNBOOK.md", () => {
  // The runbook is followed command by command by someone new (issue 25): what it names must exist where it says.
  const runbook = runbookText;
  const runbookSpans = [...runbook.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? "");
  const dockerfile = read("deploy/Dockerfile");

  it.each(runbookSpans.filter((span) => ROOTED.test(span) && !/\s/.test(span)))("the path %s exists", (span) => {
    const { existing, holds } = pathHolds(span);
    expect(holds, existing).toBe(true);
  });

  // `AUTH_SECRET`, `MIGRATE_ON_START=off`, `CONTRACT_MIGRATIONS`: a setting the app reads, one of the deploy files', or a
  // name in the code.
  const settings = [...new Set(runbookSpans.map((span) => /^([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)(?:=\S*)?$/.exec(span)?.[1]).filter((name) => name !== undefined))];
  it.each(settings)("%s is a setting of the app or the deploy files, or a name in the code", (name) => {
    expect(hasWord(schemaSource, name) || hasWord(deployText, name) || hasWord(sourceText, name), name).toBe(true);
  });

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
