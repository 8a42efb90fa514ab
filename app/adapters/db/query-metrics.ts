import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import { metrics, reportPool } from "../metrics.server.ts";

type Query = (...args: never[]) => unknown;

/** Wraps a client's `query` so each call's duration lands in db_query_duration_seconds (promise or callback style: pg's pool uses the latter). */
function timed<T extends Query>(query: T, database: string): T {
  return ((...args: unknown[]) => {
    const timer = metrics.querySeconds.startTimer({ database });
    // Called without arguments: prom-client would take a query's result as extra labels.
    const end = () => void timer();
    const callback = args.at(-1);
    if (typeof callback === "function") {
      args[args.length - 1] = (...results: unknown[]) => {
        end();
        return (callback as (...results: unknown[]) => unknown)(...results);
      };
      return Reflect.apply(query, undefined, args);
    }
    const result: unknown = Reflect.apply(query, undefined, args);
    if (result instanceof Promise) result.then(end, end);
    else end();
    return result;
  }) as unknown as T;
}

/** Every query of the pool's connections is timed, and the pool's use is reported (total, idle, waiting) in db_pool_connections. */
export function measurePostgres(pool: pg.Pool): void {
  pool.on("connect", (client) => {
    client.query = timed(client.query.bind(client) as Query, "postgres") as typeof client.query;
  });
  reportPool("app", () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }));
}

export function measurePglite(client: PGlite): void {
  client.query = timed(client.query.bind(client) as Query, "pglite") as PGlite["query"];
}
