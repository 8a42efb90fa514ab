import { readdirSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { createRequestListener } from "@remix-run/node-fetch-server";
import compression from "compression";
import express, { type RequestHandler } from "express";
import type { createPageHandler } from "./page-handler.ts";
import { setClientIp } from "./client-ip.ts";
import { trackRequest } from "./request-log.ts";
import { BASE_SECURITY_HEADERS } from "./security-headers.ts";

export interface ServerOptions {
  projectRoot: string;
  /** Behind a reverse proxy: client address and protocol from X-Forwarded-*. */
  isBehindProxy: boolean;
  pages: ReturnType<typeof createPageHandler>;
  /** Vite's middleware in development; production serves the built client files. */
  devMiddleware?: RequestHandler;
}

/** Cached anonymous pages are answered before Express; everything else goes through it. */
export function createHttpServer(options: ServerOptions): Server {
  const app = createApp(options);
  return createServer((request, response) => {
    trackRequest(request, response);
    setClientIp(request, options.isBehindProxy);
    if (!options.pages.serveCached(request, response)) app(request, response);
  });
}

function createApp({ projectRoot, isBehindProxy, pages, devMiddleware }: ServerOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", isBehindProxy);
  app.use((_request, response, next) => {
    response.set(BASE_SECURITY_HEADERS);
    next();
  });
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
  app.all("/{*path}", createRequestListener(pages.handlePage));
  return app;
}
