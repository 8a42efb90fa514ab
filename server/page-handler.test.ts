import type { ServerBuild } from "react-router";
import { describe, expect, it, vi } from "vitest";

// The React Router handler is replaced by one that echoes the nonce it was given, as the real document does.
vi.mock("react-router", () => ({
  createRequestHandler: () => async (request: Request, context: { nonce: string }) => {
    const isData = new URL(request.url).pathname.endsWith(".data");
    return new Response(isData ? "data" : `<script nonce="${context.nonce}">1</script><script nonce="${context.nonce}">2</script>`, {
      headers: { "content-type": isData ? "text/x-script" : "text/html" },
    });
  },
}));

const { createPageHandler } = await import("./page-handler.ts");

const build = { entry: { module: { createLoadContext: (info: { nonce: string }) => info } } } as unknown as ServerBuild;
const handler = createPageHandler({ getBuild: async () => build, mode: "production", isRenderCacheEnabled: true });

function nonceOf(response: Response): string {
  return /'nonce-([\w-]+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1] ?? "";
}

describe("page handler", () => {
  it("gives every document, cached or not, its own nonce in both the CSP header and the scripts", async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const response = await handler(new Request("http://localhost/about"));
      const nonce = nonceOf(response);
      expect(nonce).toMatch(/^[\w-]{22}$/);
      const body = await response.text();
      expect(body.match(/nonce="([\w-]+)"/g)).toEqual([`nonce="${nonce}"`, `nonce="${nonce}"`]);
      seen.add(nonce);
    }
    expect(seen.size).toBe(3);
  });

  it("marks shared pages cacheable by a CDN and signed-in pages private", async () => {
    const anonymous = await handler(new Request("http://localhost/"));
    expect(anonymous.headers.get("cache-control")).toMatch(/^public, .*s-maxage=5/);
    const signedIn = await handler(new Request("http://localhost/", { headers: { cookie: "better-auth.session_token=x" } }));
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
  });

  it("adds the CSP to documents only", async () => {
    const data = await handler(new Request("http://localhost/about.data"));
    expect(data.headers.has("content-security-policy")).toBe(false);
    expect(await data.text()).toBe("data");
  });
});
