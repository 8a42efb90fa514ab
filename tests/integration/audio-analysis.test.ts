import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { audioAnalyses, specialistProfiles, specialistProjects, uploads, users } from "~/adapters/db/schema";
import { logger } from "~/adapters/logger.server";
import { getQueue, startQueue, stopQueue } from "~/adapters/queue/queue.server";
import { createLocalStorage } from "~/adapters/storage/local-storage.server";
import { createS3Storage } from "~/adapters/storage/s3-storage.server";
import type { LocalStorage, Storage } from "~/adapters/storage/storage";
import { AUDIO_ANALYSIS_QUEUE, analyseStoredAudio, requestAudioAnalysis, streamKeyOf } from "~/features/audio/audio-analysis-jobs.server";
import { AUDIO_BACKFILL_QUEUE, backfillAudioAnalyses } from "~/features/audio/audio-backfill.server";
import { sineAt, writeTestSignal } from "~/features/audio/audio-fixtures";
import { AudioPlayer } from "~/features/audio";
import { getAuditions, getRecordingAnalyses, startAudioAnalysis } from "~/features/audio/index.server";
import { AUDIO_ANALYSIS } from "~/config/constants";
import { fileResponse } from "~/features/uploads/file-response.server";
import { receiveUpload } from "~/features/uploads/receive-upload.server";
import { sweepUploads } from "~/features/uploads/sweep-uploads.server";
import { recordUpload } from "~/features/uploads/upload-records.server";
import { startFakeS3Server, type FakeS3Server } from "../fakes/s3-server";
import { databaseKinds, useMigratedDatabase } from "../support/databases";

// Issue 28: every uploaded recording analysed in the background (docs/decisions/038). Fixtures are made by ffmpeg.

const DAY = 24 * 60 * 60 * 1000;
let fixtures: string;
let wav: Buffer;
let fakeS3: FakeS3Server;

beforeAll(async () => {
  fixtures = await mkdtemp(path.join(os.tmpdir(), "audio-fixtures-"));
  writeTestSignal(path.join(fixtures, "sine.wav"), sineAt(-20, { seconds: 4 }), "wav");
  wav = await readFile(path.join(fixtures, "sine.wav"));
  fakeS3 = await startFakeS3Server();
});

afterAll(async () => {
  await rm(fixtures, { recursive: true, force: true });
  await fakeS3.close();
});

const audioKey = (user: string) => `specialist-profiles/${user}/audio`;
const projectAudioKey = (user: string, projectId: string) => `specialist-profiles/${user}/projects/${projectId}_audio`;
const bodyOf = (bytes: Buffer) => Readable.toWeb(Readable.from([bytes])) as ReadableStream<Uint8Array>;

