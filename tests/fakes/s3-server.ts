import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "@20minutes/s3rver";
import type { S3StorageConfig } from "~/adapters/storage/s3-storage.server";

/**
 * An S3-compatible server on loopback for tests: `@20minutes/s3rver` (npm; the maintained fork of s3rver), which speaks the S3 REST API: PutObject,
 * HeadObject, GetObject with ranges, DeleteObject, ListObjectsV2 and multipart uploads. It knows one access key
 * (S3RVER) and refuses others (InvalidAccessKeyId), and checks version 4 signatures (SignatureDoesNotMatch).
 * It lacks AbortMultipartUpload (it answers 405), so this adds it the way S3 does it: the upload's stored
 * parts are removed and the call answers 204. `pendingUploads` lists multipart uploads neither completed
 * nor aborted, so a test can see that a failed upload left no parts behind. `storedKeys` reads the bucket from the
 * fake's own store: its signature check gets bucket-level paths wrong (it signs `/uploads` where the SDK signs
 * `/uploads/`), so ListObjectsV2 is refused with SignatureDoesNotMatch; the site itself never lists a bucket.
 */
export interface FakeS3Server {
  endpoint: string;
  bucket: string;
  /** s3rver's fixed key pair; another access key id is refused with 403. */
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** The site's S3 storage configured for this server's bucket (`createS3Storage(fake.storageConfig)`). */
  storageConfig: S3StorageConfig;
  pendingUploads(): Promise<string[]>;
  /** The bucket's object keys, sorted. */
  storedKeys(): Promise<string[]>;
  close(): Promise<void>;
}

export async function startFakeS3Server(bucket = "uploads"): Promise<FakeS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "fake-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const uploadsDirectory = server.store.getResourcePath(bucket, undefined, "uploads");

  // Before s3rver's own router, which refuses DELETE with an uploadId.
  server.middleware.unshift(async (context, next) => {
    const uploadId = context.query.uploadId;
    if (context.method !== "DELETE" || typeof uploadId !== "string" || !/^[0-9a-f]+$/.test(uploadId)) return next();
    await rm(path.join(uploadsDirectory, uploadId), { recursive: true, force: true });
    context.status = 204;
    context.body = "";
  });

  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  return {
    endpoint,
    bucket,
    credentials,
    storageConfig: { endpoint, bucket, region: "us-east-1", credentials, forcePathStyle: true },
    pendingUploads: () => readdir(uploadsDirectory).catch(() => []),
    storedKeys: async () => (await server.store.listObjects(bucket, {})).objects.map((object) => object.key).sort(),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
