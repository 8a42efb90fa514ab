import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { deploySiteConfig, hasNginx, writeNginxConfig, writeSelfSignedCertificate } from "../scripts/deploy-proxy.ts";
import { freePort } from "../scripts/free-port.ts";
import { stopChild, track } from "./children.ts";
import { startAppServer, waitForHealthy } from "./servers.ts";

/**
 * The site as a visitor reaches it (docs/decisions/030): the production build in production mode behind nginx with
 * deploy/nginx/zvuk-rabota.conf — TLS and HTTP/2, the page and its ~25 modules on one connection. Lighthouse's
 * simulation models an HTTP/2 connection differently from six HTTP/1.1 ones (no new connections, no round trip per
 * file), so measuring the app's own plain HTTP/1.1 port would measure a set-up nobody is served by. Without nginx the
 * app is measured directly, and the report says so.
 */
export interface MeasuredSite {
  /** Where Lighthouse loads the pages. */
  origin: string;
  /** The app's own address, for finding the pages and rendering each once before it is measured. */
  appOrigin: string;
  /** How the pages are served, as the report prints it. */
  through: string;
  /** The protocol every document must arrive over; a run that saw another is flagged. */
  protocol: "h2" | "http/1.1";
  /** Chromium flags the set-up needs (accepting the self-signed certificate). */
  chromeFlags: string[];
  stop(): Promise<void>;
}

export async function startMeasuredSite(projectRoot: string, tempDir: string): Promise<MeasuredSite> {
  const dataDir = path.join(tempDir, "data");
  if (!hasNginx()) {
    const app = await startAppServer(projectRoot, dataDir, { env: { DEMO_CONTENT: "on" } });
    return {
      origin: app.origin,
      appOrigin: app.origin,
      through: "the app directly over HTTP/1.1 (nginx is not installed: apt-get install -y nginx)",
      protocol: "http/1.1",
      chromeFlags: [],
      stop: () => stopChild(app.child),
    };
  }
  const proxyPort = await freePort();
  const origin = `https://127.0.0.1:${proxyPort}`;
  // Production mode as deploy/env.example describes it; the sandbox checkout instead of YooKassa's credentials.
  const app = await startAppServer(projectRoot, dataDir, {
    env: {
      DEMO_CONTENT: "on",
      PUBLIC_URL: origin,
      AUTH_SECRET: "bench-lighthouse-secret-of-at-least-32-characters",
      TRUST_PROXY: "loopback",
      PAYMENTS_SANDBOX: "on",
    },
  });
  let nginx: ChildProcess | undefined;
  try {
    const work = path.join(tempDir, "nginx");
    const certificate = await writeSelfSignedCertificate(work);
    const site = await deploySiteConfig({
      appServers: [new URL(app.origin).host],
      listen: `127.0.0.1:${proxyPort}`,
      httpListen: `127.0.0.1:${await freePort()}`,
      publicUrl: origin,
      serverName: "127.0.0.1",
      ...certificate,
    });
    const config = await writeNginxConfig(work, site);
    nginx = track(spawn("nginx", ["-c", config, "-p", work], { stdio: "inherit" }));
    // The proxy answers the probes 404 (they are for the scheduler, not the public): a page through it instead.
    await waitForHealthy(`${origin}/robots.txt`, nginx);
  } catch (error) {
    if (nginx) await stopChild(nginx);
    await stopChild(app.child);
    throw error;
  }
  const proxy = nginx;
  return {
    origin,
    appOrigin: app.origin,
    through: "nginx with deploy/nginx/zvuk-rabota.conf (TLS, HTTP/2) in front of the app",
    protocol: "h2",
    chromeFlags: ["--ignore-certificate-errors"],
    stop: async () => {
      await stopChild(proxy);
      await stopChild(app.child);
    },
  };
}
