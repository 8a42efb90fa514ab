import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm/errors";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { redactUrl, serializeError } from "./log-redaction";

const REVIEW = "Мой отзыв целиком, с подробностями о проекте и о деньгах";

/** One pino line, written with the serializers the app's logger uses. */
function logLine(fields: Record<string, unknown>): string {
  let line = "";
  const sink = new Writable({ write: (chunk: Buffer, _encoding, done) => ((line += chunk.toString()), done()) });
  pino({ serializers: { err: serializeError, url: redactUrl } }, sink).error(fields, "request failed");
  return line;
}

describe("log redaction", () => {
  it("keeps a failed query's SQL and stack but not its bound values, in the error or its causes", () => {
    const cause = new Error('invalid byte sequence for encoding "UTF8": 0x00');
    const failed = new DrizzleQueryError('insert into "reviews" ("content") values ($1, $2)', [REVIEW, "user-1"], cause);
    const line = logLine({ err: new Error("create failed", { cause: failed }) });
    expect(line).not.toContain("Мой отзыв");
    expect(line).not.toContain("user-1");
    expect(line).toContain('insert into \\"reviews\\"');
    expect(line).toContain("params: [2 values redacted]");
    expect(line).toContain("invalid byte sequence");
    expect(JSON.parse(line).err.stack).toContain("caused by: Error: Failed query");
  });

  it("logs an address with its query values counted, numbers kept, and a long path cut", () => {
    expect(redactUrl("/reset-password?token=abcdefghijklmnopqrstuvwxyz012345&lang=ru")).toBe("/reset-password?token=[32 chars]&lang=[2 chars]");
    expect(redactUrl("/?q=%D0%B7%D0%B2%D1%83%D0%BA&page=3")).toBe("/?q=[4 chars]&page=3");
    expect(redactUrl("/job/42")).toBe("/job/42");
    const long = redactUrl(`/specialists/${"x".repeat(5000)}`) as string;
    expect(long.length).toBeLessThan(240);
    expect(long).toContain("[5013 chars]");
    expect(logLine({ url: `/?q=${encodeURIComponent(REVIEW)}` })).not.toContain("Мой");
  });

  it("passes what is not an error or an address through", () => {
    expect(serializeError("text")).toBe("text");
    expect(redactUrl(undefined)).toBeUndefined();
  });
});
