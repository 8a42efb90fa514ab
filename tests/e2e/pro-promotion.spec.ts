import { auth } from "~/i18n/ru/auth";
import { common } from "~/i18n/ru/common";
import { payments } from "~/i18n/ru/payments";
import { specialists } from "~/i18n/ru/specialists";
import { demoSpecialists } from "../../demo/specialists";
import { expect, test } from "./fixtures";

// Spec 6: Pro promotion is hidden from Pro users — account type Pro (the demo specialists) as much as a paid
// subscription. The header's "Стать PRO", the directory's "Разместить свой профиль", the Pro page's calls to action.
const proType = demoSpecialists.find((specialist) => specialist.accountType === "Pro")!;
const DEMO_PASSWORD = "zvuk-demo-2026";

test("a Pro-type specialist sees no Pro promotion in the header, the directory or on the Pro page", async ({ page, isMobile }) => {
  test.skip(isMobile, "the header's Pro button shows from the small breakpoint up; the rule is the same on phones");
  await page.goto("/specialists");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: common.header.pro, exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: specialists.hero.becomePro, exact: true })).toBeVisible();

  await page.goto("/login");
  const main = page.getByRole("main");
  await main.getByLabel(auth.fields.email, { exact: true }).fill(proType.email);
  await main.getByLabel(auth.fields.password, { exact: true }).fill(DEMO_PASSWORD);
  await main.getByRole("button", { name: auth.login.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });

  await page.goto("/specialists");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(specialists.hero.title);
  await expect(header.getByRole("link", { name: common.header.pro, exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: specialists.hero.becomePro, exact: true })).toHaveCount(0);

  await page.goto("/pro");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(payments.pro.title);
  await expect(page.getByRole("link", { name: payments.pro.cta, exact: true })).toHaveCount(0);
});
