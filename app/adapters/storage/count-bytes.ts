import type { StorageBody } from "./storage";

/** Passes the body through unchanged, telling `onChunk` the size of each chunk as it goes by. */
export async function* countBytes(body: StorageBody, onChunk: (bytes: number) => void): AsyncGenerator<Uint8Array> {
  for await (const chunk of body as AsyncIterable<Uint8Array>) {
    onChunk(chunk.byteLength);
    yield chunk;
  }
}
