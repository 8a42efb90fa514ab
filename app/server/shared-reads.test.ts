import { describe, expect, it } from "vitest";
import { readsLikeCachedPages, SharedReads } from "./shared-reads";
import { announceSiteChange } from "./site-changes";

function counter() {
  let reads = 0;
  return { read: (value: string) => () => Promise.resolve(`${value}#${++reads}`), count: () => reads };
}

describe("SharedReads", () => {
  it("answers a key from one read until its time is up", async () => {
    let now = 0;
    const reads = new SharedReads<string>({ ttlMs: 5_000, maxEntries: 10, now: () => now });
    const { read, count } = counter();
    expect(await reads.get("a", read("a"))).toBe("a#1");
    now = 4_999;
    expect(await reads.get("a", read("a"))).toBe("a#1");
    now = 5_000;
    expect(await reads.get("a", read("a"))).toBe("a#2");
    expect(count()).toBe(2);
  });

  it("shares one read among requests that arrive while it runs", async () => {
    const reads = new SharedReads<string>({ ttlMs: 5_000, maxEntries: 10 });
    const { read, count } = counter();
    const answers = await Promise.all([reads.get("a", read("a")), reads.get("a", read("a")), reads.get("b", read("b"))]);
    expect(answers).toEqual(["a#1", "a#1", "b#2"]);
    expect(count()).toBe(2);
  });

  it("does not keep a failed read", async () => {
    const reads = new SharedReads<string>({ ttlMs: 5_000, maxEntries: 10 });
    await expect(reads.get("a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await reads.get("a", () => Promise.resolve("up"))).toBe("up");
  });

  it("drops the oldest key past its bound, and everything on clear", async () => {
    const reads = new SharedReads<string>({ ttlMs: 5_000, maxEntries: 2 });
    const { read, count } = counter();
    await reads.get("a", read("a"));
    await reads.get("b", read("b"));
    await reads.get("c", read("c"));
    expect(await reads.get("b", read("b"))).toBe("b#2");
    expect(await reads.get("a", read("a"))).toBe("a#4");
    reads.clear();
    expect(await reads.get("b", read("b"))).toBe("b#5");
    expect(count()).toBe(5);
  });
});

describe("readsLikeCachedPages", () => {
  it("keeps a read as long as a cached page and forgets it on any announced change, as the render cache does", async () => {
    const reads = readsLikeCachedPages<string>(10);
    const { read, count } = counter();
    expect(await reads.get("a", read("a"))).toBe("a#1");
    expect(await reads.get("a", read("a"))).toBe("a#1");
    await announceSiteChange("jobs");
    expect(await reads.get("a", read("a"))).toBe("a#2");
    await announceSiteChange("directory");
    expect(await reads.get("a", read("a"))).toBe("a#3");
    expect(count()).toBe(3);
  });
});
