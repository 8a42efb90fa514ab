import type { Browser, Page } from "@playwright/test";
import { operatorConsole as consoleEn } from "~/i18n/en/console";
import { auth as authEn } from "~/i18n/en/auth";
import { common as commonEn } from "~/i18n/en/common";
import { consoleUsers as en } from "~/i18n/en/console-users";
import { operatorConsole as consoleRu } from "~/i18n/ru/console";
import { auth as authRu } from "~/i18n/ru/auth";
import { common as commonRu } from "~/i18n/ru/common";
import { consoleUsers as ru } from "~/i18n/ru/console-users";
import { expect, expectAccessible, registerAccount, test, visit } from "./fixtures";

// Issue 16, the console's users (docs/decisions/020): the demo admin bans an account and acts as another.
const DEMO_PASSWORD = "zvuk-demo-2026";
/** The banner is site furniture: its texts are in the common dictionary, not shipped with the console's. */
const impersonationText = { ru: commonRu.impersonation, en: commonEn.impersonation };

async function signInAsAdmin(page: Page, baseURL: string | undefined) {
  const response = await page.request.post("/login", {
    form: { intent: "sign-in", email: "admin@demo.zvuk-rabota.ru", password: DEMO_PASSWORD, redirectTo: "/dashboard" },
    headers: { Origin: baseURL ?? "" },
  });
  expect(response.ok(), `admin sign-in: ${response.status()}`).toBe(true);
}

/** A fresh account signed in in a browser of its own, as the person the admin deals with. */
async function someoneElse(browser: Browser, baseURL: string | undefined, name: string, prefix: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const email = await registerAccount(page, baseURL, { name, prefix });
  return { context, page, email };
}

/** The console's form whose submit button has this name. */
const formWith = (page: Page, submit: string) => page.locator("form").filter({ has: page.getByRole("button", { name: submit }) });

/** The admin finds the account by part of its e-mail and opens its console page. */
async function openUser(page: Page, prefix: string, t: typeof ru, email: string) {
  await visit(page, `${prefix}/admin/users`);
  await page.getByLabel(t.list.search).fill(email.split("@")[0]?.toUpperCase() ?? email);
  await page.getByRole("button", { name: t.list.apply }).click();
  await page.getByRole("link", { name: email }).click();
  await expect(page.getByRole("heading", { level: 2, name: email })).toBeVisible();
}

for (const [language, t, tConsole, tAuth, prefix] of [
  ["ru", ru, consoleRu, authRu, ""],
  ["en", en, consoleEn, authEn, "/en"],
] as const) {
  test(`${language}: an admin bans an account — its next page is signed out and it cannot sign in again`, async ({ page, browser, baseURL }) => {
    const banned = await someoneElse(browser, baseURL, "to-ban", prefix);
    await banned.page.goto(`${prefix}/dashboard`);
    await expect(banned.page).toHaveURL(new RegExp(`${prefix}/dashboard$`));

    await signInAsAdmin(page, baseURL);
    await openUser(page, prefix, t, banned.email);
    await expectAccessible(page);
    const banForm = formWith(page, t.form.ban.submit);
    await banForm.getByRole("button", { name: t.form.ban.submit }).click();
    await expect(banForm.getByText(t.form.errors.reasonRequired ?? "")).toBeVisible();
    await banForm.getByLabel(t.form.reason, { exact: true }).fill("spam in reviews");
    await banForm.getByRole("button", { name: t.form.ban.submit }).click();
    await expect(page.getByRole("status").filter({ hasText: t.form.done.ban ?? "" })).toBeVisible();
    await expect(page.getByText(`${t.user.bannedForever} · ${t.user.banReason.replace("{reason}", "spam in reviews")}`)).toBeVisible();
    await expectAccessible(page);

    // The banned browser's next page: signed out, sent to sign in; signing in is refused with the reason.
    await banned.page.goto(`${prefix}/dashboard`);
    await expect(banned.page).toHaveURL(new RegExp(`${prefix}/login\\?redirectTo=`));
    await banned.page.locator("main").getByLabel(tAuth.fields.email, { exact: true }).fill(banned.email);
    await banned.page.locator("main").getByLabel(tAuth.fields.password, { exact: true }).fill("secret-pass");
    await banned.page.locator("main").getByRole("button", { name: tAuth.login.submit }).click();
    await expect(banned.page.getByRole("alert")).toHaveText(tAuth.dialog.banned);
    await banned.context.close();
  });

  test(`${language}: an admin acts as a user — a banner on every page, and "${impersonationText[language].stop}" brings the admin back`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const person = await someoneElse(browser, baseURL, "acted-as", prefix);
    await person.context.close();
    await signInAsAdmin(page, baseURL);
    await openUser(page, prefix, t, person.email);
    const userPage = page.url();
    const impersonateForm = formWith(page, t.form.impersonate.submit);
    await impersonateForm.getByLabel(t.form.reasonOptional).fill("support request");
    await impersonateForm.getByRole("button", { name: t.form.impersonate.submit }).click();

    await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard$`));
    const banner = page.getByRole("region", { name: impersonationText[language].label });
    await expect(banner).toContainText(person.email);
    await visit(page, `${prefix}/specialists`);
    await expect(banner).toContainText(impersonationText[language].banner.replace("{name}", "").split("(")[0]?.trim() ?? "");
    await expect(banner).toContainText(`(${person.email})`);
    await expectAccessible(page);
    // Acting as the user, the admin has no console.
    expect((await page.request.get(`${prefix}/admin/users`)).status()).toBe(404);

    await banner.getByRole("button", { name: impersonationText[language].stop }).click();
    await expect(page).toHaveURL(userPage);
    await expect(page.getByRole("heading", { level: 2, name: person.email })).toBeVisible();
    await expect(banner).toHaveCount(0);

    await visit(page, `${prefix}/admin/audit`);
    const rows = page.getByRole("row").filter({ hasText: "admin@demo.zvuk-rabota.ru" });
    await expect(rows.filter({ hasText: tConsole.audit.actions["user.impersonate_start"] ?? "" }).first()).toContainText("support request");
    await expect(rows.filter({ hasText: tConsole.audit.actions["user.impersonate_end"] ?? "" }).first()).toBeVisible();
  });
}
