// @20minutes/s3rver (the maintained fork of s3rver) ships no types: the part of its API the fake uses (https://github.com/20minutes/s3rver, lib/s3rver.js).
declare module "@20minutes/s3rver" {
  import type { AddressInfo } from "node:net";

  export interface S3rverContext {
    method: string;
    path: string;
    query: Record<string, string | string[] | undefined>;
    status: number;
    body: unknown;
  }

  export type S3rverMiddleware = (context: S3rverContext, next: () => Promise<void>) => Promise<void>;

  export default class S3rver {
    constructor(options: { address?: string; port?: number; silent?: boolean; directory: string; configureBuckets?: { name: string }[] });
    /** Koa's middleware stack, composed when the server starts. */
    middleware: S3rverMiddleware[];
    store: {
      getResourcePath(bucket: string, key: string | undefined, resource: string): string;
      listObjects(bucket: string, options: { prefix?: string }): Promise<{ objects: { key: string }[] }>;
    };
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
