import type { Page } from "@playwright/test";
import { common as enCommon } from "~/i18n/en/common";
import { payments as enPayments } from "~/i18n/en/payments";
import { rates as en } from "~/i18n/en/rates";
import { specialists as enSpecialists } from "~/i18n/en/specialists";
import { formatMoney } from "~/i18n/number-format";
import { interpolate, plural } from "~/i18n/plural";
import { common as ruCommon } from "~/i18n/ru/common";
import { payments as ruPayments } from "~/i18n/ru/payments";
import { rates as ru } from "~/i18n/ru/rates";
import { specialists as ruSpecialists } from "~/i18n/ru/specialists";
import { RATE_GUIDE } from "~/config/constants";
import { summarizeRates } from "~/features/rates/rate-guide";
import { demoSpecialists } from "../../demo/specialists";
import { expect, expectAccessible, expectNothingSpillsOut, test, visit } from "./fixtures";

// The embedded default seeds demo/specialists.ts at start-up; the guide reads their price lists (other journeys list more
// people, never with services: the profile editor's accounts are not listed).
const listed = demoSpecialists.filter((specialist) => specialist.accountType === "Pro" || specialist.showInSpecialists !== false);
const guide = summarizeRates(
  listed.flatMap((specialist) =>
    specialist.services.map((service) => ({ specialistId: specialist.key, specializations: specialist.profile.specializations, price: service.price })),
  ),
);
const withServices = listed.find((specialist) => specialist.services.length > 0)!;

test("the demo price lists give the guide something to show, and something to hold back", { tag: "@once" }, () => {
  expect(guide.shown.length).toBeGreaterThanOrEqual(3);
  expect(guide.notYet.length).toBeGreaterThan(0);
});

for (const language of ["ru", "en"] as const) {
  const t = language === "ru" ? ru : en;
  const names = (language === "ru" ? ruSpecialists : enSpecialists).specializations;
  const base = language === "ru" ? "" : "/en";
  const money = (roubles: number) => formatMoney(language, Math.round(roubles) * 100);
  const cards = (page: Page) =>
    page
      .getByRole("region", { name: t.list.title })
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3 }) });

  test.describe(`rate guide (${language})`, () => {
    test("shows each specialization's median, middle half and count from 5 prices, and names the rest without figures", async ({ page }) => {
      const response = await page.goto(`${base}/rates`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.hero.title);
      await expect(page).toHaveTitle(`${t.seoTitle} — ${(language === "ru" ? ruCommon : enCommon).siteName}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", t.seoDescription);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${base}/rates$`));
      await expect(page.getByText(t.list.perSpecialist)).toBeVisible();

      await expect(cards(page)).toHaveCount(guide.shown.length);
      for (const rates of guide.shown) {
        const card = page.locator(`#${rates.specialization}`);
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(names[rates.specialization]);
        await expect(card.getByRole("definition").first()).toHaveText(money(rates.median));
        await expect(card.getByRole("definition").nth(1)).toHaveText(
          interpolate(t.list.rangeValue, { from: money(rates.lowerQuartile), to: money(rates.upperQuartile) }),
        );
        await expect(card.getByText(plural(language, rates.prices, t.list.basedOn), { exact: true })).toBeVisible();
        await expect(card.getByRole("link", { name: interpolate(t.list.specialistsLabel, { specialization: names[rates.specialization] }) })).toHaveAttribute(
          "href",
          `${base}/specialists?spec=${rates.specialization}`,
        );
      }

      const notYet = page.getByRole("heading", { level: 3, name: t.notYet.title }).locator("..");
      await expect(notYet.getByText(interpolate(t.notYet.text, { n: RATE_GUIDE.minPrices }))).toBeVisible();
      for (const slug of guide.notYet) await expect(notYet.locator(`#${slug}`)).toHaveText(names[slug]);
      // Below the threshold no figure at all.
      await expect(notYet).not.toContainText("₽");

      await expect(page.getByRole("heading", { level: 2, name: t.method.title })).toBeVisible();
      await expect(page.getByText(interpolate(t.method.items.threshold, { n: RATE_GUIDE.minPrices }))).toBeVisible();
      await expect(page.getByRole("link", { name: t.forSpecialists.link })).toHaveAttribute("href", `${base}/pro`);
      await expectNothingSpillsOut(cards(page));
      await expectAccessible(page);
    });

    test("is linked from the directory, the pricing page and a profile's services", async ({ page }) => {
      const specialistsText = language === "ru" ? ruSpecialists : enSpecialists;
      await visit(page, `${base}/specialists`);
      await page.getByRole("link", { name: specialistsText.hero.rates }).click();
      await expect(page).toHaveURL(`${base}/rates`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.hero.title);

      await visit(page, `${base}/pricing`);
      await page.getByRole("link", { name: (language === "ru" ? ruPayments : enPayments).pricing.ratesLink }).click();
      await expect(page).toHaveURL(`${base}/rates`);

      await visit(page, `${base}/specialists/demo-${withServices.key}`);
      const slug = withServices.profile.specializations[0]!;
      await page.getByRole("link", { name: specialistsText.profile.ratesLink }).click();
      await expect(page).toHaveURL(`${base}/rates#${slug}`);
      await expect(page.locator(`#${slug}`)).toBeInViewport();
      await expect(page.locator(`#${slug}`)).toContainText(names[slug]);
    });
  });
}
