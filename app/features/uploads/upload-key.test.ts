import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isValidStorageKey } from "~/adapters/storage/storage-key";
import { projectOfAudioKey, sanitizeFilename, uploadKey, uploadPrefix } from "./upload-key";

const now = new Date("2026-01-01T00:00:00Z");
const projectId = "0b9a3e38-0a5e-4a77-9d55-8d1f1f1f1f1f";

describe("uploadKey", () => {
  it("follows the spec's paths under the user's own prefix", () => {
    expect(uploadKey({ kind: "photo" }, "user1", "jpg", now)).toBe("specialist-profiles/user1/photo");
    expect(uploadKey({ kind: "audio" }, "user1", "mp3", now)).toBe("specialist-profiles/user1/audio");
    expect(uploadKey({ kind: "project-audio", projectId }, "user1", "mp3", now)).toBe(`specialist-profiles/user1/projects/${projectId}_audio`);
    expect(uploadKey({ kind: "video", filename: "Showreel 2026.mp4" }, "user1", "mp4", now)).toBe(
      `specialist-profiles/user1/videos/${now.getTime()}_showreel-2026.mp4`,
    );
  });
});

describe("projectOfAudioKey", () => {
  it("reads back the project of a project's audio key, and nothing else", () => {
    expect(projectOfAudioKey(uploadKey({ kind: "project-audio", projectId }, "user1", "mp3", now))).toBe(projectId);
    for (const other of [uploadKey({ kind: "audio" }, "user1", "mp3", now), uploadKey({ kind: "photo" }, "user1", "jpg", now), `${projectId}_audio`])
      expect(projectOfAudioKey(other)).toBeNull();
    expect(uploadKey({ kind: "audio" }, "user1", "mp3", now).startsWith(uploadPrefix("user1"))).toBe(true);
  });
});

describe("sanitizeFilename", () => {
  it.each([
    ["Мой трек (финал).mov", "mov", "moi-trek-final.mov"],
    ["../../etc/passwd", "mp4", "passwd.mp4"],
    ["C:\\Users\\me\\clip.MP4", "mp4", "clip.mp4"],
    ["clip.exe", "mp4", "clip.mp4"],
    ["café déjà vu.webm", "webm", "cafe-deja-vu.webm"],
    [".hidden", "mp4", "hidden.mp4"],
    ["", "mp4", "video.mp4"],
    ["...", "mp4", "video.mp4"],
    ["视频.mp4", "mp4", "video.mp4"],
    [`${"a".repeat(300)}.mp4`, "mp4", `${"a".repeat(80)}.mp4`],
  ])("%j becomes %j", (name, ext, expected) => {
    expect(sanitizeFilename(name, ext)).toBe(expected);
  });

  it("never lets a given name escape its folder or break a key", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (name) => {
        const key = uploadKey({ kind: "video", filename: name }, "user1", "mp4", now);
        expect(isValidStorageKey(key)).toBe(true);
        expect(key.startsWith(`specialist-profiles/user1/videos/${now.getTime()}_`)).toBe(true);
        expect(key.split("/")).toHaveLength(4);
      }),
    );
  });
});
