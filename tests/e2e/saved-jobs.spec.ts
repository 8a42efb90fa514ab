import { dashboard as enDashboard } from "~/i18n/en/dashboard";
import { jobs as enJobs } from "~/i18n/en/jobs";
import { dashboard as ruDashboard } from "~/i18n/ru/dashboard";
import { jobs as ruJobs } from "~/i18n/ru/jobs";
import { expect, expectAccessible, registerAccount, test, visit } from "./fixtures";

// Saving jobs (spec 2 "Save button labels", "Dashboard"; 4 "Saved job"; 5 "Saved jobs require sign-in").
//
// better-auth allows 5 registrations a minute per address, and every request here comes from 127.0.0.1
// (auth.spec.ts and password-reset.spec.ts spend 5 already): this file registers one account per project,
// and that account walks through both languages.

const languages = [
  { language: "ru", prefix: "", t: ruJobs, d: ruDashboard },
  { language: "en", prefix: "/en", t: enJobs, d: enDashboard },
] as const;

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

for (const { language, prefix, t } of languages) {
  test(`${language}: a signed-out click on "${t.card.save}" opens the sign-in dialog and stays on the page`, async ({ page }) => {
    await visit(page, `${prefix}/`);
    const url = page.url();
    const button = page.getByRole("article").first().getByRole("button", { name: t.card.save, exact: true });
    await expect(button).toHaveAttribute("aria-pressed", "false");
    await button.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(page.url()).toBe(url);
  });
}

