import { common as en } from "~/i18n/en/common";
import { common as ru } from "~/i18n/ru/common";
import { expect, expectNothingSpillsOut, test, visit } from "./fixtures";

test.describe("language toggle", { tag: "@once" }, () => {
  test("swaps the /en prefix, keeps the query and remembers the choice", async ({ page }) => {
    await page.goto("/about?from=test");
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    await page.getByRole("link", { name: ru.header.languageToggleLabel }).first().click();
    await expect(page).toHaveURL(/\/en\/about\?from=test$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("en");

    await page.getByRole("link", { name: en.header.languageToggleLabel }).first().click();
    await expect(page).toHaveURL(/\/about\?from=test$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("ru");
  });

  test("stores the language it switches to, whatever the query or the hash", async ({ page }) => {
    for (const start of ["/?q=%D0%B7%D0%B2%D1%83%D0%BA", "/#jobs"]) {
      await page.goto(start);
      await page.getByRole("link", { name: ru.header.languageToggleLabel }).first().click();
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("en");
      await page.evaluate(() => localStorage.clear());
    }
  });

  test("a stored choice decides on the next visit", async ({ page }) => {
    await page.goto("/en");
    await page.getByRole("link", { name: en.header.languageToggleLabel }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await page.evaluate(() => sessionStorage.clear());
    await page.goto("/en/about");
    await expect(page).toHaveURL(/\/about$/);
  });
});

test.describe("first visit", () => {
  test.use({ locale: "en-US" });

  test("with an English browser lands on /en once", async ({ page }) => {
    await page.goto("/about");
    await expect(page).toHaveURL(/\/en\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    // Once per visit: going back to Russian by hand is respected.
    await page.goto("/about");
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  });
});

test("the header turns dark after scrolling more than 20 px", async ({ page }) => {
  await visit(page, "/");
  const header = page.locator("header");
  await expect(header).toHaveAttribute("data-scrolled", "false");
  // 15 px is under the threshold: once the scroll event has been handled and rendered (a listener added after the
  // page's own runs after it; two frames let React commit), the header is still light.
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const handled = new Promise((resolve) => window.addEventListener("scroll", () => void frame().then(frame).then(resolve), { once: true }));
    window.scrollTo(0, 15);
    await handled;
  });
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await page.evaluate(() => window.scrollTo(0, 40));
  await expect(header).toHaveAttribute("data-scrolled", "true");
  await expect(header).toHaveCSS("backdrop-filter", /blur/);
});

test("the footer shows the current year", { tag: "@once" }, async ({ page }) => {
  const year = String(new Date().getFullYear());
  await page.goto("/");
  await expect(page.getByTestId("copyright")).toHaveText(`© ${year} ${ru.siteName}`);
  await page.goto("/en");
  await expect(page.getByTestId("copyright")).toHaveText(`© ${year} ${en.siteName}`);
});

test("the online counter shows 10 to 60 employers on desktops and tablets, hidden from screen readers", async ({ page, isMobile }) => {
  test.skip(isMobile, "no room beside the Pro button on a phone; widths are set here");
  // Tablets have the menu button instead of the navigation; 1024–1279 px has the navigation and no room for the counter.
  for (const width of [1366, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    const counter = page.getByTestId("online-counter");
    await expect(counter, `${width} px`).toBeVisible();
    await expect(counter).toHaveAttribute("aria-hidden", "true");
    await expect(counter).toHaveText(/^\d+ работодател(ь|я|ей) онлайн$/);
    const count = Number((await counter.textContent())?.match(/\d+/)?.[0]);
    expect(count).toBeGreaterThanOrEqual(10);
    expect(count).toBeLessThanOrEqual(60);
    await expectNothingSpillsOut(page.locator("header > div"));
  }
});

test("the mobile menu opens, navigates and closes", async ({ page, isMobile }) => {
  test.skip(!isMobile, "the menu button exists on narrow screens");
  await page.goto("/");
  await page.getByRole("button", { name: ru.header.openMenu }).click();
  const menu = page.getByRole("dialog", { name: ru.header.menuTitle });
  await expect(menu).toBeVisible();
  await page.getByRole("button", { name: ru.header.closeMenu }).click();
  await expect(menu).toBeHidden();

  await page.getByRole("button", { name: ru.header.openMenu }).click();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();

  await page.getByRole("button", { name: ru.header.openMenu }).click();
  await menu.getByRole("link", { name: ru.header.nav.about }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(menu).toBeHidden();
});

test.describe("unknown paths", { tag: "@once" }, () => {
  for (const [path, text] of [
    ["/no-such-page", ru.notFound.title],
    ["/en/no-such-page", en.notFound.title],
  ] as const) {
    test(`${path} answers 404 in its language`, async ({ page, consoleErrors }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text);
      // The browser reports the 404 document itself; that is the point of this page.
      consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !error.includes("404")));
    });
  }
});
