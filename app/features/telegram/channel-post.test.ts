import { describe, expect, it } from "vitest";
import { channelPost, jobPageUrl } from "./channel-post";

const job = { id: "a&b", title: "Звукорежиссёр <b>", company: "Студия «Q&A»", location: "Москва", type: "Полная занятость", isEnglish: false };

describe("the jobs channel's post", () => {
  it("has the title in bold, company, location · type, and the job's page, every field escaped", () => {
    expect(channelPost(job, "https://zvuk-rabota.ru")).toBe(
      '<b>Звукорежиссёр &lt;b&gt;</b>\nСтудия «Q&amp;A»\nМосква · Полная занятость\n\n<a href="https://zvuk-rabota.ru/job/a%26b">Подробнее и отклик</a>',
    );
  });

  it("marks a job in English ENG and links its /en page, in English", () => {
    const english = { ...job, id: "j1", title: "Sound designer", company: "Game Co", location: "", type: "Contract", isEnglish: true };
    expect(jobPageUrl("https://zvuk-rabota.ru", english)).toBe("https://zvuk-rabota.ru/en/job/j1");
    expect(channelPost(english, "https://zvuk-rabota.ru")).toBe(
      '<b>Sound designer</b> · <b>ENG</b>\nGame Co\nContract\n\n<a href="https://zvuk-rabota.ru/en/job/j1">Details and how to apply</a>',
    );
  });
});
