import { createRequestListener } from "@remix-run/node-fetch-server";
import { eq } from "drizzle-orm";
import { readdir } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/adapters/db/client.server";
import { specialistProfiles, users } from "~/adapters/db/schema";
import { LIMITS } from "~/config/constants";
import type * as UploadsRoute from "~/routes/api-uploads";
import type * as UploadsFileRoute from "~/routes/uploads-file";
import { startFakeS3Server, type FakeS3Server } from "../fakes/s3-server";
import { signUpAndSignIn } from "../support/accounts";
import { withAppEnvironment } from "../support/app-modules";
import { databaseKinds, type TestDatabaseKind } from "../support/databases";
import { callRoute } from "../support/route-call";

// Files as their first bytes make them (checked against file-type in the cases below).
const mp3Frame = () => Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413)]);
const MP3 = Buffer.concat(Array.from({ length: 12 }, mp3Frame));
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from("ftypisom"),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from("isomiso2avc1mp41"),
  Buffer.alloc(5000),
]);
const ELF = Buffer.concat([Buffer.from("7f454c46020101000000000000000000", "hex"), Buffer.alloc(5000)]);
const WINDOWS_EXE = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(58), Buffer.from([0x80, 0, 0, 0]), Buffer.alloc(5000)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');
const PROJECT_ID = "0b9a3e38-0a5e-4a77-9d55-8d1f1f1f1f1f";
const DAY = 24 * 60 * 60 * 1000;

