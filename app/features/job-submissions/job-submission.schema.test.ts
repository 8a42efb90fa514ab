import { describe, expect, it } from "vitest";
import { parseForm } from "~/config/parse-form";
import { jobSubmissionSchema } from "./job-submission.schema";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

/** The field messages the form shows for these fields (Conform's reply, as the action sends it back). */
const errorsOf = (fields: Record<string, string>) => parseForm(form(fields), jobSubmissionSchema).reply().error;

const valid = {
  title: "Звукорежиссёр",
  company: "Студия",
  applyEmail: "hr@studio.example",
  contactEmail: "boss@studio.example",
};

describe("the employer's job form schema", () => {
  it("takes the jobs' rules: defaults, lists, links, and the contact e-mail", () => {
    const result = jobSubmissionSchema.parse({
      ...valid,
      companyLink: "studio.example",
      responsibilities: "Сведение\n\n Монтаж ",
      isEnglish: "eng",
      contactEmail: "  boss@studio.example ",
    });
    expect(result).toMatchObject({
      location: "Не указано",
      type: "Полная занятость",
      companyLink: "https://studio.example",
      responsibilities: ["Сведение", "Монтаж"],
      isEnglish: true,
      contactEmail: "boss@studio.example",
      homepage: "",
    });
  });

  it("names each refused field with the dictionary's key", () => {
    expect(errorsOf({ title: "", company: "С", contactEmail: "nope", applyHH: "javascript:alert(1)", description: "а".repeat(6001) })).toMatchObject({
      title: ["required"],
      contactEmail: ["notAnEmail"],
      applyHH: ["notALink"],
      description: ["tooLong"],
    });
  });

  it("refuses a contact or apply e-mail that is not one plain address, with the field's message", () => {
    for (const spelling of ['"victim"@example.com', "a1<victim@example.com>", "victim(c3)@example.com"]) {
      expect(errorsOf({ ...valid, contactEmail: spelling })).toEqual({ contactEmail: ["notAnEmail"] });
      expect(errorsOf({ ...valid, applyEmail: spelling })).toEqual({ applyEmail: ["notAnEmail"] });
    }
  });

  it("requires the contact e-mail and one apply channel", () => {
    expect(errorsOf({ ...valid, contactEmail: "" })).toMatchObject({ contactEmail: ["required"] });
    expect(errorsOf({ ...valid, applyEmail: "" })).toMatchObject({ "": ["noApplyChannel"] });
    expect(parseForm(form({ ...valid, applyEmail: "", applyTelegram: "@studio" }), jobSubmissionSchema).status).toBe("success");
  });

  it("reads the honeypot as any text, for the action to act on", () => {
    expect(jobSubmissionSchema.parse({ ...valid, homepage: "http://spam.example" }).homepage).toBe("http://spam.example");
  });
});
