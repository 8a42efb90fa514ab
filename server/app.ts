import { readdirSync } from "node:fs";
import { createServer, type Server, type ServerResponse } from "node:http";
import path from "node:path";
import { createRequestListener } from "@remix-run/node-fetch-server";
import compression from "compression";
import express, { type RequestHandler } from "express";
import type { TrustProxy } from "../app/config/trust-proxy.ts";
import { limitBodies } from "./body-limit.ts";
import type { createPageHandler } from "./page-handler.ts";
import { compileTrust, isFromTrustedProxy, setClientIp } from "./client-ip.ts";
import { answerMetrics } from "./metrics-endpoint.ts";
import { refuseUnsupportedMethod } from "./method-guard.ts";
import type { Probes } from "./probes.ts";
import { trackRequest } from "./request-log.ts";
import { securityHeadersFor } from "./security-headers.ts";

/** How long the server keeps an idle keep-alive connection open: above any proxy's upstream keep-alive timeout. */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export interface ServerOptions {
  projectRoot: string;
  /** The site's origin from configuration (app/config/site-origin.ts): every request's URL is built on it. */
  origin: string;
  /** The proxies whose X-Forwarded-For entries count for the client's address (TRUST_PROXY). */
  trustProxy: TrustProxy;
  pages: ReturnType<typeof createPageHandler>;
  /** /livez, readiness while starting or draining, and requests held until the services have started (probes.ts). */
  probes?: Probes;
  /** METRICS_TOKEN: /metrics answers only with it (metrics-endpoint.ts). */
  metricsToken?: string;
  /** Vite's middleware in development; production serves the built client files. */
  devMiddleware?: RequestHandler;
}

/**
 * Cached anonymous pages are answered before Express; everything else goes through it. The Fetch
 * request's URL takes its protocol and host from the configured origin, never from Host or
 * X-Forwarded-* headers: behind a TLS proxy it is https as the browser's Origin is, and a forged Host
 * decides no link, no canonical URL and no cached page (docs/decisions/012).
 */
export function createHttpServer(options: ServerOptions): Server {
  const trust = compileTrust(options.trustProxy);
  const headers = Object.entries(securityHeadersFor(options.origin));
  const app = createApp(options, trust);
  // Answers under way, so that those not yet begun when draining starts say `Connection: close` too (shutdown.ts).
  const underWay = new Set<ServerResponse>();
  options.probes?.onDraining(() => {
    for (const response of underWay) if (!response.headersSent) response.setHeader("Connection", "close");
  });
  const server = createServer((request, response) => {
    trackRequest(request, response, (incoming) => isFromTrustedProxy(incoming, trust));
    if (options.probes) {
      underWay.add(response);
      response.once("close", () => underWay.delete(response));
    }
    setClientIp(request, trust);
    for (const [name, value] of headers) response.setHeader(name, value);
    if (refuseUnsupportedMethod(request, response)) return;
    // Draining (server/shutdown.ts): the connection closes after this answer, so the proxy never reuses it.
    if (options.probes?.isDraining) response.setHeader("Connection", "close");
    if (options.probes?.answer(request, response)) return;
    if (answerMetrics(request, response, options.metricsToken)) return;
    const serve = () => {
      if (!options.pages.serveCached(request, response)) app(request, response);
    };
    if (options.probes) options.probes.afterStart(response, serve);
    else serve();
  });
  // An idle connection is closed by the proxy, never first by the server (whose default, 5 s, is shorter than nginx's
  // upstream keep-alive): a request the proxy sends on a connection the server is closing fails, and a POST is not retried.
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  return server;
}

function createApp({ projectRoot, origin, pages, devMiddleware }: ServerOptions, trust: ReturnType<typeof compileTrust>) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trust);
  app.use(compression());
  if (devMiddleware) {
    app.use(devMiddleware);
  } else {
    const client = path.join(projectRoot, "build/client");
    // Fingerprinted by Vite: safe to keep for a year.
    app.use("/assets", express.static(path.join(client, "assets"), { immutable: true, maxAge: "1y", fallthrough: false }));
    // Only a path under one of the client folder's own entries can name a file: a page request never stats the disk.
    const entries = new Set(readdirSync(client));
    const serveFile = express.static(client, { maxAge: "1h", index: false });
    app.use((request, response, next) => (entries.has(request.path.split("/")[1] ?? "") ? serveFile(request, response, next) : next()));
  }
  const { protocol, host } = new URL(origin);
  app.all("/{*path}", createRequestListener(limitBodies(pages.handlePage), { protocol, host }));
  return app;
}
