import { createReadStream } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createLocalStorage } from "~/adapters/storage/local-storage.server";
import { createS3Storage } from "~/adapters/storage/s3-storage.server";
import type { LocalStorage, Storage } from "~/adapters/storage/storage";
import { InvalidStorageKeyError } from "~/adapters/storage/storage-key";
import { startFakeS3Server, type FakeS3Server } from "../fakes/s3-server";

const MEBIBYTE = 1024 * 1024;

/** A storage driver on a fresh place, and what a test needs to look behind it. */
interface Subject {
  storage: Storage;
  /** The keys of the objects stored. */
  storedKeys(): Promise<string[]>;
  /** What a put under way keeps aside: local temporary files, S3 multipart uploads not completed or aborted. */
  leftovers(): Promise<string[]>;
  /** The bytes and type of an object, read the way browsers get it; null when there is none. */
  read(key: string): Promise<{ contentType: string; bytes: Buffer } | null>;
  close(): Promise<void>;
}

async function listFiles(directory: string, relativeTo = directory): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return entry.isDirectory() ? listFiles(full, relativeTo) : [path.relative(relativeTo, full)];
    }),
  );
  return nested.flat().sort();
}

async function localSubject(): Promise<Subject> {
  const root = await mkdtemp(path.join(os.tmpdir(), "storage-test-"));
  const storage = createLocalStorage(root);
  return {
    storage,
    storedKeys: async () => (await listFiles(root)).filter((file) => !file.startsWith(".")),
    leftovers: () => listFiles(path.join(root, ".tmp")),
    async read(key) {
      const file = await storage.open(key);
      if (!file) return null;
      return { contentType: file.contentType, bytes: Buffer.concat(await file.read().toArray()) };
    },
    close: () => rm(root, { recursive: true, force: true }),
  };
}

async function s3Subject(server: FakeS3Server, bucket: string): Promise<Subject> {
  const storage = createS3Storage({ ...server.storageConfig, bucket });
  const storedKeys = () => server.storedKeys();
  return {
    storage,
    storedKeys,
    leftovers: () => server.pendingUploads(),
    async read(key) {
      const response = await fetch(storage.publicUrl(key));
      if (response.status === 404) return null;
      expect(response.status).toBe(200);
      return { contentType: response.headers.get("content-type") ?? "", bytes: Buffer.from(await response.arrayBuffer()) };
    },
    async close() {
      const keys = await storedKeys();
      await Promise.all(keys.map((key) => storage.delete(key)));
    },
  };
}

/** `total` bytes in 64 KiB chunks, each byte its offset modulo 251; throws "connection reset" at `failAt` if given. */
async function* bytes(total: number, failAt?: number): AsyncGenerator<Uint8Array> {
  for (let offset = 0; offset < total; offset += 64 * 1024) {
    const size = Math.min(64 * 1024, total - offset);
    if (failAt !== undefined && offset + size > failAt) throw new Error("connection reset");
    yield Uint8Array.from({ length: size }, (_, index) => (offset + index) % 251);
  }
}

const expectedBytes = (total: number) => Buffer.from(Uint8Array.from({ length: total }, (_, index) => index % 251));

let fakeS3: FakeS3Server;

beforeAll(async () => {
  fakeS3 = await startFakeS3Server();
});

afterAll(() => fakeS3.close());

const drivers: { name: string; create(): Promise<Subject> }[] = [
  { name: "local disk", create: localSubject },
  { name: "S3 (s3rver on loopback)", create: () => s3Subject(fakeS3, fakeS3.bucket) },
];

