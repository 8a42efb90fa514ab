import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Every variable the app's configuration reads (app/config/env.server.ts) can be passed by an operator of the compose
// set-up: deploy/compose.yaml hands it to the instances (a fixed value of the set-up, or `${NAME:-}` from deploy/.env),
// and deploy/env.example names each one the operator sets. A variable added to the schema and not here fails this.
const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const schemaSource = read("app/config/env.server.ts");
const schemaVariables = [...schemaSource.slice(schemaSource.indexOf("const envSchema")).matchAll(/^ {4}([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1] ?? "");

/** Not an operator's: the image sets them (Dockerfile), tests point them at local fakes, or start-up refuses it. */
const NOT_OPERATORS: Record<string, string> = {
  NODE_ENV: "the Dockerfile sets production",
  PORT: "the app listens on its default port, 3000, inside the container",
  HOST: "the default, every interface, inside the container",
  DATA_DIR: "the default ./data inside the container (the embedded database is not used with PostgreSQL)",
  SHEETS_BASE_URL: "tests' fake Sheets API",
  GOOGLE_DISCOVERY_URL: "tests' local OpenID provider",
  YOOKASSA_BASE_URL: "tests' fake YooKassa",
  TELEGRAM_API_URL: "tests' fake Bot API",
  DEMO_SPECIALISTS: "retired: start-up names its replacement",
};

describe("the compose set-up passes every variable the app reads", () => {
  const compose = read("deploy/compose.yaml");
  const example = read("deploy/env.example");
  it("finds the schema's variables", () => expect(schemaVariables.length).toBeGreaterThan(30));

  it.each(schemaVariables.filter((name) => !(name in NOT_OPERATORS)))(
    "%s is in deploy/compose.yaml, and in deploy/env.example when the operator sets it",
    (name) => {
      const line = new RegExp(`^\\s+${name}: (.*)$`, "m").exec(compose);
      expect(line, `${name} in compose.yaml`).not.toBeNull();
      if (line?.[1]?.includes(`\${${name}`)) expect(example, `${name} in env.example`).toMatch(new RegExp(`^${name}=`, "m"));
    },
  );
});
