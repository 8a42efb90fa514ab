import { describe, expect, it } from "vitest";
import { alertMail, alertTelegramHtml, type AlertContent } from "./alert-mail";

const links = { unsubscribePage: "https://site.example/en/alerts/unsubscribe?token=t", oneClick: "https://site.example/api/alerts/unsubscribe?token=t" };
const content = (overrides: Partial<AlertContent> = {}): AlertContent => ({
  language: "en",
  searchName: "Sound <design> & more",
  search: { query: "sound design", location: "Remote", type: "" },
  jobs: [{ id: "j/1", title: "Sound designer <senior>", company: "Studio & Co", location: "Remote", type: "Contract" }],
  total: 1,
  origin: "https://site.example",
  ...overrides,
});

describe("the alert e-mail", () => {
  it("escapes what users and sheets wrote, links to the job on the configured origin, and carries the one-click headers", () => {
    const mail = alertMail("a@example.com", content(), links);
    // The search's name is the user's text, and an account's address is not proof of its owner: it stays out of the subject.
    expect(mail.subject).toBe("1 new job for your alert");
    expect(mail.text).toContain("New jobs for your alert “Sound <design> & more”:");
    expect(mail.html).toContain('<a href="https://site.example/en/job/j%2F1" style="font-weight:600;color:#6d28d9">Sound designer &lt;senior&gt;</a>');
    expect(mail.html).toContain("Studio &amp; Co · Remote · Contract");
    expect(mail.html).not.toContain("<design>");
    expect(mail.text).toContain("Sound designer <senior>\nStudio & Co · Remote · Contract\nhttps://site.example/en/job/j%2F1");
    expect(mail.text).toContain(`Unsubscribe from this alert: ${links.unsubscribePage}`);
    expect(mail.headers).toEqual({ "List-Unsubscribe": `<${links.oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
  });

  it("lists 20 jobs and links to the rest in Russian with the right plural", () => {
    const jobs = Array.from({ length: 20 }, (_, index) => ({ id: `j${index}`, title: `Вакансия ${index}`, company: "Студия", location: "", type: "" }));
    const mail = alertMail("a@example.com", content({ language: "ru", searchName: "Звук", jobs, total: 25 }), links);
    expect(mail.subject).toBe("25 новых вакансий по вашей подписке");
    expect(mail.text.match(/https:\/\/site\.example\/job\//g)).toHaveLength(20);
    expect(mail.text).toContain("Ещё 5 вакансий — смотреть все на сайте: https://site.example/?q=sound+design&location=Remote");
  });

  it("as a Telegram message: HTML lines with links and the rest", () => {
    const html = alertTelegramHtml(content({ total: 3 }));
    expect(html).toBe(
      [
        "<b>New jobs for your alert “Sound &lt;design&gt; &amp; more”:</b>",
        "",
        '• <a href="https://site.example/en/job/j%2F1">Sound designer &lt;senior&gt;</a> — Studio &amp; Co · Remote · Contract',
        "",
        '<a href="https://site.example/en?q=sound+design&amp;location=Remote">2 more — see them all</a>',
      ].join("\n"),
    );
  });
});
