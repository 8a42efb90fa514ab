import { describe, expect, it } from "vitest";
import { hasChanges, profileChanges, type ProfileSnapshot } from "./profile-changes";

const snapshot = (overrides: Partial<ProfileSnapshot> = {}): ProfileSnapshot => ({
  fields: {
    name: "Анна",
    surname: "Петрова",
    email: "",
    workExperience: "5",
    experience: "Сведение",
    telegramLink: "",
    website: "",
    location: "Москва",
    languages: ["Русский"],
    specializations: ["composer"],
    photoUrl: "",
    audioUrl: "",
  },
  projects: [{ id: "p1", title: "Альбом", description: "Сведение", audioUrl: "", videoUrl: "", projectLink: "" }],
  services: [{ id: "s1", title: "Сведение", description: "Трек", price: "5000" }],
  ...overrides,
});

describe("profileChanges", () => {
  it("finds nothing between equal snapshots", () => {
    expect(hasChanges(profileChanges(snapshot(), snapshot()))).toBe(false);
  });

  it("names each changed field, with list fields joined, and the items added, removed and changed by id", () => {
    const approved = snapshot();
    const current = snapshot({
      fields: { ...approved.fields, location: "Казань", languages: ["Русский", "English"] },
      projects: [{ id: "p2", title: "Сингл", description: "Запись", audioUrl: "", videoUrl: "", projectLink: "" }],
      services: [{ id: "s1", title: "Сведение", description: "Трек", price: "6000" }],
    });
    const changes = profileChanges(approved, current);
    expect(changes.fields).toEqual([
      { field: "location", before: "Москва", after: "Казань" },
      { field: "languages", before: "Русский", after: "Русский, English" },
    ]);
    expect(changes.projects.added.map((item) => item.id)).toEqual(["p2"]);
    expect(changes.projects.removed.map((item) => item.id)).toEqual(["p1"]);
    expect(changes.services.changed).toEqual([{ before: approved.services[0], after: current.services[0] }]);
    expect(hasChanges(changes)).toBe(true);
  });

  it("compares a profile never approved with an empty one: everything filled is new", () => {
    const changes = profileChanges(null, snapshot());
    expect(changes.fields.map((change) => change.field)).toEqual([
      "name",
      "surname",
      "workExperience",
      "experience",
      "location",
      "languages",
      "specializations",
    ]);
    expect(changes.projects.added).toHaveLength(1);
    expect(changes.services.added).toHaveLength(1);
  });
});
