import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";

// The suite runs on the production build; this checks what that build loads at start. The demo
// accounts' published password (and the demo data around it) must stay out of the server's main
// bundle: a production server loads that chunk only when DEMO_CONTENT=on (README "Production mode").
const serverBuild = path.resolve(import.meta.dirname, "../../build/server");
const DEMO_PASSWORD = "zvuk-demo-2026";

test("the server's main bundle holds no demo password or demo rows; a chunk loaded on demand does", async () => {
  test.skip(test.info().project.name !== "desktop", "the build is the same for every viewport");
  const main = await readFile(path.join(serverBuild, "index.js"), "utf8");
  expect(main).not.toContain(DEMO_PASSWORD);
  // A demo specialist's e-mail domain and a demo job's company stand for the demo rows.
  expect(main).not.toContain("@demo.zvuk-rabota.ru");
  expect(main).not.toContain("Подкаст-студия «Длинные волны»");

  const files = await readdir(serverBuild, { recursive: true });
  const chunks = await Promise.all(files.filter((file) => file.endsWith(".js") && file !== "index.js").map((file) => readFile(path.join(serverBuild, file), "utf8")));
  expect(chunks.some((chunk) => chunk.includes(DEMO_PASSWORD))).toBe(true);
});
