import { describe, expect, it } from "vitest";
import { checkProfile, PROFILE_CHECKS, profileCompleteness, type ProfileCompletenessFields } from "./profile-completeness";

const empty: ProfileCompletenessFields = { name: "", surname: "", email: "", workExperience: "", experience: "", photoUrl: "", specializations: [] };
const complete: ProfileCompletenessFields = {
  name: "Анна",
  surname: "Звонарёва",
  email: "anna@example.com",
  workExperience: "3 - 5",
  experience: "Сведение и мастеринг.",
  photoUrl: "/uploads/anna.jpg",
  specializations: ["mixing-engineer"],
};

describe("profile completeness", () => {
  it("is 0 % with nothing filled in, and without a profile", () => {
    expect(profileCompleteness(empty)).toBe(0);
    expect(profileCompleteness(null)).toBe(0);
    expect(Object.values(checkProfile(null))).toEqual(PROFILE_CHECKS.map(() => false));
  });

  it("is 100 % with all seven checks", () => {
    expect(profileCompleteness(complete)).toBe(100);
    expect(Object.values(checkProfile(complete)).every(Boolean)).toBe(true);
  });

  it("is the rounded share of the checks that pass", () => {
    expect(profileCompleteness({ ...empty, email: "anna@example.com" })).toBe(14);
    expect(profileCompleteness({ ...empty, name: "Анна", surname: "З", email: "a@b.ru" })).toBe(43);
    expect(profileCompleteness({ ...complete, photoUrl: "" })).toBe(86);
    expect(checkProfile({ ...complete, photoUrl: "" })).toMatchObject({ photo: false, name: true, specializations: true });
  });

  it("counts whitespace-only text and blank specializations as empty", () => {
    const blank = { ...empty, name: "  ", surname: "\t", email: " \n ", workExperience: " ", experience: "   ", photoUrl: " ", specializations: [" ", ""] };
    expect(profileCompleteness(blank)).toBe(0);
    expect(checkProfile({ ...complete, experience: "  \n  " }).experience).toBe(false);
  });
});
