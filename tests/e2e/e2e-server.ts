import path from "node:path";

/** The port of the end-to-end server; each port gets its own data directory, so parallel runs never share one. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3310);

export const e2eDataDir = path.resolve(import.meta.dirname, `../../test-results/e2e-data-${e2ePort}`);

/** The same site behind nginx terminating TLS (tests/e2e/start-tls-proxy.ts): nginx's port, and the app instance's behind it. */
export const tlsProxyPort = e2ePort + 1;
export const tlsAppPort = e2ePort + 2;
export const tlsWorkDir = path.resolve(import.meta.dirname, `../../test-results/e2e-tls-${e2ePort}`);
/** Addresses on loopback: nginx connects to the app from the first; the browser's side is 127.0.0.1, untrusted. */
export const TLS_ADDRESSES = { proxy: "127.0.0.2", allowedNotificationSender: "127.0.0.4" } as const;
