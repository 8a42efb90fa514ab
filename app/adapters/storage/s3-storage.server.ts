import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NoSuchKey, NotFound, S3Client } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { Readable } from "node:stream";
import { countBytes } from "./count-bytes";
import type { S3Storage } from "./storage";
import { assertValidStorageKey, isValidStorageKey } from "./storage-key";

export interface S3StorageConfig {
  endpoint: string;
  bucket: string;
  region: string;
  /** Without a pair the SDK's default chain is used (environment, instance role…). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Where browsers load objects from (a CDN or the bucket's public host); else `{endpoint}/{bucket}`. */
  publicUrl?: string;
  forcePathStyle: boolean;
}

// S3's smallest multipart part. One part in flight at a time keeps an upload's memory to about one part,
// however large the file (lib-storage buffers up to queueSize × partSize).
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 1;
/** Object URLs carry ?v=, so browsers and CDNs may keep them for good. */
const OBJECT_CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * An S3-compatible bucket. A body under one part is sent as one PutObject; a larger one as a multipart
 * upload, which S3 shows only once completed and which lib-storage aborts when the body or a part fails.
 */
export function createS3Storage(config: S3StorageConfig): S3Storage {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // The SDK's default adds checksums (aws-chunked bodies with trailers) that many S3-compatible servers
    // do not accept; checksums are sent only where the API requires them.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const base = `${(config.publicUrl ?? `${config.endpoint.replace(/\/+$/, "")}/${config.bucket}`).replace(/\/+$/, "")}/`;

  return {
    driver: "s3",

    async put(key, body, { contentType }) {
      let bytes = 0;
      const upload = new Upload({
        client,
        queueSize: PARTS_IN_FLIGHT,
        partSize: PART_BYTES,
        params: {
          Bucket: config.bucket,
          Key: assertValidStorageKey(key),
          Body: Readable.from(countBytes(body, (chunk) => (bytes += chunk))),
          ContentType: contentType,
          CacheControl: OBJECT_CACHE_CONTROL,
        },
      });
      await upload.done();
      return { bytes };
    },

    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: config.bucket, Key: assertValidStorageKey(key) }));
        return true;
      } catch (error) {
        if (error instanceof NotFound || isNotFound(error)) return false;
        throw error;
      }
    },

    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: assertValidStorageKey(key) }));
        if (!(object.Body instanceof Readable)) return null;
        return { body: object.Body, contentType: object.ContentType ?? "application/octet-stream" };
      } catch (error) {
        if (error instanceof NoSuchKey || isNotFound(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: assertValidStorageKey(key) }));
    },

    publicUrl(key, version) {
      return `${base}${assertValidStorageKey(key)}${version ? `?v=${encodeURIComponent(version)}` : ""}`;
    },

    keyFromUrl(url) {
      if (!url.startsWith(base)) return null;
      const [key = ""] = url.slice(base.length).split(/[?#]/, 1);
      return isValidStorageKey(key) ? key : null;
    },
  };
}

function isNotFound(error: unknown): boolean {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;
}
