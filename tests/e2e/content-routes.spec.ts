import { home as homeEn } from "~/i18n/en/home";
import { home as homeRu } from "~/i18n/ru/home";
import { expect, expectAccessible, test } from "./fixtures";

// Every public content route, with the heading it must show in each language.
const routes: ReadonlyArray<{ path: string; ru?: string; en?: string }> = [
  { path: "/", ru: homeRu.hero.title, en: homeEn.hero.title },
  { path: "/education" },
  { path: "/education/tramplin" },
  { path: "/about" },
  { path: "/post-job" },
  { path: "/legal" },
  { path: "/contacts" },
];

for (const route of routes) {
  for (const language of ["ru", "en"] as const) {
    const url = language === "ru" ? route.path : `/en${route.path === "/" ? "" : route.path}`;
    test(`${url} renders its heading, SEO tags and passes axe`, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toHaveCount(1);
      const expected = route[language];
      if (expected) await expect(heading).toHaveText(expected);
      else await expect(heading).not.toBeEmpty();
      await expect(page).toHaveTitle(/.+/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{20,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${url.replace(/\/$/, "")}$`));
      for (const hreflang of ["ru", "en", "x-default"]) {
        await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveCount(1);
      }
      await expectAccessible(page);
    });
  }
}
