import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/adapters/db/client.server";
import { reviews, specialistProfiles, specialistProjects, uploads, users } from "~/adapters/db/schema";
import { createLocalStorage } from "~/adapters/storage/local-storage.server";
import { createS3Storage } from "~/adapters/storage/s3-storage.server";
import type { Storage } from "~/adapters/storage/storage";
import { UPLOAD_SWEEP } from "~/config/constants";
import type { Viewer } from "~/features/auth/session.server";
import { addProject, savePersonalInfo } from "~/features/profile-editor/profile-editor.server";
import { receiveUpload } from "~/features/uploads/receive-upload.server";
import { startUploadSweep, UPLOAD_SWEEP_QUEUE } from "~/features/uploads/sweep-scheduler.server";
import { ADVISORY_LOCK_KEYS } from "~/adapters/db/advisory-lock-keys";
import { getQueue, startQueue, stopQueue } from "~/adapters/queue/queue.server";
import { sweepUploads } from "~/features/uploads/sweep-uploads.server";
import { recordUpload } from "~/features/uploads/upload-records.server";
import { startFakeS3Server, type FakeS3Server } from "../fakes/s3-server";
import { testViewer } from "../support/accounts";
import { databaseKinds, useMigratedDatabase } from "../support/databases";

// Issue 13: uploads never attached to a profile, project or review are deleted after UPLOAD_SWEEP.graceMs.

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from("ftypisom"),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from("isomiso2avc1mp41"),
  Buffer.alloc(5000),
]);

const key = {
  photo: (user: string) => `specialist-profiles/${user}/photo`,
  audio: (user: string) => `specialist-profiles/${user}/audio`,
  projectAudio: (user: string, projectId: string) => `specialist-profiles/${user}/projects/${projectId}_audio`,
  video: (user: string, name: string) => `specialist-profiles/${user}/videos/1767225600000_${name}.mp4`,
};

interface StorageSubject {
  name: string;
  start(): Promise<{ storage: Storage; close(): Promise<void> }>;
}

let fakeS3: FakeS3Server;

beforeAll(async () => {
  fakeS3 = await startFakeS3Server();
});

afterAll(() => fakeS3.close());

const storages: StorageSubject[] = [
  {
    name: "local disk",
    async start() {
      const root = await mkdtemp(path.join(os.tmpdir(), "sweep-test-"));
      return { storage: createLocalStorage(root), close: () => rm(root, { recursive: true, force: true }) };
    },
  },
  {
    name: "S3 (s3rver on loopback)",
    async start() {
      const storage = createS3Storage(fakeS3.storageConfig);
      return { storage, close: async () => {} };
    },
  },
];

const cases = databaseKinds.flatMap((database) => storages.map((storage) => ({ database, storage, name: `${database.name} with ${storage.name}` })));

const viewer = (id: string): Viewer => testViewer(id, { pro: true });

