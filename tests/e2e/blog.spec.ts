import { blog as en } from "~/i18n/en/blog";
import { blog as ru } from "~/i18n/ru/blog";
import { expect, expectAccessible, test } from "./fixtures";

// The demo import fills the blog at start-up; the list test also holds on an empty table (the spec's empty text).
for (const language of ["ru", "en"] as const) {
  const t = language === "ru" ? ru : en;
  const base = language === "ru" ? "" : "/en";

  test.describe(`blog (${language})`, () => {
    test(`${base}/blog lists posts as cards, or says there are none`, async ({ page }) => {
      const response = await page.goto(`${base}/blog`);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.hero.title);
      await expect(page).toHaveTitle(new RegExp(t.seoTitle));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${base}/blog$`));

      const cards = page.getByRole("article");
      const readMore = page.getByRole("link", { name: new RegExp(`^${t.list.readMore}`) });
      await expect(cards.first().or(page.getByText(t.list.empty))).toBeVisible();
      const count = await cards.count();
      if (count === 0) {
        await expect(page.getByText(t.list.empty)).toBeVisible();
      } else {
        await expect(readMore).toHaveCount(count);
        const first = cards.first();
        await expect(first.getByRole("heading", { level: 2 })).not.toBeEmpty();
        await expect(first.getByRole("img")).toHaveAttribute("alt", /.+/);
        await expect(readMore.first()).toHaveAttribute("href", new RegExp(`^${base}/blog/post-\\d+$`));
      }
      await expectAccessible(page);
    });

    test(`${base}/blog/{id} shows the post with its back link`, async ({ page }) => {
      await page.goto(`${base}/blog`);
      const readMore = page.getByRole("link", { name: new RegExp(`^${t.list.readMore}`) });
      // The demo blog (demo/) has posts: an empty list here is a failure, not a case to skip.
      await expect(readMore.first()).toBeVisible();

      const title = (await page.getByRole("article").first().getByRole("heading", { level: 2 }).textContent()) ?? "";
      await readMore.first().click();
      await expect(page).toHaveURL(new RegExp(`${base}/blog/post-\\d+$`));
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toHaveCount(1);
      await expect(heading).toHaveText(title);
      await expect(page.getByTestId("post-body")).not.toBeEmpty();
      await expect(page.getByRole("img", { name: title })).toBeVisible();

      // The server-rendered page, as a crawler or a shared link gets it.
      const response = await page.reload();
      expect(response?.status()).toBe(200);
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expectAccessible(page);

      await page.getByRole("link", { name: t.post.backToList }).first().click();
      await expect(page).toHaveURL(new RegExp(`${base}/blog$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.hero.title);
    });

    test(`${base}/blog/post-999999 answers 404 with a link to the list`, { tag: "@once" }, async ({ page, consoleErrors }) => {
      const response = await page.goto(`${base}/blog/post-999999`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.post.notFound);
      // The browser reports the 404 document itself; that is the point of this page.
      consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !/^console: Failed to load resource: .*\b404\b/.test(error)));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expectAccessible(page);
      await page.getByRole("link", { name: t.post.backToList }).click();
      await expect(page).toHaveURL(new RegExp(`${base}/blog$`));
    });
  });
}
