import { randomUUID } from "node:crypto";
import path from "node:path";
import { createRequestListener } from "@remix-run/node-fetch-server";
import compression from "compression";
import express, { type RequestHandler } from "express";
import { logger } from "../app/adapters/logger.server.ts";
import { BASE_SECURITY_HEADERS } from "./security-headers.ts";

export interface AppOptions {
  projectRoot: string;
  handlePage: (request: Request) => Promise<Response>;
  /** Vite's middleware in development; production serves the built client files. */
  devMiddleware?: RequestHandler;
}

export function createApp({ projectRoot, handlePage, devMiddleware }: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", process.env.TRUST_PROXY === "on");
  app.use(requestLog);
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
    app.use(express.static(client, { maxAge: "1h", index: false }));
  }
  app.all("/{*path}", createRequestListener(handlePage));
  return app;
}

/** One log line per request, with an id the page handler and error logs share. */
const requestLog: RequestHandler = (request, response, next) => {
  const requestId = randomUUID();
  request.headers["x-request-id"] = requestId;
  response.setHeader("X-Request-Id", requestId);
  const startedAt = process.hrtime.bigint();
  response.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - startedAt) / 1e6;
    logger.info({ requestId, method: request.method, url: request.originalUrl, status: response.statusCode, ms: Math.round(ms * 10) / 10 }, "request");
  });
  next();
};
