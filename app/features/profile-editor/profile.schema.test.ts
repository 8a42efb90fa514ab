import { describe, expect, it } from "vitest";
import { profileEditor as en } from "~/i18n/en/profile-editor";
import { profileEditor as ru } from "~/i18n/ru/profile-editor";
import { personalInfoSchema, storedKeptFields, withStoredFields } from "./profile.schema";

const valid = {
  name: "Анна",
  surname: "Петрова",
  email: "anna@example.com",
  workExperience: "",
  experience: "Свожу альбомы.",
  telegramLink: "",
  website: "",
  location: "",
  languages: "",
  photoUrl: "",
  audioUrl: "",
};

const emailMessages = (email: string) =>
  personalInfoSchema
    .safeParse({ ...valid, email })
    .error?.issues.filter((issue) => issue.path[0] === "email")
    .map((issue) => issue.message) ?? [];

describe("the profile's contact e-mail", () => {
  it("refuses an address that is not one plain addr-spec with invalidEmail", () => {
    for (const email of ['"victim"@example.com', "a1<victim@example.com>", "victim(c3)@example.com"]) expect(emailMessages(email)).toEqual(["invalidEmail"]);
  });

  it("takes a plain address, trimmed, or none", () => {
    expect(personalInfoSchema.parse({ ...valid, email: " anna@example.com " }).email).toBe("anna@example.com");
    expect(personalInfoSchema.parse({ ...valid, email: "" }).email).toBe("");
  });
});

describe("the kept fields: required only once stored (spec 5 writes them only when non-empty)", () => {
  const blank = { ...valid, name: "", surname: "", experience: "" };
  const messagesOf = (input: Record<string, unknown>) =>
    Object.fromEntries(personalInfoSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? []);

  it("lets a new profile save with only a location: nothing stored, nothing asked for", () => {
    const parsed = personalInfoSchema.safeParse({ ...blank, location: "Москва" });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ name: "", surname: "", workExperience: "", experience: "", location: "Москва", stored: [] });
  });

  it("refuses emptying a stored field with keepStored, each stored one and only those, beside other messages", () => {
    expect(messagesOf({ ...blank, stored: "name" })).toEqual({ name: "keepStored" });
    expect(messagesOf({ ...blank, workExperience: "  ", stored: ["name", "surname", "workExperience", "experience"] })).toEqual({
      name: "keepStored",
      surname: "keepStored",
      workExperience: "keepStored",
      experience: "keepStored",
    });
    expect(messagesOf({ ...blank, stored: ["name"], surname: "П".repeat(60) })).toEqual({ name: "keepStored", surname: "tooLong" });
  });

  it("takes a changed stored field, and an empty field that was never stored", () => {
    expect(personalInfoSchema.safeParse({ ...blank, name: "Ольга", stored: ["name"] }).success).toBe(true);
    expect(personalInfoSchema.safeParse({ ...valid, surname: "", stored: ["name", "experience"] }).success).toBe(true);
  });

  it("reads the stored list only as kept fields' names", () => {
    expect(messagesOf({ ...blank, stored: ["email"] })).toEqual({ "stored.0": "invalidCharacter" });
  });

  it("lists the kept fields a stored profile holds, whitespace counting as empty", () => {
    expect(storedKeptFields({ name: "Анна", surname: " ", workExperience: "3 - 5", experience: "" })).toEqual(["name", "workExperience"]);
  });

  it("replaces the input's own stored list with the database's (a forged list counts for nothing)", () => {
    const forged = withStoredFields({ ...blank, stored: [] }, ["name"]);
    expect(messagesOf(forged as Record<string, unknown>)).toEqual({ name: "keepStored" });
    expect(withStoredFields("not an object", ["name"])).toBe("not an object");
  });
});

describe("the keepStored message in both languages", () => {
  it("is the dictionary's text", () => {
    expect(ru.errors.keepStored).toBe("Поле уже сохранено в профиле: его можно изменить, но не очистить");
    expect(en.errors.keepStored).toBe("This field is saved in your profile: you can change it, but not empty it");
  });
});
