import { dashboard as enDashboard } from "~/i18n/en/dashboard";
import { reviews as enReviews } from "~/i18n/en/reviews";
import { specialists as enSpecialists } from "~/i18n/en/specialists";
import { plural } from "~/i18n/plural";
import { dashboard as ruDashboard } from "~/i18n/ru/dashboard";
import { reviews as ruReviews } from "~/i18n/ru/reviews";
import { specialists as ruSpecialists } from "~/i18n/ru/specialists";
import { demoReviews } from "../../demo/reviews";
import { demoReviewers } from "../../demo/reviews/reviewers";
import { demoSpecialists } from "../../demo/specialists";
import { expect, expectAccessible, registerAccount, test, visit } from "./fixtures";

// Reviews of specialists (spec 2 reviews tab, 4 "Review form", "Delete review", 5, 8 "Reviews"), on the demo
// directory the e2e server seeds. Each project reviews its own specialists, and the counts these tests assert
// are read from the same page, so parallel runs never disturb each other.

const languages = [
  { language: "ru", prefix: "", t: ruReviews, s: ruSpecialists, d: ruDashboard },
  { language: "en", prefix: "/en", t: enReviews, s: enSpecialists, d: enDashboard },
] as const;

const byKey = (key: string) => demoSpecialists.find((specialist) => specialist.key === key)!;
const fullName = (key: string) => `${byKey(key).profile.name} ${byKey(key).profile.surname}`;
/** Specialists whose counts the plural test does not read: desktop and phone, ru and en. */
const reviewed = { desktop: { ru: "giorgi-kapanadze", en: "arman-seitkali" }, phone: { ru: "anna-sokolova", en: "maria-lebedeva" } } as const;

for (const { language, prefix, t, s } of languages) {
  test(`${language}: a signed-out visitor's "${t.form.open}" opens the sign-in dialog`, async ({ page }) => {
    await visit(page, `${prefix}/specialists/demo-ksenia-morozova?tab=reviews`);
    await expect(page.getByRole("list", { name: t.summary.distributionLabel })).toBeVisible();
    // Each review shows its writer's photo or initials beside the name.
    for (const review of demoReviews.filter((candidate) => candidate.specialistKey === "ksenia-morozova")) {
      const name = demoReviewers.find((reviewer) => reviewer.key === review.reviewerKey)!.name;
      const initials = name
        .split(" ")
        .map((word) => word.charAt(0))
        .join("");
      const item = page.getByRole("article").filter({ hasText: name });
      await expect(item.locator("span[aria-hidden='true']").filter({ hasText: new RegExp(`^${initials}$`) })).toBeVisible();
    }
    await page.getByRole("button", { name: t.form.open }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectAccessible(page);
  });

  test(`${language}: cards count reviews with the right plural forms`, async ({ page }) => {
    await page.goto(`${prefix}/specialists`);
    const counts = new Map<string, number>();
    for (const review of demoReviews) counts.set(review.specialistKey, (counts.get(review.specialistKey) ?? 0) + 1);
    for (const n of [1, 2, 5, 11, 21]) {
      const key = [...counts].find(([, count]) => count === n)?.[0] ?? "";
      const card = page.getByRole("article").filter({ hasText: fullName(key) });
      await expect(card.getByText(plural(language, n, s.card.reviews))).toBeVisible();
    }
  });
}

test("a user writes reviews, sees them counted, finds them in the cabinet and deletes them, in both languages", async ({ page, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name === "phone" ? "phone" : "desktop";
  await registerAccount(page, baseURL, { name: "reviewer" });

  for (const { language, prefix, t } of languages) {
    const key = reviewed[project][language];
    const title = `${language} ${project} ${Date.now()} <b>не жирный</b>`;
    await test.step(`${language}: write a review of ${key}`, async () => {
      await visit(page, `${prefix}/specialists/demo-${key}?tab=reviews`);
      await page.getByRole("button", { name: t.form.open }).click();
      // An empty review's messages (rating, title, text) are app/features/reviews/review-form.test.tsx's.

      // The stars are radio buttons: the keyboard chooses one.
      await page.getByRole("radio", { name: plural(language, 1, t.form.star) }).focus();
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await expect(page.getByRole("radio", { name: plural(language, 4, t.form.star) })).toBeChecked();
      await page.getByRole("textbox", { name: t.form.titleLabel, exact: true }).fill(title);
      await page.getByRole("textbox", { name: t.form.contentLabel, exact: true }).fill("Всё сделано в срок, звук чистый.");
      await page.getByRole("textbox", { name: t.form.projectTypeLabel, exact: true }).fill("Реклама");
      await page.getByRole("button", { name: t.form.submit }).click();

      const mine = page.getByRole("article").filter({ hasText: title });
      await expect(mine).toBeVisible();
      await expect(mine.getByText("Реклама")).toBeVisible();
      await expect(page.getByRole("textbox", { name: t.form.titleLabel, exact: true })).toHaveCount(0);
      await expect(page.getByText(t.form.alreadyReviewed)).toBeVisible();
      await expect(page.getByRole("button", { name: t.form.open })).toHaveCount(0);
      const shown = await page.getByRole("article").count();
      await expect(page.getByTestId("review-count")).toHaveText(plural(language, shown, t.summary.count));
      await expect(page.getByTestId("distribution-4")).not.toHaveAttribute("style", "width:0%");

      // A second review of the same specialist is refused by the server too.
      const again = await page.request.post("/api/reviews", {
        form: { intent: "create", specialistId: `demo-${key}`, rating: "5", title: "Ещё раз", content: "Дубль" },
        headers: { Origin: baseURL ?? "" },
      });
      expect(again.status()).toBe(409);
    });
  }

  for (const { language, prefix, t, d } of languages) {
    await test.step(`${language}: the cabinet lists the reviews and deletes one after confirming`, async () => {
      await visit(page, `${prefix}/dashboard?tab=reviews`);
      const items = page.getByRole("main").getByRole("article");
      const before = await items.count();
      expect(before).toBeGreaterThan(0);
      const key = reviewed[project][language];
      const link = page.getByRole("link", { name: t.mine.about.replace("{name}", fullName(key)) });
      await expect(link).toHaveAttribute("href", `${prefix}/specialists/demo-${key}`);
      await page
        .getByRole("main")
        .getByRole("listitem")
        .filter({ has: link })
        .getByRole("button", { name: new RegExp(`^${t.mine.delete}`) })
        .click();
      await expect(page.getByRole("alertdialog")).toContainText(t.mine.confirmText);
      await expectAccessible(page);
      await page.getByRole("alertdialog").getByRole("button", { name: t.mine.confirm }).click();
      await expect(items).toHaveCount(before - 1);
      await expect(link).toHaveCount(0);
      if (before === 1) await expect(page.getByText(d.reviews.empty)).toBeVisible();
    });
  }
});
