import path from "node:path";
import { getEnv, type Env } from "~/config/env.server";
import { createLocalStorage } from "./local-storage.server";
import { createS3Storage } from "./s3-storage.server";
import type { Storage } from "./storage";

let storage: Storage | undefined;

/** The process's storage: the S3-compatible bucket when S3_ENDPOINT and S3_BUCKET are set, else DATA_DIR/uploads. */
export function getStorage(): Storage {
  storage ??= createStorage(getEnv());
  return storage;
}

function createStorage(env: Env): Storage {
  if (!env.S3_ENDPOINT || !env.S3_BUCKET) return createLocalStorage(path.join(env.dataDir, "uploads"));
  return createS3Storage({
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined,
    publicUrl: env.S3_PUBLIC_URL,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === "on",
  });
}
