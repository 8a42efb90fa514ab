import { consoleJobs as en } from "~/i18n/en/console-jobs";
import { operatorConsole as consoleEn } from "~/i18n/en/console";
import { consoleJobs as ru } from "~/i18n/ru/console-jobs";
import { operatorConsole as consoleRu } from "~/i18n/ru/console";
import { expect, expectAccessible, test, visit } from "./fixtures";

// Issue 16 "Jobs": a job made in the console is on the home page and its page carries its JSON-LD at once (docs/decisions/022).
const DEMO_PASSWORD = "zvuk-demo-2026";
// One server runs one import round at a time: the two languages' "import now" must not meet (the second would be refused).
test.describe.configure({ mode: "serial" });

for (const [language, t, c, prefix, operator] of [
  ["ru", ru, consoleRu, "", "moderator@demo.zvuk-rabota.ru"],
  ["en", en, consoleEn, "/en", "admin@demo.zvuk-rabota.ru"],
] as const) {
  test(`${language}: "import now" runs a round in the operator's name; a job created in the console is on the home page, and its page's JSON-LD says its valid-through day`, async ({
    page,
    baseURL,
  }) => {
    test.slow(); // an import round, a job created and dated, three full axe runs, two anonymous pages
    const response = await page.request.post("/login", {
      form: { intent: "sign-in", email: operator, password: DEMO_PASSWORD, redirectTo: "/dashboard" },
      headers: { Origin: baseURL ?? "" },
    });
    expect(response.ok()).toBe(true);
    const title = `Звукорежиссёр консоли ${language} ${Date.now()}`;

    await visit(page, `${prefix}/admin/jobs`);
    await expect(page.getByRole("heading", { level: 2, name: t.list.title })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: t.imports.title })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: t.imports.importNow }).click();
    await expect(page.getByRole("status")).toHaveText(t.imports.done.replace("{jobs}", t.imports.outcomes.ok).replace("{blog}", t.imports.outcomes.ok));
    await expect(page.getByRole("region", { name: t.imports.sheets.jobs }).getByRole("row").filter({ hasText: operator }).first()).toBeVisible();
    await page.getByRole("navigation", { name: c.nav.label }).getByRole("link", { name: c.nav.jobs }).focus();
    await page.getByRole("link", { name: t.list.create }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/admin/jobs/new$`));

    // The browser checks the form with the import's schema before anything is sent.
    await page.getByRole("button", { name: t.form.create }).click();
    await expect(page.getByLabel(t.form.fields.title, { exact: true })).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel(t.form.fields.title, { exact: true }).fill(title);
    await page.getByLabel(t.form.fields.company, { exact: true }).fill("Студия «Консоль»");
    await page.getByLabel(t.form.fields.location, { exact: true }).fill("Удалённо");
    await page.getByLabel(t.form.fields.description, { exact: true }).fill("Перезапись сериала в Dolby Atmos.");
    await page.getByLabel(t.form.fields.responsibilities, { exact: true }).fill("Сведение\nМонтаж диалогов");
    await page.getByLabel(t.form.fields.applyEmail, { exact: true }).fill("hr@console.example");
    await expectAccessible(page);
    await page.getByRole("button", { name: t.form.create }).click();
    await expect(page.getByRole("status")).toHaveText(t.form.created);
    await expect(page).toHaveURL(new RegExp(`${prefix}/admin/jobs/console-[0-9a-f]{12}\\?created=1$`));
    const id = /\/admin\/jobs\/(console-[0-9a-f]{12})/.exec(page.url())?.[1] ?? "";

    await page.getByLabel(t.state.validThrough).fill("2999-12-31");
    await page.getByRole("button", { name: t.state.setValidThrough }).click();
    await expect(page.getByRole("status")).toHaveText(t.state.validThroughSaved);
    await expectAccessible(page);

    // A visitor, served by the render cache like everyone anonymous, sees it at once.
    await page.context().clearCookies();
    await visit(page, `${prefix}/`);
    await expect(page.getByRole("link", { name: new RegExp(title) }).first()).toBeVisible();
    await visit(page, `${prefix}/job/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      "@type": "JobPosting",
      title,
      hiringOrganization: { name: "Студия «Консоль»" },
      jobLocationType: "TELECOMMUTE",
      validThrough: "2999-12-31T20:59:59.000Z",
      identifier: { value: id },
    });
  });
}
