import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { yieldAroundQueries } from "./yield-around-queries";

describe("yieldAroundQueries", () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
  });
  afterAll(() => client.close());

  const order = async () => {
    const events: string[] = [];
    setImmediate(() => events.push("event loop turn"));
    await client.query("select 1");
    events.push("query answered");
    return events;
  };

  it("gives the event loop a turn during each query, which PGlite alone does not", async () => {
    expect(await order()).toEqual(["query answered"]);
    yieldAroundQueries(client);
    expect(await order()).toEqual(["event loop turn", "query answered"]);
  });

  it("passes results and errors through", async () => {
    expect((await client.query<{ n: number }>("select 2 as n")).rows).toEqual([{ n: 2 }]);
    await expect(client.query("select * from missing_table")).rejects.toThrow(/missing_table/);
  });
});
