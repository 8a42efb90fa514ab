import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import Negotiator from "negotiator";
import { hasSessionCookie } from "../app/adapters/auth/session-cookie.server.ts";

/**
 * A short-lived, bounded, in-process cache of anonymous page renders (documents and their .data twins),
 * keyed by path and query (the path carries the language). Concurrent misses of one key share one
 * render, and compressed variants are made once per entry, so a hit costs little more than a write.
 * Each entry keeps the CSP nonce of the render that made it (see docs/decisions/005-render-cache.md).
 */
export interface CachedPage {
  status: number;
  /** The route pattern that rendered it: a hit is counted under it, like the render (server/page-handler.ts). */
  route: string;
  headers: Record<string, string>;
  body: Buffer;
  encoded: Partial<Record<ContentEncoding, Buffer>>;
  storedAt: number;
}

export type ContentEncoding = "br" | "gzip";

/** A render's answer and the route pattern that made it. */
export interface Rendered {
  response: Response;
  route: string;
}

export interface RenderCacheOptions {
  ttlMs: number;
  maxEntries: number;
  maxBodyBytes: number;
  now?: () => number;
}

const CACHEABLE_TYPES = /^(text\/html|text\/x-script)/;
const UNSTORED_HEADERS = new Set(["content-length", "transfer-encoding", "connection", "date", "keep-alive", "x-request-id"]);

export class RenderCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly inflight = new Map<string, Promise<CachedPage | null>>();
  private readonly options: Required<RenderCacheOptions>;
  /** Bumped by clear(): a render begun before it is answered but not kept, since it may show what changed. */
  private generation = 0;

  constructor(options: RenderCacheOptions) {
    this.options = { now: Date.now, ...options };
  }

  /** Only anonymous GETs are shared: a request with a session cookie always renders for itself. */
  static isShareable(method: string, cookie: string | null | undefined): boolean {
    return method === "GET" && !hasSessionCookie(cookie);
  }

  /** Path and query, normalised the same way for Node's raw URL and a Fetch Request's URL. */
  static keyOf(url: string): string {
    const parsed = new URL(url, "http://cache.local");
    return `${parsed.pathname}${parsed.search}`;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): CachedPage | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (this.options.now() - entry.storedAt > this.options.ttlMs) {
      this.entries.delete(key);
      return null;
    }
    // Re-insert so the Map's order is least recently used first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** The body in the given encoding, compressed on first use and kept with the entry. */
  static bodyFor(page: CachedPage, encoding: ContentEncoding | null): Buffer {
    if (!encoding) return page.body;
    page.encoded[encoding] ??=
      encoding === "br" ? brotliCompressSync(page.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(page.body, { level: 6 });
    return page.encoded[encoding];
  }

  /** Returns the cached page, or renders once for all concurrent callers and stores the result if it may be shared. */
  async getOrRender(key: string, render: () => Promise<Rendered>): Promise<CachedPage | Response> {
    const hit = this.get(key);
    if (hit) return hit;
    const pending = this.inflight.get(key);
    if (pending) {
      const shared = await pending;
      if (shared) return shared;
    }
    let passThrough: Response | undefined;
    const generation = this.generation;
    const rendering = render().then(async ({ response, route }) => {
      if (!this.isStorable(response)) {
        passThrough = response;
        return null;
      }
      const body = Buffer.from(await response.arrayBuffer());
      if (body.byteLength > this.options.maxBodyBytes) {
        passThrough = new Response(body, response);
        return null;
      }
      const headers: Record<string, string> = {};
      for (const [name, value] of response.headers) if (!UNSTORED_HEADERS.has(name)) headers[name] = value;
      const page: CachedPage = { status: response.status, route, headers, body, encoded: {}, storedAt: this.options.now() };
      if (generation === this.generation) this.store(key, page);
      return page;
    });
    this.inflight.set(key, rendering);
    try {
      return (await rendering) ?? (passThrough as Response);
    } finally {
      this.inflight.delete(key);
    }
  }

  /** Forgets every page (the data behind them changed); renders under way are not kept either. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.inflight.clear();
  }

  private isStorable(response: Response): boolean {
    const cacheControl = response.headers.get("cache-control") ?? "";
    return (
      response.status === 200 &&
      CACHEABLE_TYPES.test(response.headers.get("content-type") ?? "") &&
      !response.headers.has("set-cookie") &&
      !/no-store|private/.test(cacheControl)
    );
  }

  private store(key: string, page: CachedPage): void {
    this.entries.set(key, page);
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

const ENCODINGS = ["br", "gzip", "identity"];
const PREFERRED = ["br", "gzip"];

/**
 * The encoding a cached page is sent in, negotiated as the compression middleware does for every other answer (the
 * same `negotiator`, the same order): the client's q-values first ("br;q=0" refuses brotli), brotli before gzip when
 * it takes both alike; none (identity) when it takes neither, and when it refuses everything ("*;q=0").
 */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  const encoding = new Negotiator({ headers: { "accept-encoding": acceptEncoding } }).encoding(ENCODINGS, PREFERRED);
  return encoding === "br" || encoding === "gzip" ? encoding : null;
}