describe.each(databaseKinds)("audio analysis on $name", (kind) => {
  const database = useMigratedDatabase(kind);
  let root: string;
  let storage: Storage;

  const rowOf = async (key: string) => (await database.db.select().from(audioAnalyses).where(eq(audioAnalyses.storageKey, key)))[0];
  const jobsOf = async (queue: string, key?: string) => {
    const result = (await getQueue()
      .getDb()
      .executeSql(`select state from pgboss.job where name = $1 and ($2::text is null or singleton_key = $2) order by created_on`, [queue, key ?? null])) as {
      rows: { state: string }[];
    };
    return result.rows.map((row) => row.state);
  };
  const store = async (key: string, bytes: Buffer, contentType = "audio/wav") => {
    await storage.put(key, Readable.from([bytes]), { contentType });
    return storage.publicUrl(key, "v1");
  };

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "audio-analysis-test-"));
    storage = createLocalStorage(root);
    await startQueue(database.handle);
  });

  afterAll(async () => {
    await stopQueue();
    await rm(root, { recursive: true, force: true });
  });

  beforeEach(async () => {
    await database.db.delete(audioAnalyses);
    await database.db.delete(users);
    await database.db.delete(uploads);
    await getQueue().getDb().executeSql(`delete from pgboss.job where name in ($1, $2)`, [AUDIO_ANALYSIS_QUEUE, AUDIO_BACKFILL_QUEUE]);
    for (const id of ["owner", "other"]) {
      await database.db.insert(users).values({ id, name: id, email: `${id}@example.com`, proExpiresAt: new Date(Date.now() + 30 * DAY) });
      await database.db.insert(specialistProfiles).values({ userId: id, name: id });
    }
  });

  it("an audio upload is queued for analysis in the transaction after its bytes; the job stores the figures, the peaks and a streaming copy", async () => {
    const db = database.db;
    const answer = await receiveUpload(db, storage, { query: { kind: "audio" }, userId: "owner", body: bodyOf(wav) });
    expect(answer).toMatchObject({ ok: true, key: audioKey("owner") });
    expect(await rowOf(audioKey("owner"))).toMatchObject({ status: "pending", attempts: 0 });
    expect(await jobsOf(AUDIO_ANALYSIS_QUEUE, audioKey("owner"))).toEqual(["created"]);
    // A photo is not audio: no row, no job.
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100)]);
    await receiveUpload(db, storage, { query: { kind: "photo" }, userId: "owner", body: bodyOf(png) });
    expect(await db.select({ key: audioAnalyses.storageKey }).from(audioAnalyses)).toEqual([{ key: audioKey("owner") }]);

    await analyseStoredAudio(db, storage, audioKey("owner"));
    const row = await rowOf(audioKey("owner"));
    expect(row).toMatchObject({
      status: "done",
      failure: null,
      durationMs: 4000,
      format: "pcm_s24le",
      sampleRate: 48_000,
      channels: 2,
      bitDepth: 24,
      loudnessRangeLu: 0,
      streamKey: streamKeyOf(audioKey("owner")),
      attempts: 1,
    });
    expect(Math.abs(row!.integratedLufs! - -20)).toBeLessThanOrEqual(0.1);
    expect(Math.abs(row!.truePeakDbtp! - -20)).toBeLessThanOrEqual(0.1);
    expect(row!.peaks).toMatchObject({ version: 2, channels: 1, bits: 8, length: 1000, sample_rate: 48_000 });
    // Served by /uploads/* like the original: its type, and ranges for seeking.
    const copy = await (storage as LocalStorage).open(streamKeyOf(audioKey("owner")));
    const served = await fileResponse(new Request("http://localhost/uploads/x", { headers: { range: "bytes=0-99" } }), copy!);
    expect(served.status).toBe(206);
    expect(served.headers.get("content-type")).toBe("audio/mp4");
    expect((await served.arrayBuffer()).byteLength).toBe(100);

    // What a page reads, by the recordings' URLs as profiles name them: the player's bars, not the stored bins.
    const ownerUrl = storage.publicUrl(audioKey("owner"), "v1");
    const analyses = await getRecordingAnalyses(db, storage, [ownerUrl, storage.publicUrl(audioKey("other")), ""]);
    expect(Object.keys(analyses)).toEqual([ownerUrl]);
    expect(analyses[ownerUrl]).toMatchObject({
      status: "done",
      durationMs: 4000,
      format: { codec: "pcm_s24le", sampleRate: 48_000, channels: 2, bitDepth: 24 },
      streamSrc: expect.stringMatching(new RegExp(`^/uploads/${audioKey("owner")}\\.stream\\.m4a\\?v=\\w+$`)) as unknown,
    });
    expect(analyses[ownerUrl]!.bars).toHaveLength(AUDIO_ANALYSIS.playerBars);
    // A steady tone: every bar as loud as the loudest.
    expect(new Set(analyses[ownerUrl]!.bars)).toEqual(new Set([100]));
    // Serialisable as a loader's data.
    expect(JSON.parse(JSON.stringify(analyses[ownerUrl]))).toEqual(analyses[ownerUrl]);
    // A directory card's audition: the copy and the length, and the original for a demo not analysed yet.
    const otherUrl = storage.publicUrl(audioKey("other"));
    expect(Object.fromEntries(await getAuditions(db, storage, [ownerUrl, otherUrl, ""]))).toEqual({
      [ownerUrl]: { src: ownerUrl, streamSrc: analyses[ownerUrl]!.streamSrc, durationMs: 4000 },
      [otherUrl]: { src: otherUrl, streamSrc: null, durationMs: null },
    });
    // The page's HTML carries the waveform (the tone's 160 full bars) and the figures, before any script runs.
    const html = renderToStaticMarkup(
      createElement(
        createRoutesStub([
          { path: "/specialists/owner", Component: () => createElement(AudioPlayer, { src: ownerUrl, analysis: analyses[ownerUrl]!, label: "Демо" }) },
        ]),
        {
          initialEntries: ["/specialists/owner"],
        },
      ),
    );
    expect(html).toContain(`d="${Array.from({ length: AUDIO_ANALYSIS.playerBars }, (_, bar) => `M${bar}.5 0v100`).join("")}"`);
    expect(html).toContain("−20,0 LUFS · пик −20,0 dBTP · LRA 0 LU");
    expect(html).toContain(">0:04<");
  });

  it("a job run again after its result was written does nothing; one that died mid-way leaves the row pending and the retry analyses once", async () => {
    const db = database.db;
    await store(audioKey("owner"), wav);
    await db.transaction((tx) => requestAudioAnalysis(tx, audioKey("owner")));
    // The process dies after ffmpeg, while storing the streaming copy: nothing is written.
    const dying: Storage = { ...storage, put: () => Promise.reject(new Error("killed")) };
    await expect(analyseStoredAudio(db, dying, audioKey("owner"))).rejects.toThrow("killed");
    expect(await rowOf(audioKey("owner"))).toMatchObject({ status: "pending", attempts: 1, integratedLufs: null });

    await analyseStoredAudio(db, storage, audioKey("owner"));
    const done = await rowOf(audioKey("owner"));
    expect(done).toMatchObject({ status: "done", attempts: 2 });
    await analyseStoredAudio(db, storage, audioKey("owner"));
    expect(await rowOf(audioKey("owner"))).toEqual(done);
  });

  it("an expired attempt (a killed worker) is retried by pg-boss and the file analysed once", async () => {
    const db = database.db;
    await store(audioKey("owner"), wav);
    await db.transaction((tx) => requestAudioAnalysis(tx, audioKey("owner")));
    // A worker fetched the job and died with it active: pg-boss fails it when it expires and retries it.
    const [fetched] = await getQueue().fetch(AUDIO_ANALYSIS_QUEUE);
    expect(fetched?.data).toEqual({ storageKey: audioKey("owner") });
    await getQueue().getDb().executeSql(`update pgboss.job set state = 'retry', start_after = now() where id = $1`, [fetched!.id]);
    const ran: string[] = [];
    try {
      expect(await startAudioAnalysis(db, { ...storage, get: (key) => (ran.push(key), storage.get(key)) })).toBe(true);
      await vi.waitFor(async () => expect((await rowOf(audioKey("owner")))?.status).toBe("done"), { timeout: 30_000, interval: 200 });
      // The start's back-fill may queue one more job for the pending row; it finds the row done and reads nothing.
      await vi.waitFor(async () => expect(new Set(await jobsOf(AUDIO_ANALYSIS_QUEUE, audioKey("owner")))).toEqual(new Set(["completed"])), {
        timeout: 10_000,
        interval: 200,
      });
      expect(ran).toEqual([audioKey("owner")]);
      expect(await rowOf(audioKey("owner"))).toMatchObject({ attempts: 1 });
    } finally {
      // The next tests run the job's function themselves: no worker of this test may take their jobs.
      await stopQueue();
      await startQueue(database.handle);
    }
  });

  it("a result read from a file replaced meanwhile is not written: the new upload's job analyses the new bytes", async () => {
    const db = database.db;
    await store(audioKey("owner"), wav);
    await db.transaction((tx) => requestAudioAnalysis(tx, audioKey("owner")));
    const replacing: Storage = {
      ...storage,
      async get(key) {
        const old = await storage.get(key);
        await db.transaction((tx) => requestAudioAnalysis(tx, key));
        return old;
      },
    };
    await analyseStoredAudio(db, replacing, audioKey("owner"));
    expect(await rowOf(audioKey("owner"))).toMatchObject({ status: "pending", attempts: 0, integratedLufs: null });
  });

  it("a file that cannot be decoded is marked failed with UNREADABLE, a missing one MISSING, and the others are analysed", async () => {
    const db = database.db;
    const noise = Buffer.from(Array.from({ length: 32 * 1024 }, (_, index) => (index * 7919) % 251));
    await store(audioKey("owner"), noise);
    await store(audioKey("other"), wav);
    const gone = projectAudioKey("owner", crypto.randomUUID());
    for (const key of [audioKey("owner"), audioKey("other"), gone]) await db.transaction((tx) => requestAudioAnalysis(tx, key));
    for (const key of [audioKey("owner"), audioKey("other"), gone]) await analyseStoredAudio(db, storage, key);
    expect(await rowOf(audioKey("owner"))).toMatchObject({ status: "failed", failure: "UNREADABLE", attempts: 1, peaks: null, streamKey: null });
    expect(await rowOf(gone)).toMatchObject({ status: "failed", failure: "MISSING" });
    expect(await rowOf(audioKey("other"))).toMatchObject({ status: "done" });
    expect((await getRecordingAnalyses(db, storage, [storage.publicUrl(audioKey("owner"))]))[storage.publicUrl(audioKey("owner"))]).toMatchObject({
      status: "failed",
      failure: "UNREADABLE",
      bars: null,
      loudness: null,
    });
    // An unreadable demo gets no audition button.
    expect(await getAuditions(db, storage, [storage.publicUrl(audioKey("owner"))])).toEqual(new Map());
    // A new upload under the key asks again.
    await db.transaction((tx) => requestAudioAnalysis(tx, audioKey("owner")));
    expect(await rowOf(audioKey("owner"))).toMatchObject({ status: "pending", failure: null, attempts: 0 });
  });

  it("the sweep of an unattached recording deletes its analysis and its streaming copy with it", async () => {
    const db = database.db;
    await store(audioKey("other"), wav);
    await recordUpload(db, audioKey("other"), "other");
    await db.transaction((tx) => requestAudioAnalysis(tx, audioKey("other")));
    await analyseStoredAudio(db, storage, audioKey("other"));
    expect(await storage.exists(streamKeyOf(audioKey("other")))).toBe(true);
    await db.update(uploads).set({ touchedAt: sql`now() - interval '2 days'` });
    expect(await sweepUploads(db, storage)).toEqual({ deleted: [audioKey("other")], failed: [] });
    expect(await rowOf(audioKey("other"))).toBeUndefined();
    expect(await storage.exists(streamKeyOf(audioKey("other")))).toBe(false);
  });

  it("the back-fill asks once for every recording a profile or project names without an analysis", async () => {
    const db = database.db;
    const projectId = crypto.randomUUID();
    const profileUrl = await store(audioKey("owner"), wav);
    const projectUrl = await store(projectAudioKey("owner", projectId), wav);
    const analysedUrl = await store(audioKey("other"), wav);
    await db.update(specialistProfiles).set({ audioUrl: profileUrl }).where(eq(specialistProfiles.userId, "owner"));
    await db.update(specialistProfiles).set({ audioUrl: analysedUrl }).where(eq(specialistProfiles.userId, "other"));
    await db.insert(specialistProjects).values({ id: projectId, userId: "owner", slot: 0, title: "Проект", description: "Описание", audioUrl: projectUrl });
    // Another project names the same file: one job. A foreign URL names no key of this storage.
    await db
      .insert(specialistProjects)
      .values({ id: crypto.randomUUID(), userId: "other", slot: 0, title: "Проект", description: "Описание", audioUrl: "https://example.com/a.mp3" });
    await db.insert(audioAnalyses).values({ storageKey: audioKey("other"), status: "done", durationMs: 1 });

    expect(await backfillAudioAnalyses(db, storage)).toBe(2);
    expect(await jobsOf(AUDIO_ANALYSIS_QUEUE)).toEqual(["created", "created"]);
    expect(
      (await db.select({ key: audioAnalyses.storageKey, status: audioAnalyses.status }).from(audioAnalyses)).sort((a, b) => a.key.localeCompare(b.key)),
    ).toEqual(
      [
        { key: audioKey("other"), status: "done" },
        { key: audioKey("owner"), status: "pending" },
        { key: projectAudioKey("owner", projectId), status: "pending" },
      ].sort((a, b) => a.key.localeCompare(b.key)),
    );
    // A second start (or another instance) adds nothing.
    expect(await backfillAudioAnalyses(db, storage)).toBe(0);
    expect(await jobsOf(AUDIO_ANALYSIS_QUEUE)).toHaveLength(2);
    // Once analysed, never again.
    for (const key of [audioKey("owner"), projectAudioKey("owner", projectId)]) await analyseStoredAudio(db, storage, key);
    await getQueue().getDb().executeSql(`delete from pgboss.job where name = $1`, [AUDIO_ANALYSIS_QUEUE]);
    expect(await backfillAudioAnalyses(db, storage)).toBe(0);
    // A row left pending with its job gone (retries spent) is queued again.
    await db
      .update(audioAnalyses)
      .set({ status: "pending" })
      .where(eq(audioAnalyses.storageKey, audioKey("owner")));
    expect(await backfillAudioAnalyses(db, storage)).toBe(1);
  });

  it("without ffmpeg on PATH: one line says so, uploads still work and wait pending; a process with ffmpeg analyses them later", async () => {
    const db = database.db;
    await stopQueue();
    await startQueue(database.handle);
    const warnings = vi.spyOn(logger, "warn");
    const searchPath = process.env.PATH;
    try {
      process.env.PATH = "/nonexistent";
      expect(await startAudioAnalysis(db, storage)).toBe(false);
    } finally {
      process.env.PATH = searchPath;
    }
    expect(warnings.mock.calls).toEqual([["ffmpeg not found: audio analysis is off until it is installed (apt-get install ffmpeg)"]]);
    warnings.mockRestore();
    expect(await receiveUpload(db, storage, { query: { kind: "audio" }, userId: "owner", body: bodyOf(wav) })).toMatchObject({ ok: true });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await rowOf(audioKey("owner"))).toMatchObject({ status: "pending" });
    expect(await jobsOf(AUDIO_ANALYSIS_QUEUE, audioKey("owner"))).toEqual(["created"]);

    expect(await startAudioAnalysis(db, storage)).toBe(true);
    await vi.waitFor(async () => expect((await rowOf(audioKey("owner")))?.status).toBe("done"), { timeout: 30_000, interval: 200 });
  });
});

describe("audio analysis reading from and writing to S3 (s3rver on loopback)", () => {
  const database = useMigratedDatabase(databaseKinds[0]!);

  it("reads the original from the bucket and stores the streaming copy beside it", async () => {
    const storage = createS3Storage(fakeS3.storageConfig);
    const key = audioKey(`s3-${crypto.randomUUID()}`);
    await storage.put(key, Readable.from([wav]), { contentType: "audio/wav" });
    expect(await storage.get(`${key}-none`)).toBeNull();
    await database.db.insert(audioAnalyses).values({ storageKey: key });
    await analyseStoredAudio(database.db, storage, key);
    expect((await database.db.select().from(audioAnalyses).where(eq(audioAnalyses.storageKey, key)))[0]).toMatchObject({
      status: "done",
      streamKey: streamKeyOf(key),
    });
    expect(await storage.exists(streamKeyOf(key))).toBe(true);
    await Promise.all([storage.delete(key), storage.delete(streamKeyOf(key))]);
    expect(await database.db.select({ n: sql<number>`count(*)::int` }).from(audioAnalyses)).toEqual([{ n: 1 }]);
  });
});