describe.each(drivers)("storage contract on $name", (driver) => {
  let subject: Subject;
  let storage: Storage;
  const key = "specialist-profiles/user-1/photo";

  beforeEach(async () => {
    subject = await driver.create();
    storage = subject.storage;
    return () => subject.close();
  });

  it("stores a body whole under its key with its type, and finds the key again from the public URL", async () => {
    const body = Readable.from([Buffer.from("first "), Buffer.from("second "), Buffer.from("third")]);
    expect(await storage.put(key, body, { contentType: "image/png" })).toEqual({ bytes: 18 });
    expect(await storage.exists(key)).toBe(true);
    expect(await subject.read(key)).toEqual({ contentType: "image/png", bytes: Buffer.from("first second third") });
    expect(await subject.storedKeys()).toEqual([key]);

    const url = storage.publicUrl(key, "abc");
    expect(url).toMatch(/\/specialist-profiles\/user-1\/photo\?v=abc$/);
    expect(storage.keyFromUrl(url)).toBe(key);
    expect(storage.keyFromUrl(storage.publicUrl(key))).toBe(key);
    expect(storage.keyFromUrl(`https://evil.example/uploads/${key}`)).toBeNull();
    expect(storage.keyFromUrl(url.replace("user-1/photo", "user-1/../../secrets"))).toBeNull();
    expect(storage.keyFromUrl("")).toBeNull();
  });

  it("streams a body larger than one multipart part and keeps nothing aside", async () => {
    const size = 12 * MEBIBYTE + 3;
    expect(await storage.put("specialist-profiles/user-1/videos/1_big.mp4", bytes(size), { contentType: "video/mp4" })).toEqual({ bytes: size });
    const stored = await subject.read("specialist-profiles/user-1/videos/1_big.mp4");
    expect(stored?.bytes.equals(expectedBytes(size))).toBe(true);
    expect(await subject.leftovers()).toEqual([]);
  });

  it.each([
    ["within the first part", 100_000],
    ["after the first part was sent", 7 * MEBIBYTE],
  ])("leaves nothing behind when the body fails %s", async (_case, failAt) => {
    await expect(storage.put(key, bytes(12 * MEBIBYTE, failAt), { contentType: "audio/mpeg" })).rejects.toThrow("connection reset");
    expect(await storage.exists(key)).toBe(false);
    expect(await subject.storedKeys()).toEqual([]);
    expect(await subject.leftovers()).toEqual([]);
  });

  it("keeps the previous object when its replacement fails, and replaces it when one succeeds", async () => {
    await storage.put(key, Readable.from([Buffer.from("old")]), { contentType: "image/jpeg" });
    await expect(storage.put(key, bytes(MEBIBYTE, 70_000), { contentType: "image/png" })).rejects.toThrow("connection reset");
    expect(await subject.read(key)).toEqual({ contentType: "image/jpeg", bytes: Buffer.from("old") });

    await storage.put(key, Readable.from([Buffer.from("new")]), { contentType: "image/png" });
    expect(await subject.read(key)).toEqual({ contentType: "image/png", bytes: Buffer.from("new") });
    expect(await subject.leftovers()).toEqual([]);
  });

  it("rejects, without crashing the process, a file stream that fails before it is read", async () => {
    await expect(storage.put(key, createReadStream(path.join(os.tmpdir(), "no-such-file-for-storage-test")), { contentType: "image/png" })).rejects.toThrow(
      /ENOENT/,
    );
    expect(await subject.storedKeys()).toEqual([]);
  });

  it("deletes, and deleting what is not there is no error", async () => {
    await storage.put(key, Readable.from([Buffer.from("x")]), { contentType: "image/png" });
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await subject.read(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
    expect(await subject.storedKeys()).toEqual([]);
  });

  it.each(["../outside", "/etc/passwd", "specialist-profiles/user-1/../user-2/photo", "specialist-profiles/.tmp/x", "a//b", "a/b/"])(
    "refuses the key %j in every call",
    async (badKey) => {
      await expect(storage.put(badKey, Readable.from([Buffer.from("x")]), { contentType: "image/png" })).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.exists(badKey)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.delete(badKey)).rejects.toThrow(InvalidStorageKeyError);
      expect(() => storage.publicUrl(badKey)).toThrow(InvalidStorageKeyError);
      expect(await subject.storedKeys()).toEqual([]);
    },
  );
});

