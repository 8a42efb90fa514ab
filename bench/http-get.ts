import http from "node:http";
import https from "node:https";

export interface HttpResult {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * One plain GET on a fresh connection, exactly as the server sends it: no Accept-Encoding (so nothing
 * is compressed), no cookies unless given, and no keep-alive socket left behind in this process. An https URL is the
 * bench's own loopback proxy (lighthouse-site.ts): its self-signed certificate is accepted.
 */
export function httpGet(url: string, { headers = {}, timeoutMs = 10_000 }: { headers?: Record<string, string>; timeoutMs?: number } = {}): Promise<HttpResult> {
  return new Promise((resolve, reject) => {
    const get = url.startsWith("https:") ? https.get : http.get;
    const request = get(url, { agent: false, headers, timeout: timeoutMs, rejectUnauthorized: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error(`GET ${url}: no answer within ${timeoutMs} ms`)));
    request.on("error", reject);
  });
}

export function headerText(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join(", ") : (value ?? "");
}
