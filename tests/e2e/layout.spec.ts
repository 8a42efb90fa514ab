import { common as en } from "~/i18n/en/common";
import { common as ru } from "~/i18n/ru/common";
import { consoleUsers as ruConsoleUsers } from "~/i18n/ru/console-users";
import { expect, expectNothingSpillsOut, test, visit } from "./fixtures";

test.describe("language toggle", { tag: "@once" }, () => {
  test("swaps the /en prefix, keeps the query and remembers the choice", async ({ page }) => {
    await visit(page, "/about?from=test");
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
      await visit(page, start);
      await page.getByRole("link", { name: ru.header.languageToggleLabel }).first().click();
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("en");
      await page.evaluate(() => localStorage.clear());
    }
  });

  test("a stored choice decides on the next visit", async ({ page }) => {
    await visit(page, "/en");
    await page.getByRole("link", { name: en.header.languageToggleLabel }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await page.evaluate(() => sessionStorage.clear());
    await visit(page, "/en/about");
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

/** What each document of the tab was when it was left: its path, the paints it recorded and how much body text it had parsed. */
interface LeftDocument {
  path: string;
  paints: string[];
  bodyText: number;
}

test.describe("the language of a first visit is decided before the first paint (docs/decisions/016)", { tag: "@once" }, () => {
  test.use({ locale: "en-US" });

  test("an English browser opening / ends on /en, and the Russian page never painted", async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      addEventListener("pagehide", () => {
        const left = JSON.parse(sessionStorage.getItem("e2e-left-documents") ?? "[]") as unknown[];
        const paints = performance.getEntriesByType("paint").map((entry) => entry.name);
        left.push({ path: location.pathname, paints, bodyText: document.body?.textContent?.length ?? 0 });
        sessionStorage.setItem("e2e-left-documents", JSON.stringify(left));
      });
    });
    const requested: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith(baseURL ?? "")) requested.push(`${request.resourceType()} ${new URL(request.url()).pathname}`);
    });
    await page.goto("/");
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const left = await page.evaluate(() => JSON.parse(sessionStorage.getItem("e2e-left-documents") ?? "[]") as LeftDocument[]);
    // The Russian document was left while its head was parsed: no paint, no body, nothing it would have loaded.
    expect(left).toEqual([{ path: "/", paints: [], bodyText: 0 }]);
    // One document each (the preload scanner may have fetched a script the head names before the page stopped).
    expect(requested.filter((line) => line.startsWith("document "))).toEqual(["document /", "document /en"]);
  });

  test.describe("a crawler", () => {
    test.use({ userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });

    test("with an English browser language stays on the Russian page it asked for", async ({ page }) => {
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("lang", "ru");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe("/");
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("/ is the Russian page, whatever the browser's language", async ({ page }) => {
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("lang", "ru");
      expect(new URL(page.url()).pathname).toBe("/");
    });
  });

  test("a stored choice of Russian keeps an English browser on Russian pages", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("lang", "ru"));
    await page.goto("/specialists");
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/specialists");
  });
});

test(
  "a page paints from its document alone: the stylesheet inline, its JavaScript preloaded at low priority (docs/decisions/016, 029)",
  { tag: "@once" },
  async ({ page }) => {
    const priorities = new Map<string, string>();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    cdp.on("Network.requestWillBeSent", (event) => priorities.set(`${event.type ?? ""} ${new URL(event.request.url).pathname}`, event.request.initialPriority));
    await visit(page, "/specialists");
    const html = await (await page.request.get("/specialists")).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain('<style id="site-css"');
    expect(html).not.toContain('rel="stylesheet"');
    const preloads = [...head.matchAll(/<link rel="modulepreload"[^>]*>/g)].map(([tag]) => tag);
    expect(preloads.length).toBeGreaterThan(5);
    expect(preloads.filter((tag) => !tag.includes('fetchpriority="low"'))).toEqual([]);
    // What the browser made of it: the document first, every script behind it.
    expect(priorities.get("Document /specialists")).toBe("VeryHigh");
    const scripts = [...priorities].filter(([request]) => request.startsWith("Script "));
    expect(scripts.length).toBeGreaterThan(5);
    expect(scripts.filter(([, priority]) => priority !== "Low")).toEqual([]);
    // And what a visitor's phone downloads is the site's, not the operator's console (its texts in both languages).
    const modules = await Promise.all(preloads.map(async (tag) => (await page.request.get(/href="([^"]+)"/.exec(tag)?.[1] ?? "")).text()));
    expect(modules.filter((code) => code.includes(ruConsoleUsers.list.title) || code.includes(ruConsoleUsers.form.ban.lead))).toEqual([]);

    // A profile's first load carries no form validation: its review and report forms (and zod) load when reached for.
    const profilePath = /href="(\/specialists\/[^"?#/]+)"/.exec(html)?.[1] ?? "";
    const profileHtml = await (await page.request.get(`${profilePath}?tab=reviews`)).text();
    const profileModules = await Promise.all(
      [...profileHtml.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(async ([, href]) => (await page.request.get(href ?? "")).text()),
    );
    expect(profileModules.length).toBeGreaterThan(5);
    expect(profileModules.filter((code) => code.includes("$ZodError"))).toEqual([]);
  },
);

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
