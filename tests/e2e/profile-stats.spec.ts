import type { Browser, Page } from "@playwright/test";
import { profileStats as enStats } from "~/i18n/en/profile-stats";
import { profileStats as ruStats } from "~/i18n/ru/profile-stats";
import { dashboard as enDashboard } from "~/i18n/en/dashboard";
import { dashboard as ruDashboard } from "~/i18n/ru/dashboard";
import { expect, expectAccessible, registerAccount, test, visit } from "./fixtures";

// Profile statistics (issue 27, docs/decisions/037): a visitor's real browser beacons — a profile view, the card shown in
// the directory, a click on the Telegram link — reach the Pro's «Статистика», and the owner's own visit does not count.
// Each project is its own Pro (a demo specialist), and each run its own visitor: the figures are read before and after.

const DEMO_PASSWORD = "zvuk-demo-2026";
const pros = {
  desktop: { email: "anna.sokolova@demo.zvuk-rabota.ru", name: "Анна Соколова", telegram: "t.me/anna_sokolova_sound" },
  phone: { email: "polina.zaitseva@demo.zvuk-rabota.ru", name: "Полина Зайцева", telegram: "t.me/polina_vr_audio" },
} as const;

// Playwright's Chromium says "HeadlessChrome", which isbot (rightly) takes for a robot: the visitor is an ordinary
// browser, a new one each run so today's earlier runs do not make it a returning visitor.
const visitorAgent = () => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 run/${Date.now()}`;

type Figures = { views: number; appearances: number; clicksTelegram: number };

/** This week's figure under `label` in the statistics tab, as a number ("1 234" → 1234). */
async function figure(page: Page, label: string): Promise<number> {
  const text = await page
    .locator("dl > div")
    .filter({ has: page.getByRole("term").getByText(label, { exact: true }) })
    .getByRole("definition")
    .locator("span")
    .first()
    .textContent();
  return Number((text ?? "").replace(/\D/g, ""));
}

async function readFigures(page: Page, t: typeof ruStats): Promise<Figures> {
  return {
    views: await figure(page, t.figures.views),
    appearances: await figure(page, t.figures.appearances),
    clicksTelegram: await figure(page, t.figures.clicksTelegram),
  };
}

async function signIn(page: Page, baseURL: string | undefined, email: string) {
  const answer = await page.request.post("/login", {
    form: { intent: "sign-in", email, password: DEMO_PASSWORD, redirectTo: "/dashboard" },
    headers: { Origin: baseURL ?? "" },
  });
  expect(answer.ok(), `sign-in of ${email}: ${answer.status()}`).toBe(true);
}

async function newVisitor(browser: Browser, baseURL: string | undefined, isMobile: boolean) {
  const context = await browser.newContext({
    baseURL,
    userAgent: visitorAgent(),
    locale: "ru-RU",
    ...(isMobile ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width: 1366, height: 900 } }),
  });
  // The Telegram link opens t.me in a new tab: answered here, the test machine has no internet.
  await context.route(/^https:\/\/t\.me\//, (route) => route.fulfill({ status: 200, contentType: "text/plain", body: "telegram" }));
  return context;
}

test("a visitor's views, card appearances and contact clicks reach the Pro's statistics, in both languages", async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  const isPhone = testInfo.project.name === "phone";
  const pro = pros[isPhone ? "phone" : "desktop"];
  await signIn(page, baseURL, pro.email);

  // The Pro's figures before, and the Pro's own visit to the profile (never counted).
  await visit(page, "/dashboard?tab=stats");
  await expect(page.getByRole("heading", { level: 2, name: ruDashboard.tabs.stats })).toBeVisible();
  const before = await readFigures(page, ruStats);
  await visit(page, "/specialists");
  const ownProfile = page.getByRole("link", { name: pro.name }).first();
  const profilePath = new URL((await ownProfile.getAttribute("href")) ?? "", baseURL).pathname;
  await visit(page, profilePath);

  // A visitor: the directory (the Pro's card in a result page), the profile, a click on the Telegram link.
  const visitor = await newVisitor(browser, baseURL, isPhone);
  const visitorPage = await visitor.newPage();
  await visit(visitorPage, `/specialists?q=${encodeURIComponent(pro.name)}`);
  await expect(visitorPage.getByRole("link", { name: pro.name }).first()).toBeVisible();
  await visit(visitorPage, profilePath);
  await visitorPage.reload(); // the same visitor again the same day: still one view
  await visitorPage.waitForFunction(() => Object.keys(document.querySelector("header") ?? {}).some((key) => key.startsWith("__reactFiber")));
  const popup = visitorPage.waitForEvent("popup");
  await visitorPage.getByRole("link", { name: pro.telegram }).click();
  await (await popup).close();
  await visitor.close();

  // The counts are written in batches every few seconds: the tab shows them once they are.
  const expected = { views: before.views + 1, appearances: before.appearances + 1, clicksTelegram: before.clicksTelegram + 1 };
  await expect(async () => {
    await page.goto("/dashboard?tab=stats");
    expect(await readFigures(page, ruStats)).toEqual(expected);
  }).toPass({ timeout: 60_000, intervals: [1_000, 2_000] });
  await expect(page.getByText(ruStats.lead)).toBeVisible();
  await expect(page.getByRole("figure").getByText(ruStats.chart.title)).toBeVisible();
  await expectAccessible(page);

  await visit(page, "/en/dashboard?tab=stats");
  await expect(page.getByRole("heading", { level: 2, name: enDashboard.tabs.stats })).toBeVisible();
  expect(await readFigures(page, enStats)).toEqual(expected);
  await expect(page.getByText(enStats.chart.title)).toBeVisible();
  await page.getByText(enStats.chart.tableToggle).click();
  await expect(page.getByRole("region", { name: enStats.chart.tableToggle }).getByRole("columnheader", { name: enStats.figures.views })).toBeVisible();
  await expectAccessible(page);

  // The Monday e-mail: off, still off after a reload, on again.
  await page.getByRole("button", { name: enStats.mail.turnOff, exact: true }).click();
  await expect(page.getByText(enStats.mail.off)).toBeVisible();
  await page.reload();
  await expect(page.getByText(enStats.mail.off)).toBeVisible();
  await page.getByRole("button", { name: enStats.mail.turnOn, exact: true }).click();
  await expect(page.getByText(enStats.mail.on)).toBeVisible();
});

test("someone without Pro sees a sample and the way to Pro", async ({ page, baseURL }) => {
  await registerAccount(page, baseURL, { name: "stats-basic" });
  await visit(page, "/dashboard?tab=stats");
  await expect(page.getByRole("heading", { name: ruStats.basic.title })).toBeVisible();
  await expect(page.getByText(ruStats.basic.sample)).toBeVisible();
  await page.getByRole("link", { name: ruStats.basic.cta }).click();
  await expect(page).toHaveURL(/\/pro$/);
});
