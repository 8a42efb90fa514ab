// The driver underneath a Drizzle handle, for what the query builder does not offer: EXPLAIN of a
// statement the app runs, and seeing which statements an app function sends.

/** node-postgres Pool or PGlite: both take (text, params) and answer { rows }. */
interface RawClient {
  query(text: string, params?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
}

export interface Statement {
  text: string;
  params: unknown[];
}

function rawClient(db: unknown): RawClient {
  return (db as { $client: RawClient }).$client;
}

/** EXPLAIN (ANALYZE, BUFFERS) of one statement with its parameters: the plan's lines. */
export async function explainAnalyze(db: unknown, { text, params }: Statement): Promise<string[]> {
  const result = await rawClient(db).query(`explain (analyze, buffers) ${text}`, params);
  return result.rows.map((row) => String(row["QUERY PLAN"]));
}

/**
 * The statements `work` sends through `db`'s client, in order. Drizzle calls the client's `query`
 * with the SQL text (PGlite) or a query config holding it (node-postgres), then the parameters.
 */
export async function captureStatements(db: unknown, work: () => Promise<unknown>): Promise<Statement[]> {
  const client = rawClient(db) as unknown as { query: (...args: unknown[]) => Promise<unknown> };
  const original = client.query;
  const hadOwnQuery = Object.hasOwn(client, "query");
  const statements: Statement[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const [query, params] = args;
    const text = typeof query === "string" ? query : String((query as { text?: unknown }).text ?? "");
    statements.push({ text, params: Array.isArray(params) ? params : [] });
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    if (hadOwnQuery) client.query = original;
    else delete (client as { query?: unknown }).query;
  }
  return statements;
}
