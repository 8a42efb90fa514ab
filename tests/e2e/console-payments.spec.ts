import type { Browser, Page } from "@playwright/test";
import { consolePayments as en } from "~/i18n/en/console-payments";
import { payments as enPayments } from "~/i18n/en/payments";
import { consolePayments as ru } from "~/i18n/ru/console-payments";
import { payments as ruPayments } from "~/i18n/ru/payments";
import { expect, expectAccessible, registerAccount, test, visit } from "./fixtures";

// Issue 16: an admin refunds a sandbox payment in the console, and the payer's panel shows the subscription ended.
const DEMO_PASSWORD = "zvuk-demo-2026";

/** The demo admin (README "Demo content"), signed in in a browser context of its own, on the project's screen. */
async function adminPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const { viewport, isMobile, hasTouch } = test.info().project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  const page = await context.newPage();
  const response = await page.request.post("/login", {
    form: { intent: "sign-in", email: "admin@demo.zvuk-rabota.ru", password: DEMO_PASSWORD, redirectTo: "/dashboard" },
    headers: { Origin: baseURL ?? "" },
  });
  expect(response.ok(), `admin sign-in: ${response.status()}`).toBe(true);
  return page;
}

for (const [language, t, p, prefix] of [
  ["ru", ru, ruPayments, ""],
  ["en", en, enPayments, "/en"],
] as const) {
  test(`${language}: an admin refunds a sandbox payment and the payer's panel shows the subscription ended; a grant of Pro shows there too`, async ({
    page,
    baseURL,
    browser,
  }) => {
    // Two accounts, a checkout, four pages and three axe runs.
    test.slow();
    const email = await registerAccount(page, baseURL, { name: "refunded", prefix });
    const started = await page.request.post("/api/payments", { data: { plan: "monthly", language }, headers: { Origin: baseURL ?? "" } });
    const { confirmation_url: checkout } = (await started.json()) as { confirmation_url: string };
    await visit(page, new URL(checkout).pathname);
    await page.getByRole("button", { name: p.sandbox.pay, exact: true }).click();
    await page.waitForURL(/\/payment\/error\?payment_id=/);
    await visit(page, `${prefix}/dashboard`);
    const panel = page.getByRole("region", { name: p.panel.title });
    await expect(panel.getByText(p.panel.active, { exact: true })).toBeVisible();

    const admin = await adminPage(browser, baseURL);
    await visit(admin, `${prefix}/admin/payments?status=succeeded&provider=sandbox`);
    await expect(admin.getByRole("heading", { level: 2, name: t.list.title })).toBeVisible();
    await expectAccessible(admin);
    const row = admin.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText(t.statuses.succeeded);
    await expect(row.getByRole("link", { name: email })).toHaveAttribute("href", new RegExp(`^${prefix}/admin/users/`));
    await row.getByRole("link", { name: new RegExp(t.list.open.replace("{date}", ".+")) }).click();
    await expect(admin.getByRole("heading", { level: 2, name: /.+/ }).first()).toBeVisible();
    await expect(admin.getByRole("region", { name: t.detail.notifications })).toContainText("payment.succeeded");
    await expectAccessible(admin);
    // On a phone the tables scroll in their own regions; the page itself does not scroll sideways.
    expect(await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await admin.getByRole("button", { name: /490/ }).click();
    await expect(admin.getByRole("status").filter({ hasText: t.refund.done })).toBeVisible();
    await expect(admin.getByRole("region", { name: t.detail.refunds })).toContainText(t.refundStatuses.succeeded);
    // The sandbox sent the notification YooKassa would; the log shows it.
    await expect(admin.getByRole("region", { name: t.detail.notifications })).toContainText("refund.succeeded");
    // The payment's first field is its status.
    await expect(admin.getByRole("definition").first()).toHaveText(t.statuses.refunded);

    await visit(page, `${prefix}/dashboard`);
    await expect(panel.getByText(p.panel.expired)).toBeVisible();
    await expect(panel.getByRole("listitem")).toContainText([p.history.statuses.refunded]);
    await expectAccessible(page);

    // The admin then grants ten days of Pro with a reason: a zero-amount payment the user sees like any other.
    await admin.getByRole("link", { name: t.detail.grantPro }).click();
    await expect(admin.getByRole("heading", { level: 2, name: t.grant.title })).toBeVisible();
    await admin.getByLabel(t.grant.days).fill("10");
    await admin.getByRole("button", { name: t.grant.submit }).click();
    await expect(admin.getByText(t.errors.reasonRequired)).toBeVisible();
    await admin.getByLabel(t.grant.reason).fill("Goodwill after the refund");
    await admin.getByRole("button", { name: t.grant.submit }).click();
    await expect(admin.getByRole("status")).toContainText(t.grant.done.split("{date}")[0] ?? "");
    await expectAccessible(admin);
    await admin.context().close();

    await visit(page, `${prefix}/dashboard`);
    await expect(panel.getByText(p.panel.active, { exact: true })).toBeVisible();
    await expect(panel.getByRole("listitem").first()).toContainText(p.history.statuses.granted);
  });
}
