import path from "node:path";

/** The port of the end-to-end server; each port gets its own data directory, so parallel runs never share one. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3310);

export const e2eDataDir = path.resolve(import.meta.dirname, `../../test-results/e2e-data-${e2ePort}`);

/**
 * The same site as deployed (tests/e2e/start-tls-proxy.ts): nginx terminating TLS on `tlsProxyPort`, in front of three
 * instances on PostgreSQL (one on the embedded database when no TEST_DATABASE_URL is set), on `tlsAppPorts`; the
 * starter takes restart and kill orders on `topologyControlPort`.
 */
export const tlsProxyPort = e2ePort + 1;
export const tlsInstanceCount = process.env.TEST_DATABASE_URL ? 3 : 1;
export const tlsAppPorts = Array.from({ length: tlsInstanceCount }, (_, index) => e2ePort + 2 + index);
export const topologyControlPort = e2ePort + 5;
/** nginx's fail_timeout per instance (deploy/nginx/zvuk-rabota.conf): an instance seen refusing is skipped this long. */
export const NGINX_FAIL_TIMEOUT_S = 2;
/** What the instances' /metrics asks its scraper for (METRICS_TOKEN). */
export const METRICS_TOKEN = "e2e-metrics-token-0123456789";
/** nginx's plain-http server (port 80 in production): ACME challenges from a webroot, a redirect to https for the rest. */
export const tlsHttpPort = e2ePort + 6;
/** The PostgreSQL database the instances share, when there is a server. */
export const tlsDatabaseName = `e2e_tls_${tlsProxyPort}`;
export const tlsWorkDir = path.resolve(import.meta.dirname, `../../test-results/e2e-tls-${e2ePort}`);
/** Addresses on loopback: nginx connects to the app from the first; the browser's side is 127.0.0.1, untrusted. */
export const TLS_ADDRESSES = { proxy: "127.0.0.2", allowedNotificationSender: "127.0.0.4" } as const;
/** The Telegram bot of the end-to-end server: a fake Bot API in the server's process (tests/fakes/telegram-bot-api.ts). */
export const E2E_TELEGRAM = { botUsername: "zvuk_rabota_e2e_bot", webhookSecret: "e2e-telegram-webhook-secret-0123" } as const;
