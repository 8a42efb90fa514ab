import { describe, expect, it } from "vitest";
import { personalInfoSchema } from "./profile.schema";

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
