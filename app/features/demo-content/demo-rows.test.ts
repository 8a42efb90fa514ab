import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseBlogRow } from "~/features/blog";
import { parseJobRow } from "~/features/jobs";
import { demoBlogRows } from "../../../demo/blog";
import { demoJobRows } from "../../../demo/jobs";
import { sampleJobRows } from "./sample-job-rows.server";
import { parseRows } from "~/adapters/sheets/parse-rows";

const now = new Date();
const jobs = parseRows(demoJobRows, (row) => parseJobRow(row, { now }));
const posts = parseRows(demoBlogRows, parseBlogRow);
const values = jobs.accepted.map((result) => result.value);
const DAY_MS = 86_400_000;

describe("demo jobs", () => {
  it("are at least 30 full sheet rows that all parse, with unique ids", () => {
    expect(demoJobRows.length).toBeGreaterThanOrEqual(30);
    for (const row of demoJobRows) expect(row).toHaveLength(17);
    expect(jobs.skipped).toEqual([]);
    expect(new Set(values.map((job) => job.id)).size).toBe(values.length);
  });

  it("cover the cities, remote and relocation, every type and a few English jobs", () => {
    const locations = new Set(values.map((job) => job.location));
    for (const city of ["Москва", "Санкт-Петербург", "Екатеринбург", "Новосибирск", "Казань", "Минск", "Алматы", "Тбилиси", "Удалённо"]) {
      expect(locations).toContain(city);
    }
    expect([...locations].some((location) => location.startsWith("Релокация"))).toBe(true);
    expect(new Set(values.map((job) => job.type))).toEqual(new Set(["Полная занятость", "Частичная занятость", "Проектная работа", "Стажировка", "Фриланс"]));
    expect(values.filter((job) => job.isEnglish).length).toBeGreaterThanOrEqual(3);
    expect(values.some((job) => job.isRemote)).toBe(true);
  });

  it("use every apply channel, some jobs several", () => {
    const channels = ["applyWebsite", "applyEmail", "applyForm", "applyTelegram", "applyHh"] as const;
    for (const channel of channels) expect(values.some((job) => job[channel] !== "")).toBe(true);
    expect(values.some((job) => channels.filter((channel) => job[channel] !== "").length >= 3)).toBe(true);
    expect(values.every((job) => channels.some((channel) => job[channel] !== ""))).toBe(true);
  });

  it("are dated today, yesterday, within the week and older, all within 40 days", () => {
    expect(jobs.accepted.every((result) => result.dated)).toBe(true);
    const ages = values.map((job) => Math.floor((now.getTime() - job.postDate.getTime()) / DAY_MS));
    for (const age of [0, 1, 2, 3, 4, 5, 6]) expect(ages).toContain(age);
    expect(Math.max(...ages)).toBeGreaterThan(20);
    expect(Math.max(...ages)).toBeLessThanOrEqual(40);
  });

  it("have multi-line lists", () => {
    expect(values.every((job) => job.responsibilities.length >= 2 && job.requirements.length >= 1)).toBe(true);
  });
});

describe("the built-in sample", () => {
  it("is two jobs that parse", () => {
    expect(parseRows(sampleJobRows, (row) => parseJobRow(row)).accepted).toHaveLength(2);
  });
});

describe("demo blog", () => {
  it("is at least 6 posts that all parse", () => {
    expect(demoBlogRows.length).toBeGreaterThanOrEqual(6);
    expect(posts.skipped).toEqual([]);
    expect(posts.accepted.every((result) => result.value.publishedAt !== null)).toBe(true);
  });

  it.each(demoBlogRows.map((row, index) => [index + 1, row] as const))("post-%i is real markdown with a local illustration", (_, row) => {
    const content = row[5] ?? "";
    expect(content).toMatch(/^## /m);
    expect(content).toMatch(/^- /m);
    expect(content).toMatch(/^1\. /m);
    expect(content).toMatch(/\]\((?:https:\/\/|\/)[^)]+\)/);
    expect(content).toMatch(/\*\*[^*]+\*\*/);
    expect(content).toMatch(/(?:^|[^*])\*[^*\s][^*]*\*(?!\*)/);
    const images = [row[1] ?? "", ...[...content.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)].map((match) => match[1] ?? "")];
    expect(images.length).toBeGreaterThanOrEqual(2);
    for (const image of images) {
      expect(image).toMatch(/^\/images\/blog\/[a-z-]+\.svg$/);
      const file = path.join("public", image);
      expect(existsSync(file)).toBe(true);
      expect(statSync(file).size).toBeLessThan(8 * 1024);
    }
  });
});
