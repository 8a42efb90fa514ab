/**
 * Storage keys are relative paths made only of safe segments: letters, digits, dot, dash and underscore,
 * never starting with a dot (so no "..", no hidden files) and never empty (so no leading, trailing or double "/").
 * The same key is a file path on disk and an object key in S3, so a key that passes can go into either.
 */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** S3's own cap on an object key. */
const MAX_KEY_BYTES = 1024;
const MAX_SEGMENT_LENGTH = 255;

export function isValidStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_BYTES) return false;
  return key.split("/").every((segment) => segment.length <= MAX_SEGMENT_LENGTH && SEGMENT.test(segment));
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
    this.name = "InvalidStorageKeyError";
  }
}

export function assertValidStorageKey(key: string): string {
  if (!isValidStorageKey(key)) throw new InvalidStorageKeyError(key);
  return key;
}