/** `head`, then filler up to `total` bytes, in 256 KiB chunks, as a client would stream it. */
async function* fileOf(head: Buffer, total: number): AsyncGenerator<Uint8Array> {
  yield head.subarray(0, Math.min(head.byteLength, total));
  const filler = Buffer.alloc(256 * 1024, 0x55);
  for (let sent = head.byteLength; sent < total; sent += filler.byteLength) yield filler.subarray(0, Math.min(filler.byteLength, total - sent));
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** Resolves when the request can take more body, or is gone. */
function drained(request: http.ClientRequest): Promise<void> {
  return new Promise((resume) => {
    const done = () => {
      request.off("drain", done).off("close", done);
      resume();
    };
    request.on("drain", done).on("close", done);
  });
}

async function listFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * The upload routes behind a real HTTP server, through the same Fetch adapter as the app's server
 * (node-fetch-server), so bodies stream and broken connections reach the routes as they would in production.
 */
async function startRouteServer(uploads: typeof UploadsRoute, files: typeof UploadsFileRoute) {
  const handled: Promise<Response>[] = [];
  const server = http.createServer(
    createRequestListener((request) => {
      const url = new URL(request.url);
      if (url.pathname === "/api/uploads") {
        const answer = callRoute(uploads.action, request, { pattern: "/api/uploads" });
        handled.push(answer);
        return answer;
      }
      if (url.pathname.startsWith("/uploads/")) {
        return callRoute(files.loader, request, { params: { "*": decodeURIComponent(url.pathname.slice("/uploads/".length)) }, pattern: "/uploads/*" });
      }
      return new Response("Not Found", { status: 404 });
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** Sends a request, streaming the body; stops sending once the answer has come (as browsers do). */
  function send(method: string, target: string, { headers = {}, body }: { headers?: Record<string, string>; body?: AsyncIterable<Uint8Array> | Buffer } = {}) {
    return new Promise<Answer>((resolve, reject) => {
      let isAnswered = false;
      const request = http.request(`${baseUrl}${target}`, { method, headers: { origin: baseUrl, ...headers } }, (response) => {
        isAnswered = true;
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on("error", reject);
      });
      request.on("error", (error) => {
        if (!isAnswered) reject(error);
      });
      void (async () => {
        if (body) {
          for await (const chunk of Symbol.asyncIterator in body ? body : [body]) {
            if (isAnswered || request.destroyed) return;
            if (!request.write(chunk)) await drained(request);
          }
        }
        request.end();
      })();
    });
  }

  /** Streams an upload until `isUnderWay` holds, then drops the connection; gives the route's own answer, which no client receives. */
  async function sendAndDrop(target: string, headers: Record<string, string>, body: AsyncIterable<Uint8Array>, isUnderWay: () => Promise<boolean>) {
    const routeCalls = handled.length;
    const request = http.request(`${baseUrl}${target}`, { method: "POST", headers: { origin: baseUrl, ...headers } });
    request.on("error", () => undefined);
    for await (const chunk of body) {
      if (!request.write(chunk)) await drained(request);
      if (await isUnderWay()) break;
    }
    await expect.poll(isUnderWay, { timeout: 10_000 }).toBe(true);
    request.destroy();
    await expect.poll(() => handled.length).toBeGreaterThan(routeCalls);
    const response = await handled[routeCalls]!;
    return { status: response.status, body: (await response.json()) as unknown };
  }

  return { baseUrl, send, sendAndDrop, close: () => new Promise((resolve) => server.close(resolve)) };
}

type RouteServer = Awaited<ReturnType<typeof startRouteServer>>;

/** The app's modules on a fresh database of this kind with the given storage settings, and signed-up users. */
async function setUpApp(kind: TestDatabaseKind, extraEnv: Record<string, string> = {}) {
  const environment = await withAppEnvironment(kind, extraEnv);
  const server = await startRouteServer(await import("~/routes/api-uploads"), await import("~/routes/uploads-file"));
  const db: Database = await (await import("~/adapters/db/database.server")).getDb();
  /** A user created through better-auth, signed in with its password: its id and that session's cookie. */
  const signUp = (email: string) => signUpAndSignIn(db, email);

  return {
    environment,
    server,
    db,
    signUp,
    uploadsDir: path.join(environment.dataDir, "uploads"),
    async close() {
      await server.close();
      await environment.close();
    },
  };
}

describe.each(databaseKinds)("POST /api/uploads and GET /uploads/* on local disk, $name", (kind) => {
  let app: Awaited<ReturnType<typeof setUpApp>>;
  let server: RouteServer;
  let alice: { id: string; cookie: string };
  let bob: { id: string; cookie: string };
  let carol: { id: string; cookie: string };

  const upload = (query: string, body: AsyncIterable<Uint8Array> | Buffer, cookie?: string, headers: Record<string, string> = {}) =>
    server.send("POST", `/api/uploads?${query}`, { body, headers: { ...(cookie ? { cookie } : {}), ...headers } });
  const json = (answer: Answer) => ({ status: answer.status, body: JSON.parse(answer.body.toString()) as unknown });
  const stored = () => listFiles(app.uploadsDir);

  beforeAll(async () => {
    app = await setUpApp(kind);
    server = app.server;
    alice = await app.signUp("alice@example.com");
    bob = await app.signUp("bob@example.com");
    carol = await app.signUp("carol@example.com");
    // Alice has paid Pro access; Bob's profile is of the Pro account type (spec 6: either one may edit); Carol neither.
    await app.db
      .update(users)
      .set({ proExpiresAt: new Date(Date.now() + 30 * DAY) })
      .where(eq(users.id, alice.id));
    await app.db.update(specialistProfiles).set({ accountType: "Pro" }).where(eq(specialistProfiles.userId, bob.id));
  });

  afterAll(() => app.close());

  beforeEach(async () => {
    const { getStorage } = await import("~/adapters/storage/storage.server");
    for (const file of await stored()) if (!file.startsWith(".")) await getStorage().delete(file);
  });

  it("stores a photo under the signed-in user's own prefix and serves it with its type and long cache headers", async () => {
    const answer = json(await upload("kind=photo", PNG, alice.cookie));
    expect(answer).toEqual({
      status: 200,
      body: {
        key: `specialist-profiles/${alice.id}/photo`,
        url: expect.stringMatching(new RegExp(`^/uploads/specialist-profiles/${alice.id}/photo\\?v=\\w+$`)),
      },
    });
    const served = await server.send("GET", (answer.body as { url: string }).url);
    expect(served.status).toBe(200);
    expect(served.body.equals(PNG)).toBe(true);
    expect(served.headers).toMatchObject({
      "content-type": "image/png",
      "content-length": String(PNG.byteLength),
      "cache-control": "public, max-age=31536000, immutable, no-transform",
      "x-content-type-options": "nosniff",
      "accept-ranges": "bytes",
    });
    expect(served.headers.etag).toMatch(/^".+"$/);
    expect(served.headers["last-modified"]).toBeTruthy();
  });

  it("refuses a signed-out upload with 401 and stores nothing", async () => {
    expect(json(await upload("kind=photo", PNG))).toEqual({ status: 401, body: { error: "AUTH_REQUIRED" } });
    expect(json(await upload("kind=photo", PNG, "better-auth.session_token=forged"))).toEqual({ status: 401, body: { error: "AUTH_REQUIRED" } });
    expect(await stored()).toEqual([]);
  });

  it("refuses an upload from another origin, even with the user's cookie", async () => {
    expect(json(await upload("kind=photo", PNG, alice.cookie, { origin: "https://evil.example" }))).toEqual({
      status: 403,
      body: { error: "FORBIDDEN_ORIGIN" },
    });
    expect(await stored()).toEqual([]);
  });

  it("lets only Pro users upload: paid access or the Pro account type", async () => {
    expect(json(await upload("kind=photo", PNG, carol.cookie))).toEqual({ status: 403, body: { error: "PRO_REQUIRED" } });
    expect(await stored()).toEqual([]);
    expect((await upload("kind=photo", PNG, bob.cookie)).status).toBe(200);
    expect(await stored()).toContain(`specialist-profiles/${bob.id}/photo`);
  });

  it("writes only into the uploader's own prefix: user B cannot upload into A's paths", async () => {
    await upload("kind=photo", PNG, alice.cookie);
    const attempts = [
      `kind=photo&uid=${alice.id}`,
      `kind=photo&userId=${alice.id}`,
      `kind=video&filename=${encodeURIComponent(`../../${alice.id}/photo`)}`,
      `kind=video&filename=${encodeURIComponent(`/specialist-profiles/${alice.id}/photo`)}`,
    ];
    for (const query of attempts) {
      const answer = json(await upload(query, query.startsWith("kind=video") ? MP4 : PNG, bob.cookie));
      expect(answer.status).toBe(200);
      expect((answer.body as { key: string }).key.startsWith(`specialist-profiles/${bob.id}/`)).toBe(true);
    }
    const files = await stored();
    expect(files.filter((file) => file.startsWith(`specialist-profiles/${alice.id}/`))).toEqual([`specialist-profiles/${alice.id}/photo`]);
    const served = await server.send("GET", `/uploads/specialist-profiles/${alice.id}/photo`);
    expect(served.body.equals(PNG)).toBe(true);
  });

  it("refuses keys that try to leave the prefix, and malformed queries, with 400", async () => {
    for (const query of [
      "",
      "kind=../../etc",
      "kind=project-audio",
      "kind=project-audio&projectId=../../x",
      `kind=project-audio&projectId=${PROJECT_ID}/../..`,
    ]) {
      expect(json(await upload(query, MP3, alice.cookie)), query).toEqual({ status: 400, body: { error: "INVALID_REQUEST" } });
    }
    expect(await stored()).toEqual([]);
  });

  it("stores audio, project audio and video at the spec's paths, the video name cleaned and its extension the real type's", async () => {
    const audio = json(await upload("kind=audio", MP3, alice.cookie));
    const projectAudio = json(await upload(`kind=project-audio&projectId=${PROJECT_ID}`, MP3, alice.cookie));
    const video = json(await upload(`kind=video&filename=${encodeURIComponent("Мой шоурил (финал).exe")}`, MP4, alice.cookie));
    expect(audio.body).toMatchObject({ key: `specialist-profiles/${alice.id}/audio` });
    expect(projectAudio.body).toMatchObject({ key: `specialist-profiles/${alice.id}/projects/${PROJECT_ID}_audio` });
    expect((video.body as { key: string }).key).toMatch(new RegExp(`^specialist-profiles/${alice.id}/videos/\\d{13}_moi-shouril-final\\.mp4$`));
    expect((await server.send("GET", `/uploads/specialist-profiles/${alice.id}/audio`)).headers["content-type"]).toBe("audio/mpeg");
    expect((await server.send("GET", `/uploads/${(video.body as { key: string }).key}`)).headers["content-type"]).toBe("video/mp4");
  });

  it("accepts audio of exactly 20 MB", async () => {
    const answer = json(await upload("kind=audio", fileOf(MP3, LIMITS.audioBytes), alice.cookie));
    expect(answer.status).toBe(200);
    const served = await server.send("HEAD", `/uploads/specialist-profiles/${alice.id}/audio`);
    expect(served.headers["content-length"]).toBe(String(LIMITS.audioBytes));
  });

  it("refuses audio of 20 MB + 1 byte while it streams, with the spec's error, and stores nothing", async () => {
    const answer = await upload("kind=audio", fileOf(MP3, LIMITS.audioBytes + 1), alice.cookie);
    expect(json(answer)).toEqual({ status: 413, body: { error: "AUDIO_TOO_LARGE" } });
    expect(answer.headers.connection).toBe("close");
    expect(await stored()).toEqual([]);
    const { uploadsText } = await import("~/i18n/uploads");
    const { uploadErrorText } = await import("~/features/uploads/upload-error-text");
    expect(uploadErrorText(uploadsText.ru, "audio", "AUDIO_TOO_LARGE")).toBe("Размер файла превышает 20MB");
  });

  it("refuses a declared size over the limit before reading the body", async () => {
    const declared = { "content-length": String(LIMITS.videoBytes + 1) };
    const answer = await upload("kind=video&filename=big.mp4", fileOf(MP4, 64 * 1024), alice.cookie, declared);
    expect(json(answer)).toEqual({ status: 413, body: { error: "VIDEO_TOO_LARGE" } });
    expect(json(await upload("kind=photo", PNG, alice.cookie, { "content-length": String(LIMITS.photoBytes + 1) }))).toEqual({
      status: 413,
      body: { error: "PHOTO_TOO_LARGE" },
    });
    expect(await stored()).toEqual([]);
  });

  it.each([
    ["a Linux executable named .mp3", "kind=audio", ELF],
    ["a Windows executable as project audio", `kind=project-audio&projectId=${PROJECT_ID}`, WINDOWS_EXE],
    ["an SVG as the photo", "kind=photo", SVG],
    ["audio as the photo", "kind=photo", MP3],
    ["a photo as the video", "kind=video&filename=clip.mp4", PNG],
    ["an empty file", "kind=audio", Buffer.alloc(0)],
  ])("refuses %s with 415 and stores nothing", async (_case, query, file) => {
    expect(json(await upload(query, file, alice.cookie))).toEqual({ status: 415, body: { error: "UNSUPPORTED_TYPE" } });
    expect(await stored()).toEqual([]);
  });

  it("refuses an executable even when it is large, without waiting for all of it", async () => {
    const answer = await upload("kind=audio", fileOf(ELF, LIMITS.audioBytes), alice.cookie);
    expect(json(answer)).toEqual({ status: 415, body: { error: "UNSUPPORTED_TYPE" } });
    expect(await stored()).toEqual([]);
  });

  it("leaves no file and no temporary file when the connection drops mid-upload, and keeps the previous file", async () => {
    await upload("kind=audio", MP3, alice.cookie);
    const before = await stored();
    const isWritingTemporary = async () => (await listFiles(path.join(app.uploadsDir, ".tmp"))).length > 0;
    const answer = await server.sendAndDrop("/api/uploads?kind=audio", { cookie: alice.cookie }, fileOf(MP3, LIMITS.audioBytes), isWritingTemporary);
    expect(answer).toEqual({ status: 400, body: { error: "UPLOAD_ABORTED" } });
    expect(await stored()).toEqual(before);
    const served = await server.send("GET", `/uploads/specialist-profiles/${alice.id}/audio`);
    expect(served.body.equals(MP3)).toBe(true);
  });

  describe("serving", () => {
    let url: string;
    const size = 300_000;

    beforeEach(async () => {
      const answer = json(await upload("kind=audio", fileOf(MP3, size), alice.cookie));
      url = (answer.body as { url: string }).url;
    });

    it("answers a range with 206 and exactly those bytes, so players can seek", async () => {
      const whole = (await server.send("GET", url)).body;
      expect(whole.byteLength).toBe(size);
      for (const [range, start, end] of [
        ["bytes=0-9", 0, 9],
        ["bytes=1000-1999", 1000, 1999],
        ["bytes=-100", size - 100, size - 1],
        [`bytes=${size - 5}-`, size - 5, size - 1],
      ] as const) {
        const answer = await server.send("GET", url, { headers: { range } });
        expect(answer.status, range).toBe(206);
        expect(answer.headers["content-range"]).toBe(`bytes ${start}-${end}/${size}`);
        expect(answer.headers["content-length"]).toBe(String(end - start + 1));
        expect(answer.body.equals(whole.subarray(start, end + 1))).toBe(true);
      }
    });

    it("answers a range past the end with 416 and the size", async () => {
      const answer = await server.send("GET", url, { headers: { range: `bytes=${size}-` } });
      expect(answer.status).toBe(416);
      expect(answer.headers["content-range"]).toBe(`bytes */${size}`);
      expect(answer.body.byteLength).toBe(0);
    });

    it("answers 304 to a browser whose copy is current, and ignores a range for a changed file", async () => {
      const { etag, "last-modified": lastModified } = (await server.send("HEAD", url)).headers;
      expect((await server.send("GET", url, { headers: { "if-none-match": etag ?? "" } })).status).toBe(304);
      expect((await server.send("GET", url, { headers: { "if-modified-since": lastModified ?? "" } })).status).toBe(304);
      expect((await server.send("GET", url, { headers: { range: "bytes=0-9", "if-range": etag ?? "" } })).status).toBe(206);
      expect((await server.send("GET", url, { headers: { range: "bytes=0-9", "if-range": '"old"' } })).status).toBe(200);
    });

    it("answers HEAD with the headers only", async () => {
      const answer = await server.send("HEAD", url);
      expect(answer.status).toBe(200);
      expect(answer.headers["content-length"]).toBe(String(size));
      expect(answer.body.byteLength).toBe(0);
    });

    it.each([
      "/uploads/specialist-profiles/nobody/photo",
      "/uploads/%2e%2e/%2e%2e/etc/passwd",
      "/uploads/specialist-profiles/%2E%2E/%2E%2E/%2E%2E/package.json",
      "/uploads/.content-types/specialist-profiles",
      "/uploads/.tmp/x",
      "/uploads/",
    ])("answers 404 for %s", async (target) => {
      const answer = await server.send("GET", target);
      expect(answer.status).toBe(404);
    });
  });
});

describe("POST /api/uploads on S3 storage (s3rver on loopback)", () => {
  let fakeS3: FakeS3Server;
  let app: Awaited<ReturnType<typeof setUpApp>>;
  let alice: { id: string; cookie: string };
  const pglite = databaseKinds[0]!;

  const objectAt = async (url: string) => {
    const response = await fetch(url);
    return { status: response.status, type: response.headers.get("content-type"), bytes: Buffer.from(await response.arrayBuffer()) };
  };

  beforeAll(async () => {
    fakeS3 = await startFakeS3Server();
    app = await setUpApp(pglite, {
      S3_ENDPOINT: fakeS3.endpoint,
      S3_BUCKET: fakeS3.bucket,
      S3_ACCESS_KEY_ID: fakeS3.credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: fakeS3.credentials.secretAccessKey,
    });
    alice = await app.signUp("alice@example.com");
    await app.db
      .update(users)
      .set({ proExpiresAt: new Date(Date.now() + 30 * DAY) })
      .where(eq(users.id, alice.id));
  });

  afterAll(async () => {
    await app.close();
    await fakeS3.close();
  });

  const upload = (query: string, body: AsyncIterable<Uint8Array> | Buffer) =>
    app.server.send("POST", `/api/uploads?${query}`, { body, headers: { cookie: alice.cookie } });

  it("stores the upload in the bucket, where browsers load it from, and the app serves no local copy", async () => {
    const answer = JSON.parse((await upload("kind=audio", fileOf(MP3, 6 * 1024 * 1024))).body.toString()) as { url: string; key: string };
    expect(answer.url).toBe(`${fakeS3.endpoint}/${fakeS3.bucket}/specialist-profiles/${alice.id}/audio?v=${answer.url.split("?v=")[1]}`);
    const object = await objectAt(answer.url);
    expect(object).toMatchObject({ status: 200, type: "audio/mpeg" });
    expect(object.bytes.byteLength).toBe(6 * 1024 * 1024);
    expect((await app.server.send("GET", `/uploads/${answer.key}`)).status).toBe(404);
    expect(await listFiles(app.uploadsDir)).toEqual([]);
  });

  it("keeps nothing of audio over 20 MB: the multipart upload is aborted", async () => {
    const answer = await upload("kind=project-audio&projectId=" + PROJECT_ID, fileOf(MP3, LIMITS.audioBytes + 1));
    expect(JSON.parse(answer.body.toString())).toEqual({ error: "AUDIO_TOO_LARGE" });
    expect((await objectAt(`${fakeS3.endpoint}/${fakeS3.bucket}/specialist-profiles/${alice.id}/projects/${PROJECT_ID}_audio`)).status).toBe(404);
    expect(await fakeS3.pendingUploads()).toEqual([]);
  });

  it("keeps nothing when the connection drops after the first part was sent", async () => {
    const hasPendingUpload = async () => (await fakeS3.pendingUploads()).length > 0;
    const answer = await app.server.sendAndDrop(
      "/api/uploads?kind=video&filename=clip.mp4",
      { cookie: alice.cookie },
      fileOf(MP4, LIMITS.videoBytes),
      hasPendingUpload,
    );
    expect(answer).toEqual({ status: 400, body: { error: "UPLOAD_ABORTED" } });
    await expect.poll(() => fakeS3.pendingUploads()).toEqual([]);
  });
});

describe("POST /api/uploads when the storage fails", () => {
  let app: Awaited<ReturnType<typeof setUpApp>>;
  let alice: { id: string; cookie: string };

  beforeAll(async () => {
    // Nothing listens on the discard port: every storage call fails to connect.
    app = await setUpApp(databaseKinds[0]!, {
      S3_ENDPOINT: "http://127.0.0.1:9",
      S3_BUCKET: "uploads",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "secret",
    });
    alice = await app.signUp("alice@example.com");
    await app.db
      .update(users)
      .set({ proExpiresAt: new Date(Date.now() + 30 * DAY) })
      .where(eq(users.id, alice.id));
  });

  afterAll(() => app.close());

  it("answers 500 UPLOAD_FAILED (the browser shows its text, for a video the spec's own)", async () => {
    const answer = await app.server.send("POST", "/api/uploads?kind=video&filename=clip.mp4", { body: MP4, headers: { cookie: alice.cookie } });
    expect({ status: answer.status, body: JSON.parse(answer.body.toString()) as unknown }).toEqual({ status: 500, body: { error: "UPLOAD_FAILED" } });
  });
});
