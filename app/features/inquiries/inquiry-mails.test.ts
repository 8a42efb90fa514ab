import { describe, expect, it, vi } from "vitest";
import { clientCopyMail, confirmationMail, inquiryTelegramHtml, specialistInquiryMail, type InquiryContent } from "./inquiry-mails";

vi.mock("~/seo/site-origin.server", () => ({ siteOrigin: () => "https://zvuk-rabota.ru" }));

/** What a client writes, with a new line that would start another header and markup Telegram would read. */
const content: InquiryContent = {
  clientName: "Мария\r\nBcc: all@example.com <b>",
  clientEmail: "client@example.com",
  clientContact: "@maria & co",
  workKind: "",
  budgetFrom: null,
  budgetTo: 50000,
  budgetNegotiable: false,
  deadline: "2026-12-15",
  message: 'Сведение <script>alert("x")</script> & мастеринг',
  referenceLink: "https://example.com/refs?a=1&b=2",
};

describe("the inquiries' mails", () => {
  it("to the specialist: a fixed subject, Reply-To the client, every field under labels in both languages, the cabinet's links", () => {
    const mail = specialistInquiryMail({ to: "pro@example.com", content });
    expect(mail.subject).toBe("Новая заявка на Звук.Работа / A new project inquiry on Zvuk.Rabota");
    expect(mail.replyTo).toBe("client@example.com");
    expect(mail.to).toBe("pro@example.com");
    expect(mail.text).toContain("Вид работы / Kind of work: Другое / Other");
    expect(mail.text).toContain("Бюджет / Budget: до 50\u00a0000\u00a0₽ / up to 50,000\u00a0₽");
    expect(mail.text).toContain("Срок / Deadline: 15 декабря 2026 г. / 15 December 2026");
    expect(mail.text).toContain("https://zvuk-rabota.ru/dashboard?tab=inquiries");
    expect(mail.text).toContain("https://zvuk-rabota.ru/en/dashboard?tab=inquiries");
    expect(mail.html).toContain("&lt;script&gt;");
    expect(mail.html).not.toContain("<script>");
  });

  it("to the client: the copy in the page's language, no Reply-To; the confirmation carries the link and none of the client's words", () => {
    const copy = clientCopyMail({ language: "en", specialistName: "Anna Zvukova", specialistId: "pro-1", content });
    expect(copy.subject).toBe("A copy of your inquiry on Zvuk.Rabota");
    expect(copy.to).toBe("client@example.com");
    expect(copy).not.toHaveProperty("replyTo");
    expect(copy.text).toContain("Your inquiry was sent to Anna Zvukova.");
    expect(copy.text).toContain("https://zvuk-rabota.ru/en/specialists/pro-1");
    const confirm = confirmationMail({ to: "client@example.com", language: "ru", specialistName: "Анна Звукова", token: "t".repeat(43) });
    expect(confirm.subject).toBe("Подтвердите заявку на Звук.Работа");
    expect(confirm.text).toContain(`https://zvuk-rabota.ru/inquiries/confirm/${"t".repeat(43)}`);
    expect(confirm.text).not.toContain("Мария");
  });

  it("puts no user text into any subject", () => {
    const subjects = [
      specialistInquiryMail({ to: "pro@example.com", content }).subject,
      clientCopyMail({ language: "ru", specialistName: "Анна", specialistId: "p", content }).subject,
      confirmationMail({ to: "c@example.com", language: "en", specialistName: "Анна", token: "x" }).subject,
    ];
    for (const subject of subjects) {
      expect(subject).not.toMatch(/Мария|Bcc|Анна|\r|\n/);
    }
  });
});

describe("the inquiry's Telegram message", () => {
  it("escapes everything the client wrote for Telegram's HTML and keeps its own tags", () => {
    const html = inquiryTelegramHtml(content);
    expect(html).toContain("<b>Новая заявка на Звук.Работа</b>");
    expect(html).toContain("<b>Имя / Name:</b> Мария\r\nBcc: all@example.com &lt;b&gt;");
    expect(html).toContain("@maria &amp; co");
    expect(html).toContain("Сведение &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; мастеринг");
    expect(html).toContain("https://example.com/refs?a=1&amp;b=2");
    expect(html).toContain('<a href="https://zvuk-rabota.ru/dashboard?tab=inquiries">Открыть заявки</a>');
    // Only the message's own tags: b, i and a.
    expect(html.match(/<(?!\/?(?:b|i|a)[\s>])[^>]*>/g)).toBeNull();
  });

  it("cuts a long message well under Telegram's 4096 characters and says so", () => {
    const html = inquiryTelegramHtml({ ...content, message: "я".repeat(3000) });
    expect(html).toContain("я".repeat(2500) + "…");
    expect(html).not.toContain("я".repeat(2501));
    expect(html).toContain("Сообщение сокращено");
  });
});
