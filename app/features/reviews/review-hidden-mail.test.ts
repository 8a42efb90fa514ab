import { describe, expect, it, vi } from "vitest";
import { reviewHiddenMail } from "./review-hidden-mail";

vi.mock("~/seo/site-origin.server", () => ({ siteOrigin: () => "https://zvuk-rabota.ru" }));

describe("the review author's notice of a hidden review", () => {
  const mail = reviewHiddenMail("author@example.com", "Анна Звукова", "Оскорбления <b>и</b> спам");

  it("says in Russian, then in English, whose review was hidden, why, and links to the cabinet's reviews", () => {
    expect(mail.to).toBe("author@example.com");
    expect(mail.subject).toBe("Ваш отзыв на Звук.Работа скрыт модератором / Your review on Zvuk.Rabota was hidden by a moderator");
    expect(mail.text).toBe(
      "Модератор скрыл ваш отзыв о специалисте Анна Звукова: его больше не видно на странице специалиста.\n\nПричина: Оскорбления <b>и</b> спам\n\n" +
        "Ваши отзывы — в личном кабинете: https://zvuk-rabota.ru/dashboard?tab=reviews" +
        "\n\n———\n\n" +
        "A moderator hid your review of Анна Звукова: it is no longer shown on the specialist's page.\n\nReason: Оскорбления <b>и</b> спам\n\n" +
        "Your reviews are in your account: https://zvuk-rabota.ru/en/dashboard?tab=reviews",
    );
  });

  it("escapes the operator's reason and the name in the HTML part", () => {
    expect(mail.html).toContain("Причина: Оскорбления &lt;b&gt;и&lt;/b&gt; спам");
    expect(mail.html).not.toContain("<b>и</b>");
    expect(mail.html).toContain("https://zvuk-rabota.ru/en/dashboard?tab=reviews");
  });
});