describe("local disk storage", () => {
  let root: string;
  let storage: LocalStorage;

  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "storage-local-"));
    storage = createLocalStorage(root);
    return () => rm(root, { recursive: true, force: true });
  });

  it("opens a stored file for serving: size, type, time and any byte range", async () => {
    await storage.put("a/b", bytes(1000), { contentType: "audio/mpeg" });
    const file = await storage.open("a/b");
    expect(file).toMatchObject({ size: 1000, contentType: "audio/mpeg" });
    expect(file?.modifiedAt).toBeInstanceOf(Date);
    const slice = Buffer.concat(await file!.read({ start: 10, end: 19 }).toArray());
    expect(slice.equals(expectedBytes(1000).subarray(10, 20))).toBe(true);
  });

  it("opens nothing for a missing file, a folder or a key that is not valid", async () => {
    await storage.put("a/b", bytes(10), { contentType: "audio/mpeg" });
    expect(await storage.open("a/missing")).toBeNull();
    expect(await storage.open("a")).toBeNull();
    expect(await storage.open("../a/b")).toBeNull();
    expect(await storage.open(".content-types/a/b")).toBeNull();
  });

  it("sweeps temporary files a crashed process left a day ago, and only those", async () => {
    await mkdir(path.join(root, ".tmp"), { recursive: true });
    const stale = path.join(root, ".tmp", "stale");
    const fresh = path.join(root, ".tmp", "fresh");
    await writeFile(stale, "half");
    await writeFile(fresh, "in progress");
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await utimes(stale, twoDaysAgo, twoDaysAgo);
    createLocalStorage(root);
    await expect.poll(() => listFiles(path.join(root, ".tmp"))).toEqual(["fresh"]);
  });
});

describe("S3 storage", () => {
  it("sends its credentials: an unknown access key is refused and nothing is stored", async () => {
    const storage = createS3Storage({ ...fakeS3.storageConfig, credentials: { accessKeyId: "SOMEONE-ELSE", secretAccessKey: "S3RVER" } });
    await expect(storage.put("a/b", bytes(10), { contentType: "image/png" })).rejects.toMatchObject({ name: "InvalidAccessKeyId" });
    const real = await s3Subject(fakeS3, fakeS3.bucket);
    expect(await real.storedKeys()).toEqual([]);
  });

  it("signs its requests: the right access key with a wrong secret is refused and nothing is stored", async () => {
    const storage = createS3Storage({
      ...fakeS3.storageConfig,
      credentials: { accessKeyId: fakeS3.credentials.accessKeyId, secretAccessKey: "not-the-secret" },
    });
    await expect(storage.put("a/b", bytes(10), { contentType: "image/png" })).rejects.toMatchObject({ name: "SignatureDoesNotMatch" });
    const real = await s3Subject(fakeS3, fakeS3.bucket);
    expect(await real.storedKeys()).toEqual([]);
  });

  it("builds public URLs on the configured public base, else on the endpoint and bucket", () => {
    const base = { bucket: "media", region: "us-east-1", forcePathStyle: true };
    const direct = createS3Storage({ ...base, endpoint: "https://storage.example.net/" });
    expect(direct.publicUrl("a/b", "1")).toBe("https://storage.example.net/media/a/b?v=1");
    const cdn = createS3Storage({ ...base, endpoint: "https://storage.example.net", publicUrl: "https://cdn.example.net/files/" });
    expect(cdn.publicUrl("a/b")).toBe("https://cdn.example.net/files/a/b");
    expect(cdn.keyFromUrl("https://cdn.example.net/files/a/b?v=2")).toBe("a/b");
    expect(cdn.keyFromUrl("https://storage.example.net/media/a/b")).toBeNull();
    expect(cdn.keyFromUrl("https://cdn.example.net/filesa/b")).toBeNull();
  });
});
