import { TIMINGS } from "~/config/constants";
import { common as enCommon } from "~/i18n/en/common";
import { payments as enPayments } from "~/i18n/en/payments";
import { common as ruCommon } from "~/i18n/ru/common";
import { payments as ruPayments } from "~/i18n/ru/payments";
import { expect, expectAccessible, registerAccount, test, visit } from "./fixtures";

// Pro payments (spec 2 "Pro landing", "Pricing", "Payment pages", "Dashboard"; 4 "Payment dialog",
// "Payment result page", "Subscription display"; 9 "Pricing", "Timings"), against the sandbox provider.

const languages = [
  {
    language: "ru",
    prefix: "",
    t: ruPayments,
    c: ruCommon,
    prices: { monthly: "490 ₽", monthlyOld: "550 ₽", yearly: "4 500 ₽", yearlyOld: "5 200 ₽" },
    refunds: ["7 дней", "14 дней"],
    discount: "-15 %",
  },
  {
    language: "en",
    prefix: "/en",
    t: enPayments,
    c: enCommon,
    prices: { monthly: "490 ₽", monthlyOld: "550 ₽", yearly: "4,500 ₽", yearlyOld: "5,200 ₽" },
    refunds: ["7 days", "14 days"],
    discount: "-15%",
  },
] as const;

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Intl puts no-break spaces into numbers and percentages; the page's text is compared with plain ones. */
const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");

for (const { language, prefix, t, prices, refunds, discount } of languages) {
  test(`${language}: the pricing page shows both plans, and a signed-out plan click goes to the login page and back`, async ({ page }) => {
    await visit(page, `${prefix}/pricing`);
    const monthly = page.getByRole("article", { name: t.plans.monthly.name });
    const yearly = page.getByRole("article", { name: t.plans.yearly.name });
    const monthlyText = plain(await monthly.textContent());
    const yearlyText = plain(await yearly.textContent());
    expect(monthlyText).toContain(language === "ru" ? "Pro подписка на 30 дней" : "Pro subscription for 30 days");
    expect(yearlyText).toContain(t.plans.yearly.description);
    for (const [text, price] of [
      [monthlyText, prices.monthly],
      [monthlyText, prices.monthlyOld],
      [yearlyText, prices.yearly],
      [yearlyText, prices.yearlyOld],
    ] as const)
      expect(text).toContain(price);
    expect(plain(await monthly.locator("s").textContent())).toBe(prices.monthlyOld);
    expect(plain(await yearly.locator("s").textContent())).toBe(prices.yearlyOld);
    expect(yearlyText).toContain(discount);
    expect(monthlyText).toContain(t.pricing.noRenewal);
    expect(monthlyText).toContain(refunds[0]);
    expect(yearlyText).toContain(refunds[1]);
    await expect(page.getByText(t.pricing.guarantees.card.title)).toBeVisible();
    await expectAccessible(page);

    await monthly.getByRole("link", { name: t.plans.monthly.cta }).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(`${prefix}/login?redirectTo=`)}${escapeRegExp(encodeURIComponent(`${prefix}/pricing`))}$`));
  });

  test(`${language}: a signed-out call to action on the Pro landing opens the sign-in dialog and stays`, async ({ page }) => {
    await visit(page, `${prefix}/pro`);
    await expect(page.getByRole("heading", { level: 1, name: t.pro.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: t.pro.stepsTitle })).toBeVisible();
    await expect(page.getByRole("heading", { name: t.pro.examplesTitle })).toBeVisible();
    await expect(page.getByRole("heading", { name: t.pro.whyTitle })).toBeVisible();
    await expectAccessible(page);
    const url = page.url();
    await page.getByRole("link", { name: t.pro.cta }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(page.url()).toBe(url);
  });

  test(`${language}: the result page goes from processing through checking to error, then back to pricing`, { tag: "@once" }, async ({ page }) => {
    await page.clock.install();
    await visit(page, `${prefix}/payment/error`);
    await expect(page.getByRole("heading", { level: 1, name: t.result.processing.title })).toBeVisible();
    await page.clock.runFor(TIMINGS.paymentProcessingPhaseMs);
    await expect(page.getByRole("heading", { level: 1, name: t.result.checking.title })).toBeVisible();
    await page.clock.runFor(TIMINGS.paymentCheckingPhaseEndMs - TIMINGS.paymentProcessingPhaseMs);
    await expect(page.getByRole("heading", { level: 1, name: t.result.error.title })).toBeVisible();
    for (const reason of Object.values(t.result.error.reasons)) await expect(page.getByText(reason)).toBeVisible();
    await expect(page.getByText(t.result.error.debited)).toBeVisible();
    await expect(page.getByRole("link", { name: t.result.error.retry })).toHaveAttribute("href", `${prefix}/pricing`);
    await expect(page.getByRole("link", { name: t.result.error.home, exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.clock.runFor(TIMINGS.paymentErrorRedirectMs);
    await expect(page).toHaveURL(`${prefix}/pricing`);
  });

  test(`${language}: with a payment_id the result page ends in success and counts down to the cabinet`, { tag: "@once" }, async ({ page }) => {
    await page.clock.install();
    await visit(page, `${prefix}/payment/error?payment_id=test-payment`);
    await page.clock.runFor(TIMINGS.paymentCheckingPhaseEndMs);
    await expect(page.getByRole("heading", { level: 1, name: t.result.success.title })).toBeVisible();
    await expect(page.getByText(t.result.success.pending)).toBeVisible();
    await expect(page.getByRole("link", { name: t.result.success.link })).toBeVisible();
    await page.clock.runFor(TIMINGS.paymentSuccessCountdownMs);
    // Signed out, the cabinet sends the visitor to the login page, which proves the countdown went there.
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(`${prefix}/login?redirectTo=`)}${escapeRegExp(encodeURIComponent(`${prefix}/dashboard`))}`));
  });

  test(`${language}: the success page thanks the payer and links to the cabinet`, async ({ page }) => {
    await visit(page, `${prefix}/payment/success`);
    await expect(page.getByRole("heading", { level: 1, name: t.success.title })).toBeVisible();
    await expect(page.getByRole("link", { name: t.success.link })).toHaveAttribute("href", `${prefix}/dashboard`);
    await expectAccessible(page);
  });
}