describe.each(cases)("the upload sweep on $name", ({ database: kind, storage: storageSubject }) => {
  const database = useMigratedDatabase(kind);
  let storage: Storage;
  let closeStorage: () => Promise<void>;
  const written: string[] = [];

  beforeAll(async () => {
    ({ storage, close: closeStorage } = await storageSubject.start());
  });

  afterAll(async () => {
    await Promise.all(written.map((stored) => storage.delete(stored)));
    await closeStorage();
  });

  beforeEach(async () => {
    await Promise.all(written.splice(0).map((stored) => storage.delete(stored)));
    await database.db.delete(users);
    await database.db.delete(uploads);
    for (const id of ["owner", "reviewer", "other"]) {
      await database.db.insert(users).values({ id, name: id, email: `${id}@example.com`, proExpiresAt: new Date(Date.now() + 30 * DAY) });
      await database.db.insert(specialistProfiles).values({ userId: id, name: id });
    }
  });

  /** A file in storage, with its upload row touched `age` ms ago (none when `age` is null: stored before rows were kept). */
  async function stored(db: Database, storedKey: string, age: number | null, user = storedKey.split("/")[1] ?? "") {
    await storage.put(storedKey, Readable.from([MP4]), { contentType: "video/mp4" });
    written.push(storedKey);
    if (age !== null) {
      await recordUpload(db, storedKey, user);
      await db
        .update(uploads)
        .set({ touchedAt: sql`now() - make_interval(secs => ${age / 1000})` })
        .where(eq(uploads.key, storedKey));
    }
    return storage.publicUrl(storedKey, "v1");
  }

  const rowKeys = async () => (await database.db.select({ key: uploads.key }).from(uploads)).map((row) => row.key).sort();
  const existing = async (keys: string[]) => (await Promise.all(keys.map(async (each) => ((await storage.exists(each)) ? each : null)))).filter(Boolean).sort();

  it("deletes an unattached upload past the grace from storage and its row; keeps fresh ones and those a profile, project or review names", async () => {
    const db = database.db;
    const old = UPLOAD_SWEEP.graceMs + HOUR;
    const projectId = crypto.randomUUID();
    const abandoned = [key.video("owner", "never-added"), key.projectAudio("owner", crypto.randomUUID()), key.audio("other")];
    for (const each of abandoned) await stored(db, each, old);
    const fresh = key.video("owner", "still-editing");
    await stored(db, fresh, UPLOAD_SWEEP.graceMs - HOUR);
    const legacy = key.video("owner", "before-records");
    await stored(db, legacy, null);

    const photoUrl = await stored(db, key.photo("owner"), old);
    const profileAudioUrl = await stored(db, key.audio("owner"), old);
    await db.update(specialistProfiles).set({ photoUrl, audioUrl: profileAudioUrl }).where(eq(specialistProfiles.userId, "owner"));
    const videoUrl = await stored(db, key.video("owner", "showreel"), old);
    const projectAudioUrl = await stored(db, key.projectAudio("owner", projectId), old);
    await db
      .insert(specialistProjects)
      .values({ id: projectId, userId: "owner", slot: 0, title: "Проект", description: "Описание", audioUrl: projectAudioUrl, videoUrl });
    // A review keeps a copy of its writer's photo, which may outlive the photo on the writer's own profile.
    const reviewerPhotoUrl = await stored(db, key.photo("reviewer"), old);
    await db
      .insert(reviews)
      .values({ id: "r1", specialistId: "owner", reviewerId: "reviewer", reviewerPhotoUrl, rating: 5, title: "Отлично", content: "Всё вовремя" });
    // Only the owner's rows attach a file: another user naming it does not keep it.
    await db
      .update(specialistProfiles)
      .set({ photoUrl: storage.publicUrl(key.audio("other"), "v1") })
      .where(eq(specialistProfiles.userId, "reviewer"));

    const kept = [
      fresh,
      legacy,
      key.photo("owner"),
      key.audio("owner"),
      key.video("owner", "showreel"),
      key.projectAudio("owner", projectId),
      key.photo("reviewer"),
    ];
    const result = await sweepUploads(db, storage);
    expect(result).toEqual({ deleted: expect.arrayContaining(abandoned) as unknown, failed: [] });
    expect(result.deleted).toHaveLength(abandoned.length);
    expect(await existing([...abandoned, ...kept])).toEqual([...kept].sort());
    expect(await rowKeys()).toEqual(kept.filter((each) => each !== legacy).sort());

    // A second round finds nothing more to do.
    expect(await sweepUploads(db, storage)).toEqual({ deleted: [], failed: [] });
  });

  it("records each upload with its owner before storing it, and a new upload of the same key makes it fresh again", async () => {
    const db = database.db;
    // The row is there before the bytes: a sweep holding it makes the upload wait until the old file is gone.
    const rowsWhenStored: string[][] = [];
    const watched: Storage = {
      ...storage,
      async put(...args) {
        rowsWhenStored.push(await rowKeys());
        return storage.put(...args);
      },
    };
    const answer = await receiveUpload(db, watched, {
      query: { kind: "video", filename: "clip.mp4" },
      userId: "owner",
      body: Readable.toWeb(Readable.from([MP4])) as ReadableStream<Uint8Array>,
    });
    expect(answer.ok).toBe(true);
    const uploaded = answer.ok ? answer.key : "";
    written.push(uploaded);
    expect(rowsWhenStored).toEqual([[uploaded]]);
    expect(await db.select({ key: uploads.key, userId: uploads.userId }).from(uploads)).toEqual([{ key: uploaded, userId: "owner" }]);
    expect(await sweepUploads(db, storage)).toEqual({ deleted: [], failed: [] });

    await db.update(uploads).set({ touchedAt: sql`now() - interval '2 days'` });
    await recordUpload(db, uploaded, "owner");
    expect(await sweepUploads(db, storage)).toEqual({ deleted: [], failed: [] });
    expect(await storage.exists(uploaded)).toBe(true);
  });

  it("keeps an old upload the editor is attaching: it is touched before the write; one swept already is refused as missing", async () => {
    const db = database.db;
    const old = UPLOAD_SWEEP.graceMs + HOUR;
    const videoUrl = await stored(db, key.video("owner", "late"), old);
    // The audio is not the owner's, so the project is refused after the video was checked (and touched).
    const refused = await addProject(db, storage, viewer("owner"), {
      id: crypto.randomUUID(),
      title: "Проект",
      description: "Описание",
      audioUrl: storage.publicUrl(key.audio("other")),
      videoUrl,
      projectLink: "",
    });
    expect(refused).toMatchObject({ ok: false, error: "FILE_NOT_OWNED" });
    expect(await sweepUploads(db, storage)).toEqual({ deleted: [], failed: [] });

    const photoUrl = await stored(db, key.photo("owner"), old);
    await db.update(uploads).set({ touchedAt: sql`now() - interval '2 days'` });
    expect(await sweepUploads(db, storage)).toMatchObject({ deleted: expect.arrayContaining([key.photo("owner"), key.video("owner", "late")]) as unknown });
    const form = {
      name: "Анна",
      surname: "Петрова",
      email: "",
      workExperience: "",
      experience: "Сведение.",
      telegramLink: "",
      website: "",
      location: "",
      languages: "",
      specializations: [],
      audioUrl: "",
    };
    expect(await savePersonalInfo(db, storage, viewer("owner"), { ...form, photoUrl })).toMatchObject({ ok: false, error: "FILE_NOT_OWNED" });
  });

  it("sweeps in batches until none is left, and leaves the rows of files storage failed to delete for the next round", async () => {
    const db = database.db;
    const old = UPLOAD_SWEEP.graceMs + HOUR;
    const abandoned = Array.from({ length: 5 }, (_, n) => key.video("owner", `abandoned-${n}`));
    for (const each of abandoned) await stored(db, each, old);
    expect((await sweepUploads(db, storage, { batchSize: 2 })).deleted.sort()).toEqual([...abandoned].sort());
    expect(await rowKeys()).toEqual([]);

    const stuck = key.video("owner", "stuck");
    await stored(db, stuck, old);
    const failing: Storage = { ...storage, delete: async () => Promise.reject(new Error("storage is down")) };
    expect(await sweepUploads(db, failing)).toEqual({ deleted: [], failed: [stuck] });
    expect(await rowKeys()).toEqual([stuck]);
    expect(await sweepUploads(db, storage)).toEqual({ deleted: [stuck], failed: [] });
  });

  it.runIf(kind.name === "postgres")("skips the round while another instance holds the sweep's advisory lock", async () => {
    const db = database.db;
    const abandoned = key.video("owner", "abandoned");
    await stored(db, abandoned, UPLOAD_SWEEP.graceMs + HOUR);
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCK_KEYS.uploadSweep}::bigint)`);
      expect(await sweepUploads(db, storage)).toEqual({ deleted: [], failed: [] });
    });
    expect(await storage.exists(abandoned)).toBe(true);
    expect(await sweepUploads(db, storage)).toEqual({ deleted: [abandoned], failed: [] });
  });

  it.runIf(kind.name === "postgres")("makes a new upload or an attachment of a key it is sweeping wait until the old file is gone", async () => {
    const db = database.db;
    const photo = key.photo("owner");
    const video = key.video("owner", "attached-late");
    await stored(db, photo, UPLOAD_SWEEP.graceMs + HOUR);
    await stored(db, video, UPLOAD_SWEEP.graceMs + HOUR);
    const events: string[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow: Storage = {
      ...storage,
      async delete(deleted) {
        events.push(`delete ${deleted}`);
        await gate;
        await storage.delete(deleted);
      },
    };
    const sweep = sweepUploads(db, slow);
    await expect.poll(() => events.length).toBeGreaterThan(0);
    const waiting = async () =>
      Number(
        (
          await db.execute<{ count: number }>(
            sql`select count(*)::int as count from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          )
        ).rows[0]?.count,
      );
    const upload = recordUpload(db, photo, "owner").then(() => events.push("recorded photo"));
    const attach = addProject(db, storage, viewer("owner"), {
      id: crypto.randomUUID(),
      title: "Проект",
      description: "Описание",
      audioUrl: "",
      videoUrl: storage.publicUrl(video, "v1"),
      projectLink: "",
    });
    await expect.poll(waiting).toBe(2);
    release();
    expect((await sweep).deleted.sort()).toEqual([photo, video].sort());
    await upload;
    expect(events.at(-1)).toBe("recorded photo");
    // The new upload's row is fresh (its bytes follow it); the attachment found the file gone.
    expect(await rowKeys()).toEqual([photo]);
    expect(await sweepUploads(db, storage)).toEqual({ deleted: [], failed: [] });
    expect(await attach).toMatchObject({ ok: false, error: "FILE_NOT_OWNED" });
  });

  it("runs a round when the schedule starts, on the job queue, then every interval, and stops with the queue", async () => {
    const db = database.db;
    const abandoned = key.video("owner", "scheduled");
    await stored(db, abandoned, UPLOAD_SWEEP.graceMs + HOUR);
    await startQueue(database.handle);
    try {
      await startUploadSweep(db, storage, UPLOAD_SWEEP.intervalSeconds);
      // The row goes last, when the round's transaction commits.
      await expect.poll(rowKeys, { timeout: 15_000 }).toEqual([]);
      expect(await storage.exists(abandoned)).toBe(false);
      // A pg-boss cron offers a round every minute; one an hour gets through (app/server/schedule.ts).
      const [schedule] = await getQueue().getSchedules(UPLOAD_SWEEP_QUEUE);
      expect([schedule?.cron, schedule?.options?.singletonSeconds]).toEqual(["* * * * *", 3600]);
    } finally {
      await stopQueue();
    }
  });
});
