import { describe, expect, it } from "vitest";
import { BodyTooLargeError, createLimitedBody } from "./limited-body";

function streamOf(chunks: number[], { failAfter }: { failAfter?: number } = {}) {
  let index = 0;
  let isCancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (failAfter !== undefined && index === failAfter) return controller.error(new Error("connection reset"));
      const size = chunks[index++];
      if (size === undefined) return controller.close();
      controller.enqueue(new Uint8Array(size).fill(index));
    },
    cancel() {
      isCancelled = true;
    },
  });
  return { stream, isCancelled: () => isCancelled };
}

async function collect(iterable: AsyncIterable<Uint8Array>): Promise<number> {
  let total = 0;
  for await (const chunk of iterable) total += chunk.byteLength;
  return total;
}

describe("createLimitedBody", () => {
  it("gives the head, then the whole body from the start, up to exactly the limit", async () => {
    const { stream } = streamOf([3, 3, 4]);
    const body = createLimitedBody(stream, 10);
    const head = await body.readHead(5);
    expect(head.byteLength).toBe(6);
    expect(await collect(body.rest(head))).toBe(10);
    expect(body.failure).toBeNull();
  });

  it("gives a short body whole as its head", async () => {
    const body = createLimitedBody(streamOf([2]).stream, 10);
    const head = await body.readHead(5);
    expect(head.byteLength).toBe(2);
    expect(await collect(body.rest(head))).toBe(2);
  });

  it("fails one byte past the limit, before passing that chunk on, and cancels the body", async () => {
    const source = streamOf([4, 4, 3, 100]);
    const body = createLimitedBody(source.stream, 10);
    const head = await body.readHead(1);
    const seen: number[] = [];
    await expect(
      (async () => {
        for await (const chunk of body.rest(head)) seen.push(chunk.byteLength);
      })(),
    ).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(seen).toEqual([4, 4]);
    expect(body.failure).toBe("too-large");
    expect(source.isCancelled()).toBe(true);
  });

  it("tells a broken body apart from other failures", async () => {
    const body = createLimitedBody(streamOf([4, 4], { failAfter: 1 }).stream, 10);
    const head = await body.readHead(1);
    await expect(collect(body.rest(head))).rejects.toThrow("connection reset");
    expect(body.failure).toBe("aborted");
  });

  it("cancels the body when the reader stops early", async () => {
    const source = streamOf([4, 4, 4]);
    const body = createLimitedBody(source.stream, 100);
    const head = await body.readHead(1);
    for await (const chunk of body.rest(head)) if (chunk) break;
    expect(source.isCancelled()).toBe(true);
    expect(body.failure).toBeNull();
  });
});
