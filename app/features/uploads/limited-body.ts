/** Why a body stopped before its end: past the byte limit, or the sender went away (or its stream broke). */
export type BodyFailure = "too-large" | "aborted";

export class BodyTooLargeError extends Error {
  constructor(limitBytes: number) {
    super(`body exceeds ${limitBytes} bytes`);
    this.name = "BodyTooLargeError";
  }
}

/**
 * Reads a request body once, as it arrives, in two steps: the first bytes (to tell the file's type), then
 * the whole body again from the start for whoever stores it. Counts every byte and fails the moment the count
 * passes `limitBytes`, before that chunk is passed on. Remembers why it failed, because the reader of `rest`
 * (a storage driver) may report an error of its own instead.
 */
export function createLimitedBody(stream: ReadableStream<Uint8Array>, limitBytes: number) {
  const reader = stream.getReader();
  let receivedBytes = 0;
  let failure: BodyFailure | null = null;
  let isFinished = false;

  async function next(): Promise<Uint8Array | null> {
    let result: ReadableStreamReadResult<Uint8Array>;
    try {
      result = await reader.read();
    } catch (error) {
      failure = "aborted";
      throw error;
    }
    if (result.done) {
      isFinished = true;
      return null;
    }
    receivedBytes += result.value.byteLength;
    if (receivedBytes > limitBytes) {
      failure = "too-large";
      throw new BodyTooLargeError(limitBytes);
    }
    return result.value;
  }

  async function cancel(): Promise<void> {
    if (isFinished) return;
    isFinished = true;
    await reader.cancel().catch(() => undefined);
  }

  return {
    get failure(): BodyFailure | null {
      return failure;
    },

    /** At least `bytes` bytes from the start (fewer only when the body is shorter), as one buffer. */
    async readHead(bytes: number): Promise<Uint8Array> {
      const chunks: Uint8Array[] = [];
      let length = 0;
      while (length < bytes) {
        const chunk = await next();
        if (!chunk) break;
        chunks.push(chunk);
        length += chunk.byteLength;
      }
      return Buffer.concat(chunks, length);
    },

    /** The head read before, then the rest of the body; stopping early (or failing) cancels the body. */
    async *rest(head: Uint8Array): AsyncGenerator<Uint8Array> {
      try {
        if (head.byteLength > 0) yield head;
        for (let chunk = await next(); chunk; chunk = await next()) yield chunk;
      } finally {
        await cancel();
      }
    },

    /** Stops reading: the rest of the body is not wanted. */
    cancel,
  };
}