test("a new user buys the monthly plan through the sandbox checkout and the cabinet shows Pro", async ({ page, baseURL }) => {
  const { t, c } = languages[0];
  await registerAccount(page, baseURL, { name: "payer" });
  await visit(page, "/dashboard");
  await expect(page.getByText(t.panel.inactive)).toBeVisible();

  await visit(page, "/pricing");
  await page.getByRole("button", { name: t.plans.monthly.cta }).click();
  const dialog = page.getByRole("dialog", { name: t.dialog.title });
  await expect(dialog).toContainText(plain(t.plans.monthly.name));
  await dialog.getByRole("button", { name: t.dialog.pay }).click();
  await expect(dialog.getByRole("button", { name: t.dialog.loading })).toBeDisabled();
  await page.waitForURL(/\/sandbox\/checkout\//);
  await expect(page.getByRole("definition").first()).toHaveText("490\u00a0₽");
  await page.getByRole("button", { name: t.sandbox.pay, exact: true }).click();

  await page.waitForURL(/\/payment\/error\?payment_id=/);
  await expect(page.getByRole("heading", { level: 1, name: t.result.success.title })).toBeVisible();
  await expect(page.getByText(t.result.success.active)).toBeVisible();
  await page.getByRole("link", { name: t.result.success.link }).click();

  await expect(page).toHaveURL("/dashboard");
  const panel = page.getByRole("region", { name: t.panel.title });
  await expect(panel.getByText(t.panel.badge)).toBeVisible();
  await expect(panel.getByText(t.panel.active, { exact: true })).toBeVisible();
  await expect(panel.locator("dl").getByText(t.plans.monthly.name)).toBeVisible();
  // The payment is listed under the subscription.
  await expect(panel.getByRole("listitem")).toContainText([t.history.statuses.succeeded]);
  await expect(panel.getByRole("listitem")).toContainText(["490\u00a0₽"]);
  await expect(page.getByRole("banner").getByRole("link", { name: c.header.pro })).toHaveCount(0);
  await expect(page.getByRole("contentinfo").getByRole("link", { name: c.footer.pro })).toHaveCount(0);

  await visit(page, "/pricing");
  await expect(page.getByRole("heading", { name: t.pricing.active.title })).toBeVisible();
  await expect(page.getByRole("link", { name: t.pricing.active.link })).toHaveAttribute("href", "/dashboard");
  await expectAccessible(page);
});

test("en: a declined sandbox payment ends on the error view with its reasons, and Pro stays inactive", async ({ page, baseURL }) => {
  const { t, prefix } = languages[1];
  await registerAccount(page, baseURL, { name: "payer", prefix });
  await visit(page, `${prefix}/pricing`);
  await page.getByRole("button", { name: t.plans.yearly.cta }).click();
  await page.getByRole("dialog").getByRole("button", { name: t.dialog.pay }).click();
  await page.waitForURL(/\/sandbox\/checkout\//);
  await page.getByRole("button", { name: t.sandbox.decline, exact: true }).click();
  await page.waitForURL(/\/en\/payment\/error\?payment_id=/);
  await expect(page.getByRole("heading", { level: 1, name: t.result.processing.title })).toBeVisible();
  // The provider returned a payment_id, but our row says declined: error at the end of checking, not success.
  await expect(page.getByRole("heading", { level: 1, name: t.result.error.title })).toBeVisible({ timeout: TIMINGS.paymentCheckingPhaseEndMs + 5_000 });
  for (const reason of Object.values(t.result.error.reasons)) await expect(page.getByText(reason)).toBeVisible();
  await expect(page.getByText(t.result.error.debited)).toBeVisible();
  await visit(page, `${prefix}/dashboard`);
  await expect(page.getByRole("region", { name: t.panel.title }).getByText(t.panel.inactive)).toBeVisible();
});
