import { describe, expect, it } from "vitest";
import { acceptAttribute, findAcceptedFormat } from "./accepted-formats";

describe("findAcceptedFormat", () => {
  it("takes each group's browser formats, with the type they are served as", () => {
    expect(findAcceptedFormat("photo", "jpg")).toEqual({ ext: "jpg", contentType: "image/jpeg" });
    expect(findAcceptedFormat("audio", "m4a")).toEqual({ ext: "m4a", contentType: "audio/mp4" });
    expect(findAcceptedFormat("audio", "webm")).toEqual({ ext: "webm", contentType: "audio/webm" });
    expect(findAcceptedFormat("video", "webm")).toEqual({ ext: "webm", contentType: "video/webm" });
    expect(findAcceptedFormat("video", "mov")).toEqual({ ext: "mov", contentType: "video/quicktime" });
  });

  it.each([
    ["photo", "xml"],
    ["photo", "svg"],
    ["photo", "mp3"],
    ["audio", "elf"],
    ["audio", "exe"],
    ["audio", "mp4"],
    ["video", "png"],
    ["video", "avi"],
    ["photo", "constructor"],
    ["photo", undefined],
  ] as const)("refuses %s from bytes that look like %s", (group, ext) => {
    expect(findAcceptedFormat(group, ext)).toBeNull();
  });
});

describe("acceptAttribute", () => {
  it("lists the types and extensions for a file picker", () => {
    expect(acceptAttribute("video")).toBe("video/mp4,video/quicktime,video/webm,.mp4,.m4v,.mov,.webm");
    expect(acceptAttribute("photo")).not.toContain("svg");
  });
});
