// A multi-process server for server/workers.test.ts: each worker answers with its pid.
import cluster from "node:cluster";
import { createServer } from "node:http";
import { pino } from "pino";
import { startWorkers, WORKER_READY } from "../../server/workers.ts";

if (cluster.isPrimary) {
  try {
    await startWorkers(Number(process.env.WORKERS), pino({ level: "silent" }));
    process.send?.("listening");
  } catch {
    process.exit(1);
  }
} else if (process.env.BROKEN_WORKER === "on") {
  process.exit(3);
} else {
  const server = createServer((_request, response) => response.end(String(process.pid))).listen(Number(process.env.PORT), "127.0.0.1", () =>
    process.send?.(WORKER_READY),
  );
  process.once("SIGTERM", () => server.close(() => process.exit(0)));
}
