import { defineConfig } from "@playwright/test";
import { e2ePort } from "./tests/e2e/e2e-server";

const port = e2ePort;
const baseURL = `http://127.0.0.1:${port}`;

// Debian's Chromium (no browser download is possible here), with the flags this closed network needs.
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  // Generous: axe and password hashing are slow on a busy 2-core machine; a hung test still fails.
  timeout: 60_000,
  use: {
    baseURL,
    locale: "ru-RU",
    reducedMotion: "reduce",
    trace: "retain-on-failure",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs },
  },
  projects: [
    { name: "desktop", use: { viewport: { width: 1366, height: 900 } } },
    { name: "phone", use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  ],
  webServer: {
    command: "node tests/e2e/start-server.ts",
    url: `${baseURL}/healthz`,
    // TRUST_PROXY: each test sends its own X-Forwarded-For (tests/e2e/fixtures.ts), so the per-address
    // sign-in rate limits treat tests as the different visitors they stand for.
    env: { PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", TRUST_PROXY: "on" },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
