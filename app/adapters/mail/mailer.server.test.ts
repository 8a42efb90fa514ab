import type * as FsPromises from "node:fs/promises";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { createMailer, messageIdFor } from "./mailer.server";

// A write to disk that creates its file, then waits for the test before it writes the bytes: the moment a reader of
// the outbox could catch a mail half-written.
const slowWrites = vi.hoisted(() => ({ gate: undefined as PromiseWithResolvers<void> | undefined }));
vi.mock("node:fs/promises", async (importOriginal) => {
  const fs = await importOriginal<typeof FsPromises>();
  return {
    ...fs,
    writeFile: async (...[file, data, options]: Parameters<typeof fs.writeFile>) => {
      await fs.writeFile(file, "");
      await slowWrites.gate?.promise;
      await fs.writeFile(file, data, options);
    },
  };
});

describe("a queued mail's Message-ID (docs/decisions/034)", () => {
  it("is its key at the sender's domain, the same on every attempt", () => {
    const from = "Звук.Работа <no-reply@zvuk-rabota.ru>";
    expect(messageIdFor("0d6804da-9f35-4cc3-9f03-e53716a09775", from)).toBe("<0d6804da-9f35-4cc3-9f03-e53716a09775@zvuk-rabota.ru>");
    expect(messageIdFor("k", from)).toBe(messageIdFor("k", from));
    expect(messageIdFor("k", "robot@mail.example")).toBe("<k@mail.example>");
    expect(messageIdFor("k", "no address")).toBe("<k@localhost>");
  });
});

describe("the outbox (no SMTP_URL)", () => {
  it("shows a mail only once it is whole: while its bytes are being written, no .eml of it is in the outbox", async () => {
    const outboxDir = await mkdtemp(path.join(os.tmpdir(), "outbox-"));
    const send = createMailer({ from: "robot@mail.example", outboxDir });
    slowWrites.gate = Promise.withResolvers<void>();
    try {
      const sent = send({ to: "user@example.com", subject: "Письмо", text: "Ссылка: https://zvuk.example/a", html: "<p>Ссылка</p>" });
      // The write has begun (its file exists, empty) and waits: a reader of the outbox sees no mail yet.
      await vi.waitFor(async () => expect((await readdir(outboxDir)).length).toBe(1));
      expect((await readdir(outboxDir)).filter((file) => file.endsWith(".eml"))).toEqual([]);
      slowWrites.gate.resolve();
      await sent;
      const files = await readdir(outboxDir);
      expect(files).toEqual([expect.stringMatching(/-user@example\.com\.eml$/)]);
      expect(await readFile(path.join(outboxDir, files[0] ?? ""), "utf8")).toContain("Subject:");
    } finally {
      slowWrites.gate.resolve();
      slowWrites.gate = undefined;
      await rm(outboxDir, { recursive: true, force: true });
    }
  });
});

describe("Reply-To", () => {
  it("is written as the message's Reply-To header, and left out when the message has none", async () => {
    const outboxDir = await mkdtemp(path.join(os.tmpdir(), "outbox-"));
    const send = createMailer({ from: "robot@mail.example", outboxDir });
    try {
      await send({ to: "pro@example.com", subject: "Заявка", text: "Текст", html: "<p>Текст</p>", replyTo: "client@example.com" });
      await send({ to: "other@example.com", subject: "Письмо", text: "Текст", html: "<p>Текст</p>" });
      const files = await readdir(outboxDir);
      const read = (address: string) => readFile(path.join(outboxDir, files.find((file) => file.endsWith(`-${address}.eml`)) ?? ""), "utf8");
      expect(await read("pro@example.com")).toMatch(/^Reply-To: client@example\.com\r?$/m);
      expect(await read("other@example.com")).not.toMatch(/^Reply-To:/m);
    } finally {
      await rm(outboxDir, { recursive: true, force: true });
    }
  });
});
