/**
 * A short-lived, bounded, in-process cache of anonymous page renders (documents and their .data twins).
 * Keyed by path and query (the path carries the language). Concurrent misses of one key share one render.
 */
export interface CachedPage {
  status: number;
  headers: Array<[string, string]>;
  body: string;
  /** The CSP nonce written into the body; swapped for a fresh one on every hit. */
  nonce: string;
  storedAt: number;
}

export interface RenderCacheOptions {
  ttlMs: number;
  maxEntries: number;
  maxBodyBytes: number;
  now?: () => number;
}

const CACHEABLE_TYPES = /^(text\/html|text\/x-script)/;

export class RenderCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly inflight = new Map<string, Promise<CachedPage | null>>();
  private readonly options: Required<RenderCacheOptions>;

  constructor(options: RenderCacheOptions) {
    this.options = { now: Date.now, ...options };
  }

  /** Only anonymous GETs are shared: a request with a session cookie always renders for itself. */
  static isShareable(request: Request): boolean {
    if (request.method !== "GET") return false;
    const cookie = request.headers.get("cookie") ?? "";
    return !/(^|;\s*)[^=;]*session_token=/.test(cookie);
  }

  static keyOf(request: Request): string {
    const url = new URL(request.url);
    return `${url.pathname}${url.search}`;
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

  /** Returns the cached page, or renders once for all concurrent callers and stores the result if it may be shared. */
  async getOrRender(key: string, render: () => Promise<{ response: Response; nonce: string }>): Promise<CachedPage | Response> {
    const hit = this.get(key);
    if (hit) return hit;
    const pending = this.inflight.get(key);
    if (pending) {
      const shared = await pending;
      if (shared) return shared;
    }
    let passThrough: Response | undefined;
    const rendering = render().then(async ({ response, nonce }) => {
      if (!this.isStorable(response)) {
        passThrough = response;
        return null;
      }
      const body = await response.text();
      if (Buffer.byteLength(body) > this.options.maxBodyBytes) {
        passThrough = new Response(body, response);
        return null;
      }
      const page: CachedPage = { status: response.status, headers: [...response.headers], body, nonce, storedAt: this.options.now() };
      this.store(key, page);
      return page;
    });
    this.inflight.set(key, rendering);
    try {
      const page = await rendering;
      return page ?? (passThrough as Response);
    } finally {
      this.inflight.delete(key);
    }
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
