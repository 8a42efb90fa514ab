import type { Page } from "@playwright/test";
import { common as commonEn } from "~/i18n/en/common";
import { operatorConsole as en } from "~/i18n/en/console";
import { common as commonRu } from "~/i18n/ru/common";
import { operatorConsole as ru } from "~/i18n/ru/console";
import { expect, expectAccessible, registerAccount, test, visit } from "./fixtures";

// Issue 16: the operator's console — the try-out's demo admin and moderator (README "Demo content") and everyone else.
const DEMO_PASSWORD = "zvuk-demo-2026";

async function signIn(page: Page, baseURL: string | undefined, email: string) {
  const response = await page.request.post("/login", {
    form: { intent: "sign-in", email, password: DEMO_PASSWORD, redirectTo: "/dashboard" },
    headers: { Origin: baseURL ?? "" },
  });
  expect(response.ok(), `sign-in of ${email}: ${response.status()}`).toBe(true);
}

for (const [language, t, prefix] of [
  ["ru", ru, ""],
  ["en", en, "/en"],
] as const) {
  test(`${language}: the demo admin opens the console's overview and the audit log with its role change`, async ({ page, baseURL }) => {
    await signIn(page, baseURL, "admin@demo.zvuk-rabota.ru");
    await visit(page, `${prefix}/admin`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title);
    await expect(page.getByText(t.signedInAs.replace("{email}", "admin@demo.zvuk-rabota.ru").replace("{role}", t.roles.admin))).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: t.overview.title })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: t.overview.jobs })).toBeVisible();
    // The background queues, each by its name and its pg-boss name: the alert e-mails' is there on any try-out.
    const queues = page.getByRole("region", { name: t.overview.queues.title });
    await expect(queues.getByRole("rowheader").filter({ hasText: "job-alerts-email" })).toContainText(t.overview.queues.names["job-alerts-email"] ?? "");
    await expect(queues.getByRole("columnheader", { name: t.overview.queues.columns.failed })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    await expectAccessible(page);

    await page.getByRole("navigation", { name: t.nav.label }).getByRole("link", { name: t.nav.audit }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/admin/audit$`));
    await expect(page.getByRole("heading", { level: 2, name: t.audit.title })).toBeVisible();
    // The other console specs write to the same log: the demo's own rows are found through the filter, as an operator would.
    await page.getByLabel(t.audit.actor).fill("demo-content");
    await page.getByRole("button", { name: t.audit.apply }).click();
    await expect(page).toHaveURL(/[?&]actor=demo-content/);
    const adminRow = page.getByRole("row").filter({ hasText: "demo-admin" });
    await expect(adminRow).toContainText("demo-content");
    await expect(adminRow).toContainText(t.audit.actions["user.role"] ?? "");
    await expect(adminRow).toContainText('{"role":"user"} → {"role":"admin"}');
    await expectAccessible(page);

    await page.getByLabel(t.audit.target).fill("demo-moderator");
    await page.getByRole("button", { name: t.audit.apply }).click();
    await expect(page).toHaveURL(/target=demo-moderator/);
    await expect(page.getByRole("row").filter({ hasText: "demo-" })).toHaveCount(1);
    await expect(page.getByRole("row").filter({ hasText: "demo-moderator" })).toContainText('{"role":"user"} → {"role":"moderator"}');
  });
}

test("the console is not there for a visitor or a plain user, and a moderator has no audit log", { tag: "@once" }, async ({ page, baseURL, consoleErrors }) => {
  for (const [path, notFound] of [
    ["/admin", commonRu.notFound.title],
    ["/en/admin/audit", commonEn.notFound.title],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(notFound);
  }
  await registerAccount(page, baseURL, { name: "plain-user" });
  expect((await page.goto("/admin"))?.status()).toBe(404);
  await page.context().clearCookies();

  await signIn(page, baseURL, "moderator@demo.zvuk-rabota.ru");
  await visit(page, "/admin");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ru.title);
  await expect(page.getByRole("navigation", { name: ru.nav.label }).getByRole("link")).toHaveText([
    ru.nav.overview,
    ru.nav.profiles,
    ru.nav.reviews,
    ru.nav.jobs,
    ru.nav.submissions,
    ru.nav.inquiries,
  ]);
  expect((await page.goto("/admin/audit"))?.status()).toBe(404);
  // The browser reports each 404 document itself; that is the point here.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !/^console: Failed to load resource: .*\b404\b/.test(error)));
});
