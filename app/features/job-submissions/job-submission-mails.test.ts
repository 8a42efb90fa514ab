import { describe, expect, it, vi } from "vitest";
import { submissionDeclinedMail, submissionPublishedMail, submissionReceivedMail, type SubmissionMailTarget } from "./job-submission-mails";

vi.mock("~/seo/site-origin.server", () => ({ siteOrigin: () => "https://zvuk-rabota.ru" }));

/** What an employer (or anyone posting the form) writes, with a new line that would start another header if it reached one. */
const target = (language: SubmissionMailTarget["language"]): SubmissionMailTarget => ({
  contactEmail: "boss@studio.example",
  language,
  title: "Звукорежиссёр\r\nBcc: all@example.com <ВЫИГРЫШ>",
  company: "Студия «Приз» — заберите",
});

const mails = (language: SubmissionMailTarget["language"]) => ({
  received: submissionReceivedMail(target(language)),
  published: submissionPublishedMail(target(language), "submission-1"),
  declined: submissionDeclinedMail(target(language), "Причина <ссылка на спам>"),
});

describe("the employer's mails", () => {
  it("have fixed subjects from the dictionary: nothing the employer or the operator wrote is in them", () => {
    const subjects = (language: SubmissionMailTarget["language"]) =>
      Object.fromEntries(Object.entries(mails(language)).map(([kind, mail]) => [kind, mail.subject]));
    expect(subjects("ru")).toEqual({
      received: "Ваша вакансия отправлена на модерацию",
      published: "Ваша вакансия опубликована на Звук.Работа",
      declined: "Ваша вакансия не опубликована",
    });
    expect(subjects("en")).toEqual({
      received: "Your job has been sent for moderation",
      published: "Your job is published on Zvuk.Rabota",
      declined: "Your job was not published",
    });
  });

  it("name the job, its company and the reason in the body, escaped in the HTML part", () => {
    const { received, published, declined } = mails("ru");
    for (const mail of [received, published, declined]) {
      expect(mail.to).toBe("boss@studio.example");
      expect(mail.text).toContain("«Звукорежиссёр\r\nBcc: all@example.com <ВЫИГРЫШ>» (Студия «Приз» — заберите)");
      expect(mail.html).toContain("Bcc: all@example.com &lt;ВЫИГРЫШ&gt;");
    }
    expect(published.text).toContain("https://zvuk-rabota.ru/job/submission-1");
    expect(declined.text).toContain("Причина: Причина <ссылка на спам>");
    expect(declined.html).toContain("Причина: Причина &lt;ссылка на спам&gt;");
  });
});