test("a signed-in user saves a job from the list, finds it in the cabinet and removes it, in both languages", async ({ page, baseURL, consoleErrors }) => {
  test.setTimeout(180_000); // one account walks both languages: two journeys, two accessibility scans
  await registerAccount(page, baseURL, { name: "saver" });

  for (const { language, prefix, t, d } of languages) {
    await test.step(`${language}: save from the list`, async () => {
      await visit(page, `${prefix}/`);
      const card = page.getByRole("article").first();
      const title = (await card.getByRole("heading").getByRole("link").textContent()) ?? "";
      const button = card.getByRole("button", { name: t.card.save, exact: true });
      await expect(button).toHaveAttribute("aria-pressed", "false");

      // Held back a moment, so the busy state can be seen.
      await page.route(/\/api\/saved-jobs/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        await route.continue();
      });
      await button.click();
      await expect(card.getByRole("button", { name: t.card.saving })).toBeDisabled();
      await page.unrouteAll({ behavior: "wait" });
      const saved = card.getByRole("button", { name: t.card.saved, exact: true });
      await expect(saved).toHaveAttribute("aria-pressed", "true");
      // Enabled again once the page's data has been revalidated after the save: on a loaded 2-core CI machine that
      // took over 5 s once (phone project, 2026-11-26), so it gets the same budget as a navigation.
      await expect(saved).toBeEnabled({ timeout: 15_000 });

      await page.reload();
      await expect(page.getByRole("article").filter({ hasText: title }).first().getByRole("button", { name: t.card.saved, exact: true })).toBeVisible();

      if (language === "ru") {
        // The job page knows it too.
        await visit(page, `${prefix}/`);
        await page.getByRole("article").filter({ hasText: title }).first().getByRole("link", { name: t.card.details }).click();
        await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
        await expect(page.getByRole("button", { name: t.card.saved, exact: true })).toHaveAttribute("aria-pressed", "true");
      }

      await visit(page, `${prefix}/dashboard`);
      await expect(page.getByRole("link", { name: d.tabs.saved })).toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("heading", { level: 2, name: d.saved.title })).toBeVisible();
      const listed = page.getByRole("main").getByRole("article").filter({ hasText: title });
      await expect(listed).toHaveCount(1);
      await expect(listed.getByRole("link", { name: title, exact: true })).toHaveAttribute("href", new RegExp(`${escapeRegExp(prefix)}/job/`));
      if (language === "ru") await expectAccessible(page);

      if (language === "ru") {
        await listed.getByRole("button", { name: t.card.saved, exact: true }).click();
        await expect(page.getByText(d.saved.empty)).toBeVisible();
      } else {
        await visit(page, `${prefix}/`);
        await page.getByRole("article").filter({ hasText: title }).first().getByRole("button", { name: t.card.saved, exact: true }).click();
        const unsaved = page.getByRole("article").filter({ hasText: title }).first().getByRole("button", { name: t.card.save, exact: true });
        await expect(unsaved).toHaveAttribute("aria-pressed", "false");
        // The label turns at once; the removal is done when the button takes clicks again (leaving earlier would cancel it).
        await expect(unsaved).toBeEnabled();
        await visit(page, `${prefix}/dashboard`);
        await expect(page.getByText(d.saved.empty)).toBeVisible();
      }
    });

    await test.step(`${language}: the cabinet's profile and reviews sections`, async () => {
      await page.getByRole("link", { name: d.tabs.profile }).click();
      await expect(page).toHaveURL(/\?tab=profile$/);
      await expect(page.getByRole("link", { name: d.tabs.profile })).toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("link", { name: d.tabs.saved })).not.toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("heading", { level: 2, name: d.profile.title })).toBeVisible();
      // A new account's profile is empty: the login address is not its public contact (issue 24 L9).
      await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
      await expect(page.getByRole("listitem").filter({ hasText: d.profile.checks.email })).toContainText(d.profile.missing);
      await expect(page.getByRole("listitem").filter({ hasText: d.profile.checks.photo })).toContainText(d.profile.missing);
      if (language === "en") await expectAccessible(page);

      await page.getByRole("link", { name: d.tabs.reviews }).click();
      await expect(page).toHaveURL(/\?tab=reviews$/);
      await expect(page.getByText(d.reviews.empty)).toBeVisible();
    });
  }

  await test.step("a save lost on the way (no connection, a proxy's error page) says so on the card and keeps the list", async () => {
    for (const failure of ["no connection", "a proxy's 502 page"] as const) {
      await visit(page, "/");
      await page.route(/\/api\/saved-jobs/, (route) =>
        failure === "no connection"
          ? route.abort("internetdisconnected")
          : route.fulfill({ status: 502, contentType: "text/html", body: "<h1>502 Bad Gateway</h1>" }),
      );
      const card = page.getByRole("article").first();
      await card.getByRole("button", { name: ruJobs.card.save, exact: true }).click();
      await expect(page.getByRole("alert"), failure).toHaveText("Не удалось сохранить вакансию" + ruJobs.card.dismiss);
      await expect(card.getByRole("button", { name: ruJobs.card.save, exact: true }), failure).toHaveAttribute("aria-pressed", "false");
      await expect(page.getByRole("article"), failure).toHaveCount(20);
      await expect(page.getByText("Произошла ошибка при загрузке вакансий")).toHaveCount(0);
      await page.unroute(/\/api\/saved-jobs/);
    }
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !error.includes("ERR_INTERNET_DISCONNECTED") && !error.includes("502")));
  });

  await test.step("a save the server refuses rolls back and says so", async () => {
    await visit(page, "/");
    await page.context().clearCookies(); // the session is gone on the server's side; the page still shows a signed-in user
    const card = page.getByRole("article").first();
    await card.getByRole("button", { name: ruJobs.card.save, exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: ruJobs.card.saveFailed })).toBeVisible();
    await expect(card.getByRole("button", { name: ruJobs.card.save, exact: true })).toHaveAttribute("aria-pressed", "false");
    await page.getByRole("alert").getByRole("button", { name: ruJobs.card.dismiss }).click();
    await expect(page.getByRole("alert").filter({ hasText: ruJobs.card.saveFailed })).toHaveCount(0);
    // The refused POST (401) is logged by the browser as a failed resource.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !error.includes("401")));
  });
});
