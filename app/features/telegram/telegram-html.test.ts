import { describe, expect, it } from "vitest";
import { telegramLink } from "./telegram-html";

describe("Telegram HTML", () => {
  it("builds a link with its address and text escaped", () => {
    expect(telegramLink(`https://zvuk-rabota.ru/jobs/a?x=1&y="2"`, "A & B")).toBe(
      '<a href="https://zvuk-rabota.ru/jobs/a?x=1&amp;y=&quot;2&quot;">A &amp; B</a>',
    );
  });

  it("leaves no markup of the text's own", () => {
    expect(telegramLink("https://zvuk-rabota.ru/", `<script>alert('x')</script> "Мосфильм"`)).toBe(
      '<a href="https://zvuk-rabota.ru/">&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &quot;Мосфильм&quot;</a>',
    );
  });
});
