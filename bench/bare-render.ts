// Child process of the benchmark: a bare React Router render of the app's own route tree, as the baseline of a
// signed-in render (issue 26). It serves the production build (build/server/index.js: the same routes, middleware,
// meta, components and entry.server) through React Router's request handler on a plain node:http server, but every
// loader answers at once with the data the app's own loader gave for that page: a signed-in `.data` request to the
// running app, decoded once at start. What the app spends beyond this is its own work per request (session, queries,
// Express, headers, logging), which the two CPU figures side by side show.
// The parent sends { host, appOrigin, cookie, paths } over IPC; this answers with the port it listens on.
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestListener } from "@remix-run/node-fetch-server";
import { createRequestHandler, UNSAFE_decodeViaTurboStream as decodeViaTurboStream, type ServerBuild } from "react-router";

interface BareRenderConfig {
  host: string;
  appOrigin: string;
  /** The signed-in session cookie the app's loaders read the data with. */
  cookie: string;
  paths: string[];
}

type RouteResults = Record<string, { data?: unknown; error?: unknown }>;
type LoaderArgs = { request: Request };

/** React Router's single-fetch URL of a page: `/` → `/_.data`, `/job/1?x` → `/job/1.data?x`. */
function dataUrl(appOrigin: string, pagePath: string): URL {
  const url = new URL(pagePath, appOrigin);
  url.pathname = url.pathname === "/" ? "/_.data" : `${url.pathname.replace(/\/$/, "")}.data`;
  return url;
}

const pageKey = (url: URL) => `${url.pathname}${url.search}`;

/** Every route's loader result for one page, as the app's loaders gave it to the signed-in visitor. */
async function routeResultsOf(config: BareRenderConfig, pagePath: string): Promise<RouteResults> {
  const response = await fetch(dataUrl(config.appOrigin, pagePath), { headers: { cookie: config.cookie } });
  if (!response.ok || !response.body) throw new Error(`${pagePath}.data answered ${response.status}`);
  const decoded = await decodeViaTurboStream(response.body, globalThis);
  await decoded.done;
  return decoded.value as RouteResults;
}

async function serveBareRender(config: BareRenderConfig): Promise<void> {
  const pages = new Map<string, RouteResults>();
  for (const pagePath of config.paths) pages.set(pageKey(new URL(pagePath, config.appOrigin)), await routeResultsOf(config, pagePath));

  const buildFile = path.resolve(import.meta.dirname, "../build/server/index.js");
  const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      if (!route?.module.loader) return [id, route];
      const loader = ({ request }: LoaderArgs) => {
        const result = pages.get(pageKey(new URL(request.url)))?.[id];
        if (!result) throw new Response(null, { status: 404 });
        if ("error" in result) throw result.error;
        return result.data;
      };
      return [id, { ...route, module: { ...route.module, loader } }];
    }),
  );
  const handler = createRequestHandler({ ...build, routes } as ServerBuild, "production");
  const entry = build.entry.module as unknown as { createLoadContext(info: { nonce: string; requestId: string }): unknown };
  const server = http.createServer(
    createRequestListener((request) => handler(request, entry.createLoadContext({ nonce: "bare", requestId: "" }) as never), {
      host: new URL(config.appOrigin).host,
    }),
  );
  server.listen(0, config.host, () => {
    const address = server.address();
    process.send?.({ port: typeof address === "object" && address ? address.port : 0 });
  });
}
process.once("message", (config: BareRenderConfig) => void serveBareRender(config));

// The parent is gone (or done with us): stop.
process.once("disconnect", () => process.exit(0));
process.once("SIGTERM", () => process.exit(0));
