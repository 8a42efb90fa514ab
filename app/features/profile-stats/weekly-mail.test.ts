import { describe, expect, it } from "vitest";
import { emptyFigures } from "./stats-figures";
import { weeklyStatsMail, type WeeklyMailLinks } from "./weekly-mail";

const links: WeeklyMailLinks = {
  statsUrl: (language) => `https://zvuk.example${language === "en" ? "/en" : ""}/dashboard?tab=stats`,
  unsubscribePage: (language) => `https://zvuk.example${language === "en" ? "/en" : ""}/stats/unsubscribe?token=t`,
  oneClick: "https://zvuk.example/api/stats/unsubscribe?token=t",
};

describe("the weekly statistics mail", () => {
  it("tells the week in both languages, the change, the suggestion, and carries RFC 8058's headers", () => {
    const mail = weeklyStatsMail(
      "anna@example.com",
      {
        name: "Анна",
        weekStart: "2026-11-30",
        week: { ...emptyFigures(), views: 23, appearances: 10 },
        weekBefore: { ...emptyFigures(), views: 10, appearances: 10 },
        recommendation: { item: "audio", ratio: 2.345 },
      },
      links,
    );
    expect(mail.subject).toBe("Ваша неделя на Звук.Работе / Your week on Zvuk.Rabota");
    expect(mail.text).toContain("Итоги недели с 30 ноября по 6 декабря для вашего профиля:");
    expect(mail.text).toContain("Просмотры профиля: 23 (+130\u00a0% к прошлой неделе)");
    expect(mail.text).toContain("Показы в каталоге: 10 (как на прошлой неделе)");
    expect(mail.text).toContain("Добавьте демо-аудио: профили с аудио просматривают в 2,3 раза чаще.");
    expect(mail.text).toContain("Your profile's week, 30 November – 6 December:");
    expect(mail.text).toContain("Add a demo audio: profiles with audio are viewed 2.3 times as often.");
    expect(mail.text).toContain("https://zvuk.example/en/stats/unsubscribe?token=t");
    expect(mail.headers).toEqual({ "List-Unsubscribe": `<${links.oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
  });

  it("escapes the name in its HTML part", () => {
    const mail = weeklyStatsMail(
      "a@example.com",
      { name: "<b>Анна</b>", weekStart: "2026-11-16", week: emptyFigures(), weekBefore: emptyFigures(), recommendation: null },
      links,
    );
    expect(mail.html).toContain("&lt;b&gt;Анна&lt;/b&gt;");
    expect(mail.text).toContain("Итоги недели с 16 по 22 ноября");
    expect(mail.text).not.toContain("Что сделать");
  });
});
