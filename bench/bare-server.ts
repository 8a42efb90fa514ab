// Child process of the benchmark: the fastest plausible Node server for one page, as the baseline.
// The parent sends the page over IPC; this answers with the port it listens on.
import http from "node:http";

interface BareConfig {
  host: string;
  status: number;
  contentType: string;
  /** Base64 of the exact response bytes. */
  body: string;
}

process.once("message", (message: BareConfig) => {
  const body = Buffer.from(message.body, "base64");
  const headers = { "Content-Type": message.contentType, "Content-Length": String(body.length) };
  const server = http.createServer((_request, response) => {
    response.writeHead(message.status, headers);
    response.end(body);
  });
  server.listen(0, message.host, () => {
    const address = server.address();
    process.send?.({ port: typeof address === "object" && address ? address.port : 0 });
  });
});

// The parent is gone (or done with us): stop.
process.once("disconnect", () => process.exit(0));
process.once("SIGTERM", () => process.exit(0));
