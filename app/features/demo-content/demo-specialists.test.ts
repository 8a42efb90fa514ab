import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LIMITS, SPECIALIZATIONS } from "~/config/constants";
import { demoSpecialists, type DemoSpecialist } from "../../../demo/specialists";

const MEDIA_DIR = "demo/specialists/media";
const KB = 1024;
/** Generous bounds: a file outside them is broken (empty) or was not made by scripts/demo-media.sh. */
const MEDIA_BYTES = { avatars: [1 * KB, 40 * KB], audio: [30 * KB, 200 * KB], video: [50 * KB, 450 * KB] } as const;
type MediaKind = keyof typeof MEDIA_BYTES;

const caps = LIMITS.profile;
const isListed = (specialist: DemoSpecialist) => specialist.accountType === "Pro" || specialist.showInSpecialists;
const listed = demoSpecialists.filter(isListed);
const cases = demoSpecialists.map((specialist) => [specialist.key, specialist] as const);

function mediaFiles(specialist: DemoSpecialist): [MediaKind, string][] {
  const files: [MediaKind, string | null | undefined][] = [
    ["avatars", specialist.profile.photo],
    ["audio", specialist.profile.audio],
    ...specialist.projects.flatMap((project): [MediaKind, string | undefined][] => [
      ["audio", project.audio],
      ["video", project.video],
    ]),
  ];
  return files.filter((file): file is [MediaKind, string] => typeof file[1] === "string");
}

describe("demo specialists", () => {
  it("list at least 12 Pro specialists, whose specializations cover all 14", () => {
    expect(listed.filter((specialist) => specialist.accountType === "Pro").length).toBeGreaterThanOrEqual(12);
    expect(new Set(listed.flatMap((specialist) => specialist.profile.specializations))).toEqual(new Set(SPECIALIZATIONS));
  });

  it("have unique keys and e-mails on the demo domain", () => {
    expect(new Set(demoSpecialists.map((specialist) => specialist.key)).size).toBe(demoSpecialists.length);
    expect(new Set(demoSpecialists.map((specialist) => specialist.email)).size).toBe(demoSpecialists.length);
    for (const { key, email } of demoSpecialists) {
      expect(key).toMatch(/^[a-z]+(?:-[a-z]+)+$/);
      expect(email).toMatch(/^[a-z]+\.[a-z]+@demo\.zvuk-rabota\.ru$/);
      expect(email.length).toBeLessThanOrEqual(caps.email);
    }
  });

  it("include two Basic accounts with paid Pro, one of them hidden from the directory", () => {
    const basic = demoSpecialists.flatMap((specialist) => (specialist.accountType === "Basic" ? [specialist] : []));
    expect(basic).toHaveLength(2);
    expect(basic.every((specialist) => specialist.proDays > 0)).toBe(true);
    expect(basic.map((specialist) => specialist.showInSpecialists).sort()).toEqual([false, true]);
  });

  it("show every kind of portfolio: none, audio, video and links", () => {
    const projects = demoSpecialists.flatMap((specialist) => specialist.projects);
    expect(listed.some((specialist) => specialist.projects.length === 0)).toBe(true);
    expect(projects.filter((project) => project.audio).length).toBeGreaterThanOrEqual(3);
    expect(projects.filter((project) => project.video).length).toBeGreaterThanOrEqual(1);
    expect(projects.filter((project) => project.projectLink).length).toBeGreaterThanOrEqual(3);
    expect(new Set(listed.map((specialist) => specialist.profile.location)).size).toBeGreaterThanOrEqual(8);
  });

  it.each(cases)("%s fits the profile editor's caps", (_, { displayName, profile, services, projects }) => {
    expect(displayName).toBe(`${profile.name} ${profile.surname}`);
    const fields: [string, number][] = [
      [profile.name, caps.name],
      [profile.surname, caps.surname],
      [profile.workExperience, caps.workExperience],
      [profile.experience, caps.experience],
      [profile.location, caps.location],
      [profile.languages.join(", "), caps.languages],
      [profile.telegramLink, caps.telegramLink],
      [profile.website, caps.website],
      ...services.flatMap((service): [string, number][] => [
        [service.title, caps.serviceTitle],
        [service.description, caps.serviceDescription],
        [service.price, caps.servicePrice],
      ]),
      ...projects.flatMap((project): [string, number][] => [
        [project.title, caps.projectTitle],
        [project.description, caps.projectDescription],
        [project.projectLink ?? "", caps.projectLink],
      ]),
    ];
    for (const [value, cap] of fields) {
      expect(value.length, value).toBeLessThanOrEqual(cap);
      expect(value, "trimmed").toBe(value.trim());
    }
    expect(profile.experience).toContain("\n\n");
    expect(profile.telegramLink).toMatch(/^@[a-z0-9_]{5,32}$/);
    expect(profile.website).toMatch(/^(?:https:\/\/[a-z0-9.-]+\.[a-z]+(?:\/\S*)?)?$/);
    expect(profile.specializations.length).toBeGreaterThanOrEqual(1);
    expect(profile.specializations.length).toBeLessThanOrEqual(4);
    expect(new Set(profile.specializations).size).toBe(profile.specializations.length);
    expect(services.length).toBeGreaterThanOrEqual(1);
    expect(services.length).toBeLessThanOrEqual(4);
    // Shown as "От {price} ₽": whole roubles, thousands grouped by a space.
    for (const service of services) expect(service.price).toMatch(/^(?:\d{1,4}|\d{2,3} \d{3})$/);
    expect(projects.length).toBeLessThanOrEqual(5);
    for (const project of projects) {
      expect(project.title.length).toBeGreaterThan(0);
      expect(project.description.length).toBeGreaterThan(0);
      expect(project.projectLink ?? "https://x.example").toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]+(?:\/\S*)?$/);
    }
  });

  it.each(cases)("%s has its media on disk at a sane size", (key, specialist) => {
    expect(specialist.profile.photo).toBe(`${key}.webp`);
    for (const [kind, file] of mediaFiles(specialist)) {
      const filePath = path.join(MEDIA_DIR, kind, file);
      expect(existsSync(filePath), filePath).toBe(true);
      const [min, max] = MEDIA_BYTES[kind];
      expect(statSync(filePath).size, filePath).toBeGreaterThanOrEqual(min);
      expect(statSync(filePath).size, filePath).toBeLessThanOrEqual(max);
    }
  });

  it("use every generated media file", () => {
    const used = new Set(demoSpecialists.flatMap((specialist) => mediaFiles(specialist).map(([kind, file]) => `${kind}/${file}`)));
    const onDisk = (Object.keys(MEDIA_BYTES) as MediaKind[]).flatMap((kind) => readdirSync(path.join(MEDIA_DIR, kind)).map((file) => `${kind}/${file}`));
    expect(new Set(onDisk)).toEqual(used);
  });
});
