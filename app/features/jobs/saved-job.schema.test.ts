import { describe, expect, it } from "vitest";
import { savedJobCopySchema, savedJobFormSchema } from "./saved-job.schema";

describe("savedJobFormSchema", () => {
  it("accepts a job id with save or remove", () => {
    expect(savedJobFormSchema.parse({ jobId: " job-1 ", intent: "save" })).toEqual({ jobId: "job-1", intent: "save" });
    expect(savedJobFormSchema.parse({ jobId: "42", intent: "remove" })).toEqual({ jobId: "42", intent: "remove" });
  });

  it.each([
    ["a missing job id", { intent: "save" }],
    ["a blank job id", { jobId: "   ", intent: "save" }],
    ["an over-long job id", { jobId: "x".repeat(201), intent: "save" }],
    ["a job id holding NUL, which PostgreSQL cannot compare", { jobId: "job-1\u0000", intent: "save" }],
    ["a missing intent", { jobId: "job-1" }],
    ["an unknown intent", { jobId: "job-1", intent: "toggle" }],
    ["form fields that are files or null", { jobId: null, intent: "save" }],
  ])("rejects %s", (_case, input) => {
    expect(savedJobFormSchema.safeParse(input).success).toBe(false);
  });

  it("has no user field: the user comes from the session", () => {
    expect(savedJobFormSchema.parse({ jobId: "job-1", intent: "save", userId: "someone-else" })).not.toHaveProperty("userId");
  });
});

describe("savedJobCopySchema", () => {
  it("reads a stored copy's card fields and fills older copies' missing flags", () => {
    const copy = { id: "a", title: "Звукорежиссёр", company: "Студия", location: "Москва", type: "Полная занятость", postDate: "2026-03-01T00:00:00.000Z" };
    expect(savedJobCopySchema.parse(copy)).toEqual({ ...copy, description: "", isEnglish: false, isRemote: false });
    expect(savedJobCopySchema.safeParse({ id: "a" }).success).toBe(false);
  });
});
