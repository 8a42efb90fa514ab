import { describe, expect, it } from "vitest";
import { refundMail } from "./refund-mail.server";

const now = new Date("2026-11-26T12:00:00Z");
const base = { to: "anna@example.com", amountKopecks: 49000, paidAt: new Date("2026-11-24T09:00:00Z"), now };

describe("the refund e-mail", () => {
  it("says in Russian what was refunded and that the Pro it bought has ended", () => {
    const mail = refundMail({ ...base, language: "ru", proExpiresAt: now });
    expect(mail.to).toBe("anna@example.com");
    expect(mail.subject).toBe("Возврат оплаты Pro");
    expect(mail.text).toContain("Мы вернули 490\u00a0₽ за Pro, оплаченный 24 ноября 2026 г.");
    expect(mail.text).toContain("Pro-доступ, оплаченный этим платежом, завершён.");
    expect(mail.html).toContain("<p>Здравствуйте!</p>");
  });

  it("in English, names the end of an earlier paid period that remains, and escapes the HTML", () => {
    const mail = refundMail({ ...base, language: "en", proExpiresAt: new Date("2026-12-20T12:00:00Z") });
    expect(mail.subject).toBe("Your Pro payment has been refunded");
    expect(mail.text).toContain("We have refunded 490\u00a0₽ for the Pro you paid for on 24 November 2026.");
    expect(mail.text).toContain("lasts until 20 December 2026");
    expect(mail.html).not.toMatch(/<(?!\/?p>)/);
  });
});
