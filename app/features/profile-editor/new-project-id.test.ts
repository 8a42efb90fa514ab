import { afterEach, describe, expect, it, vi } from "vitest";
import { projectSchema } from "./profile.schema";
import { newProjectId } from "./new-project-id";

const project = { title: "Трейлер", description: "Звук для трейлера", audioUrl: "", videoUrl: "", projectLink: "" };

describe("newProjectId", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is a UUID the project schema accepts", () => {
    const id = newProjectId();
    expect(projectSchema.safeParse({ ...project, id }).success).toBe(true);
    expect(newProjectId()).not.toBe(id);
  });

  it("falls back to getRandomValues where randomUUID is missing (plain HTTP)", () => {
    const { getRandomValues } = globalThis.crypto;
    vi.stubGlobal("crypto", { getRandomValues: getRandomValues.bind(globalThis.crypto) });
    const ids = Array.from({ length: 50 }, () => newProjectId());
    for (const id of ids) expect(projectSchema.safeParse({ ...project, id }).success, id).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
