import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { logger } from "~/adapters/logger.server";
import { countBytes } from "./count-bytes";
import type { LocalStorage, StoredFile } from "./storage";
import { assertValidStorageKey, isValidStorageKey } from "./storage-key";

// Both live inside the root so a rename into place never crosses a file system; a valid key never starts
// with a dot, so neither can be reached (or overwritten) through a key.
const TEMPORARY_DIR = ".tmp";
const CONTENT_TYPES_DIR = ".content-types";
const PUBLIC_PATH = "/uploads/";
const FALLBACK_CONTENT_TYPE = "application/octet-stream";
/** A temporary file this old belongs to no running upload: its process died before cleaning up. */
const STALE_TEMPORARY_MS = 24 * 60 * 60 * 1000;

/**
 * Files under `rootDir/{key}`, each with its content type in `rootDir/.content-types/{key}`. A put writes
 * both into `.tmp` and renames them into place only when the body has ended; any failure removes them.
 */
export function createLocalStorage(rootDir: string): LocalStorage {
  const filePath = (key: string) => path.join(rootDir, ...assertValidStorageKey(key).split("/"));
  const contentTypePath = (key: string) => path.join(rootDir, CONTENT_TYPES_DIR, ...assertValidStorageKey(key).split("/"));
  const temporaryDir = path.join(rootDir, TEMPORARY_DIR);
  /**
   * A stored file opened for reading, with its stats and stored type, or null when there is none. One descriptor for the
   * size and the bytes: a put renaming a new file into place meanwhile cannot mix them.
   */
  const openFile = async (key: string) => {
    const handle = await open(filePath(key), "r").catch(() => null);
    if (!handle) return null;
    const stats = await handle.stat().catch(() => null);
    if (!stats?.isFile()) {
      await handle.close();
      return null;
    }
    const contentType = await readFile(contentTypePath(key), "utf8").catch(() => FALLBACK_CONTENT_TYPE);
    return { handle, stats, contentType: contentType.trim() || FALLBACK_CONTENT_TYPE };
  };

  removeStaleTemporaries(temporaryDir).catch((error: unknown) => logger.warn({ err: error }, "could not sweep stale upload temporaries"));

  return {
    driver: "local",

    async put(key, body, { contentType }) {
      const target = filePath(key);
      const typeTarget = contentTypePath(key);
      const temporary = path.join(temporaryDir, randomUUID());
      const temporaryType = `${temporary}.type`;
      // A stream that fails before it is read (a file that cannot be opened) rejects this call when read,
      // instead of crashing the process with an unhandled 'error' event meanwhile.
      if (body instanceof Readable) body.on("error", () => {});
      await mkdir(temporaryDir, { recursive: true });
      try {
        let bytes = 0;
        await pipeline(
          countBytes(body, (chunk) => (bytes += chunk)),
          createWriteStream(temporary, { flags: "wx" }),
        );
        await writeFile(temporaryType, contentType, { flag: "wx" });
        await Promise.all([mkdir(path.dirname(target), { recursive: true }), mkdir(path.dirname(typeTarget), { recursive: true })]);
        // Two renames, not one atomic step: a reader between them sees the new bytes with the previous type for
        // a moment. Bytes last, so a file never appears without its type.
        await rename(temporaryType, typeTarget);
        await rename(temporary, target);
        return { bytes };
      } finally {
        await Promise.all([rm(temporary, { force: true }), rm(temporaryType, { force: true })]);
      }
    },

    async exists(key) {
      return stat(filePath(key)).then(
        (stats) => stats.isFile(),
        () => false,
      );
    },

    async get(key) {
      const opened = await openFile(key);
      return opened && { body: opened.handle.createReadStream({ autoClose: true }), contentType: opened.contentType };
    },

    async delete(key) {
      await rm(filePath(key), { force: true });
      await rm(contentTypePath(key), { force: true });
    },

    publicUrl(key, version) {
      assertValidStorageKey(key);
      return `${PUBLIC_PATH}${key}${version ? `?v=${encodeURIComponent(version)}` : ""}`;
    },

    keyFromUrl(url) {
      // Only the app's own relative URLs: an absolute URL could name any host.
      if (!url.startsWith(PUBLIC_PATH)) return null;
      const [key = ""] = url.slice(PUBLIC_PATH.length).split(/[?#]/, 1);
      return isValidStorageKey(key) ? key : null;
    },

    async open(key) {
      if (!isValidStorageKey(key)) return null;
      const opened = await openFile(key);
      if (!opened) return null;
      const { handle, stats, contentType } = opened;
      const file: StoredFile = {
        size: stats.size,
        contentType,
        modifiedAt: stats.mtime,
        read: (range) => handle.createReadStream({ ...range, autoClose: true }),
        close: () => handle.close(),
      };
      return file;
    },
  };
}

async function removeStaleTemporaries(directory: string): Promise<void> {
  const names = await readdir(directory).catch(() => []);
  const now = Date.now();
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(directory, name);
      const stats = await stat(file).catch(() => null);
      if (stats && now - stats.mtimeMs > STALE_TEMPORARY_MS) await rm(file, { force: true });
    }),
  );
}
