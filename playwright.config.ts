import { defineConfig } from "@playwright/test";
import { e2ePort, tlsProxyPort } from "./tests/e2e/e2e-server";

const port = e2ePort;
const baseURL = `http://127.0.0.1:${port}`;
const tlsOrigin = `https://127.0.0.1:${tlsProxyPort}`;

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
    trace: "on-first-retry",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs },
  },
  projects: [
    { name: "desktop", testIgnore: ["tls-proxy.spec.ts", "topology.spec.ts"], use: { viewport: { width: 1366, height: 900 } } },
    // Tests tagged @once check what no viewport changes (languages, 404s, timers, sitemaps): desktop runs them.
    {
      name: "phone",
      testIgnore: ["tls-proxy.spec.ts", "topology.spec.ts"],
      grepInvert: /@once/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    // The production set-up: nginx terminating TLS (deploy/nginx/zvuk-rabota.conf) before three instances in production mode on PostgreSQL.
    { name: "tls-proxy", testMatch: "tls-proxy.spec.ts", use: { baseURL: tlsOrigin, ignoreHTTPSErrors: true, viewport: { width: 1366, height: 900 } } },
    // The same set-up restarted and killed under load (docs/decisions/013): after the user flows above, never beside them.
    { name: "topology", testMatch: "topology.spec.ts", dependencies: ["tls-proxy"], use: { baseURL: tlsOrigin, ignoreHTTPSErrors: true } },
  ],
  webServer: [
    {
      command: "node tests/e2e/start-server.ts",
      url: `${baseURL}/healthz`,
      // TRUST_PROXY=loopback: each test sends its own X-Forwarded-For from 127.0.0.1 (tests/e2e/fixtures.ts), as a
      // proxy on loopback would, so the per-address sign-in rate limits treat tests as the different visitors they stand for.
      env: { PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", TRUST_PROXY: "loopback" },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: "node tests/e2e/start-tls-proxy.ts",
      // Through nginx, which answers the probes 404 (they are for the scheduler, not the public): a page instead; the
      // starter starts nginx once every instance is ready.
      url: `${tlsOrigin}/robots.txt`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      timeout: 120_000,
      // The starter stops nginx and the app, and drops its PostgreSQL database.
      gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    },
  ],
});
