import { describe, expect, it } from "vitest";
import { escapeTelegramHtml, telegramLink } from "./telegram-html";

describe("Telegram HTML", () => {
  it("escapes what Telegram's HTML parse mode reads as markup", () => {
    expect(escapeTelegramHtml(`Звукорежиссёр <b>"Мосфильм"</b> & Co`)).toBe("Звукорежиссёр &lt;b&gt;&quot;Мосфильм&quot;&lt;/b&gt; &amp; Co");
  });

  it("builds a link with its address and text escaped", () => {
    expect(telegramLink(`https://zvuk-rabota.ru/jobs/a?x=1&y="2"`, "A & B")).toBe(
      '<a href="https://zvuk-rabota.ru/jobs/a?x=1&amp;y=&quot;2&quot;">A &amp; B</a>',
    );
  });
});
