import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A loopback stand-in for the Google Sheets values API (GET /v4/spreadsheets/{id}/values/{range}?key=…),
 * answering with the real JSON shapes: `{ range, majorDimension, values }` and `{ error: { code, message, status } }`.
 */
type FakeReply =
  | { values: unknown[][] }
  /** 200 without a `values` field: what Google answers for an empty range. */
  | { noValues: true }
  | { status: number; message?: string; retryAfter?: string }
  /** Holds the answer back, e.g. longer than the client's timeout. */
  | { delayMs: number; then: FakeReply };

interface RecordedRequest {
  path: string;
  spreadsheetId: string;
  range: string;
  key: string | null;
}

export interface FakeSheetsServer {
  baseUrl: string;
  requests: RecordedRequest[];
  /** The standing answer for a spreadsheet. Unknown spreadsheets get Google's 404. */
  setSheet(spreadsheetId: string, reply: FakeReply): void;
  /** One-shot answers, served in order before the standing one. */
  queue(spreadsheetId: string, ...replies: FakeReply[]): void;
  reset(): void;
  close(): Promise<void>;
}

const GOOGLE_STATUS: Record<number, [status: string, message: string]> = {
  400: ["INVALID_ARGUMENT", "Unable to parse range: Sheet1!A2:Q"],
  403: ["PERMISSION_DENIED", "The caller does not have permission"],
  404: ["NOT_FOUND", "Requested entity was not found."],
  429: ["RESOURCE_EXHAUSTED", "Quota exceeded for quota metric 'Read requests' and limit 'Read requests per minute per user'."],
  500: ["INTERNAL", "Internal error encountered."],
  503: ["UNAVAILABLE", "The service is currently unavailable."],
};

export async function startFakeSheetsServer(options: { apiKey?: string } = {}): Promise<FakeSheetsServer> {
  const standing = new Map<string, FakeReply>();
  const queued = new Map<string, FakeReply[]>();
  const requests: RecordedRequest[] = [];

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const match = /^\/v4\/spreadsheets\/([^/]+)\/values\/([^/]+)$/.exec(url.pathname);
    if (request.method !== "GET" || !match) return void reply(response, { status: 404, message: "Not Found" }, "");
    const spreadsheetId = decodeURIComponent(match[1] ?? "");
    const range = decodeURIComponent(match[2] ?? "");
    const key = url.searchParams.get("key");
    requests.push({ path: url.pathname, spreadsheetId, range, key });
    if (options.apiKey !== undefined && key !== options.apiKey) {
      return void reply(response, { status: 400, message: "API key not valid. Please pass a valid API key." }, range);
    }
    const next = queued.get(spreadsheetId)?.shift() ?? standing.get(spreadsheetId) ?? { status: 404 };
    void reply(response, next, range, request);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    setSheet: (spreadsheetId, answer) => void standing.set(spreadsheetId, answer),
    queue: (spreadsheetId, ...answers) => void queued.set(spreadsheetId, [...(queued.get(spreadsheetId) ?? []), ...answers]),
    reset() {
      standing.clear();
      queued.clear();
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function reply(response: ServerResponse, answer: FakeReply, range: string, request?: IncomingMessage): Promise<void> {
  if ("delayMs" in answer) {
    await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    // The client may have given up meanwhile; writing to a closed socket is not an error here.
    if (request?.destroyed || response.destroyed) return;
    return reply(response, answer.then, range, request);
  }
  if ("values" in answer) return send(response, 200, { range, majorDimension: "ROWS", values: answer.values });
  if ("noValues" in answer) return send(response, 200, { range, majorDimension: "ROWS" });
  const [status, message] = GOOGLE_STATUS[answer.status] ?? ["UNKNOWN", "Unknown error."];
  if (answer.retryAfter !== undefined) response.setHeader("retry-after", answer.retryAfter);
  send(response, answer.status, { error: { code: answer.status, message: answer.message ?? message, status } });
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json; charset=UTF-8" });
  response.end(JSON.stringify(body));
}
