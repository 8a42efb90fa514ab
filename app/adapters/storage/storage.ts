import type { Readable } from "node:stream";

/** What a stored object is written from: a Node stream or any async iterable of bytes, read once. */
export type StorageBody = Readable | AsyncIterable<Uint8Array>;

interface PutOptions {
  /** The type the object is served with. */
  contentType: string;
}

/** The part both drivers share. Every method refuses a key that fails `isValidStorageKey`. */
interface StorageDriver {
  /**
   * Writes the whole body under the key, replacing what was there. Atomic: the object appears only once
   * the body has been read to its end, and a body that fails (or a write that fails) leaves nothing behind
   * and the previous object untouched.
   */
  put(key: string, body: StorageBody, options: PutOptions): Promise<{ bytes: number }>;
  exists(key: string): Promise<boolean>;
  /** The object's bytes as a stream and the type it is served with, or null when there is none (background jobs read it). */
  get(key: string): Promise<{ body: Readable; contentType: string } | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** The URL browsers load the object from; `version` is appended as `?v=` so a replaced object gets a new URL. */
  publicUrl(key: string, version?: string): string;
  /** The inverse of `publicUrl`: the key a URL of this storage points at, or null for any other URL. */
  keyFromUrl(url: string): string | null;
}

/** A stored file opened for serving; whoever opens it either reads it or closes it. */
export interface StoredFile {
  size: number;
  contentType: string;
  modifiedAt: Date;
  /** The bytes from start to end inclusive (the whole file without a range); the stream closes the file when done. */
  read(range?: { start: number; end: number }): Readable;
  close(): Promise<void>;
}

/** Files on local disk, served by the app itself (`/uploads/{key}`). */
export interface LocalStorage extends StorageDriver {
  driver: "local";
  /** The file under the key, opened; null when there is none or the key is not valid. */
  open(key: string): Promise<StoredFile | null>;
}

/** An S3-compatible bucket; browsers load objects from the bucket (or the CDN in front of it), not from the app. */
export interface S3Storage extends StorageDriver {
  driver: "s3";
}

export type Storage = LocalStorage | S3Storage;
