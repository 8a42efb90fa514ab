import { dashboard as enDashboard } from "~/i18n/en/dashboard";
import { reviews as enReviews } from "~/i18n/en/reviews";
import { jobAlertsTab as enSavedSearches } from "~/i18n/en/job-alerts-tab";
import { interpolate } from "~/i18n/plural";
import { dashboard as ruDashboard } from "~/i18n/ru/dashboard";
import { reviews as ruReviews } from "~/i18n/ru/reviews";
import { jobAlertsTab as ruSavedSearches } from "~/i18n/ru/job-alerts-tab";
import { expect, expectAccessible, registerAccount, test, visit } from "./fixtures";
import { linkIn, mailCount, mailTo } from "./outbox";

// Issue 24: a new account works at once, but what needs a proven address waits for the mailed link — the cabinet says
// so ("Подтвердите e-mail", "Отправить письмо ещё раз"), alert e-mails wait (double opt-in), a review cannot be written;
// the link confirms the address and the cabinet says that too. Desktop and phone, Russian and English.
const TEXT = {
  ru: { dashboard: ruDashboard, reviews: ruReviews, savedSearches: ruSavedSearches, prefix: "", subject: "Подтвердите e-mail на Звук.Работа" },
  en: { dashboard: enDashboard, reviews: enReviews, savedSearches: enSavedSearches, prefix: "/en", subject: "Confirm your e-mail on Zvuk.Rabota" },
} as const;

for (const language of ["ru", "en"] as const) {
  const { dashboard: d, reviews: r, savedSearches: s, prefix, subject } = TEXT[language];

  test(`${language}: an unconfirmed account is told what waits, sends the link again, and the link confirms it`, async ({ page, baseURL }) => {
    test.slow(); // two password hashes and a page per step
    const email = await registerAccount(page, baseURL, { name: `unconfirmed-${language}`, prefix, confirmed: false });
    const confirmation = await mailTo(email, { subject });
    expect(await mailCount(email)).toBe(1);

    // An alert by e-mail waits for the address (double opt-in), and the tab says why.
    const saved = await page.request.post(`${prefix}/dashboard?tab=alerts`, {
      form: { intent: "create-saved-search", q: "", location: "", type: "" },
      headers: { Origin: baseURL ?? "" },
    });
    expect(saved.ok()).toBe(true);
    await visit(page, `${prefix}/dashboard?tab=alerts`);
    const banner = page.getByRole("region", { name: d.address.bannerTitle });
    await expect(banner).toContainText(interpolate(d.address.bannerText, { email }));
    await expect(page.getByText(s.panel.unconfirmedAddress)).toBeVisible();
    const card = page.getByRole("region", { name: d.address.title });
    await expect(card).toContainText(email);
    await expect(card).toContainText(d.address.isUnconfirmed);
    await expectAccessible(page);

    // "Send again" answers the same whether or not a mail went out: within a minute of the first, none does.
    await banner.getByRole("button", { name: d.address.resend, exact: true }).click();
    await expect(banner.getByRole("status")).toHaveText(interpolate(d.address.resent, { email }));
    expect(await mailCount(email)).toBe(1);

    // A review waits for the address too.
    await visit(page, `${prefix}/specialists/demo-ksenia-morozova?tab=reviews`);
    await expect(page.getByText(r.errors.EMAIL_UNCONFIRMED)).toBeVisible();
    await expect(page.getByRole("link", { name: r.form.toAccount })).toHaveAttribute("href", `${prefix}/dashboard`);

    // The link confirms the address and comes back to the cabinet, which says so; nothing waits any more.
    const link = new URL(linkIn(confirmation, "/api/auth/verify-email"));
    await visit(page, `${link.pathname}${link.search}`);
    await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard\\?email=confirmed$`));
    await expect(page.getByRole("status").filter({ hasText: d.address.confirmed })).toBeVisible();
    await expect(page.getByRole("region", { name: d.address.bannerTitle })).toHaveCount(0);
    await expect(page.getByRole("region", { name: d.address.title })).toContainText(d.address.isConfirmed);
    await visit(page, `${prefix}/dashboard?tab=alerts`);
    await expect(page.getByRole("heading", { name: s.panel.title, level: 2 })).toBeVisible();
    await expect(page.getByText(s.panel.unconfirmedAddress)).toHaveCount(0);
  });

  test(`${language}: a change of address waits for the new address's link`, async ({ page, baseURL }) => {
    test.slow();
    const email = await registerAccount(page, baseURL, { name: `moving-${language}`, prefix });
    const newEmail = `moved-${language}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    await visit(page, `${prefix}/dashboard`);
    const card = page.getByRole("region", { name: d.address.title });
    await card.getByRole("button", { name: d.address.change, exact: true }).click();
    await card.getByLabel(d.address.newEmail, { exact: true }).fill(newEmail);
    await card.getByRole("button", { name: d.address.send, exact: true }).click();
    await expect(card.getByRole("status")).toHaveText(interpolate(d.address.changeSent, { email: newEmail }));
    await expect(card).toContainText(email); // the old address stays until the link is opened

    const link = new URL(linkIn(await mailTo(newEmail), "/api/auth/verify-email"));
    await visit(page, `${link.pathname}${link.search}`);
    await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard\\?email=changed$`));
    await expect(page.getByRole("status").filter({ hasText: d.address.changed })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(newEmail);
    await expect(page.getByRole("region", { name: d.address.title })).toContainText(d.address.isConfirmed);
  });
}
