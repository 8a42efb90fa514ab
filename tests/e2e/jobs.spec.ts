import { parseJobRow } from "~/features/jobs/parse-job-row";
import { jobPage as enPage } from "~/i18n/en/job-page";
import { jobs as en } from "~/i18n/en/jobs";
import { jobPage as ruPage } from "~/i18n/ru/job-page";
import { jobs as ru } from "~/i18n/ru/jobs";
import { demoJobRows } from "../../demo/jobs";
import type { Route } from "@playwright/test";
import { expect, expectAccessible, test, visit } from "./fixtures";

/** Demo jobs as the server imported them, to pick ones with particular apply channels. */
const demoJobs = demoJobRows.map((row) => parseJobRow(row)).flatMap((result) => (result.ok ? [result.value] : []));

const languages = [
  { language: "ru", prefix: "", t: ru, p: ruPage },
  { language: "en", prefix: "/en", t: en, p: enPage },
] as const;

for (const { language, prefix, t, p } of languages) {
  test.describe(`jobs (${language})`, () => {
    test("the list shows cards, and search finds a job or says nothing was found", async ({ page }) => {
      await page.goto(`${prefix}/`);
      const cards = page.getByRole("article");
      await expect(cards.first()).toBeVisible();
      const first = cards.first();
      // The employment type is a fixed value: translated on /en (spec 3 defaults), as entered otherwise.
      const fullTime = cards.filter({ hasText: demoJobs.find((job) => job.type === ru.fixedValues.fullTime)!.title }).first();
      await expect(fullTime.getByText(t.fixedValues.fullTime, { exact: true })).toBeVisible();
      const title = (await first.getByRole("heading").getByRole("link").textContent()) ?? "";
      await expect(first.getByRole("link", { name: t.card.details })).toHaveAttribute("href", new RegExp(`${prefix}/job/`));
      await expect(first.getByRole("button", { name: t.card.save, exact: true })).toBeVisible();
      // The jobs channel's promo card: beside the list on desktop, after it on phones (spec 2 "Home").
      await expect(page.getByRole("link", { name: t.channelPromo.cta })).toBeVisible();

      await page.getByRole("searchbox", { name: t.search.label }).fill(title.toUpperCase());
      await page.getByRole("button", { name: t.search.submit, exact: true }).click();
      await expect(page).toHaveURL(/[?&]q=/);
      await expect(cards.first().getByRole("heading")).toContainText(title);

      await page.getByRole("searchbox", { name: t.search.label }).fill("zzqx-нет-такой-вакансии");
      await page.getByRole("searchbox", { name: t.search.label }).press("Enter");
      await expect(page.getByText(t.list.empty)).toBeVisible();
      await expect(cards).toHaveCount(0);

      await page.goBack();
      await expect(cards.first().getByRole("heading")).toContainText(title);
      await expectAccessible(page);
    });

    test("filters narrow the list and reset (the side panel on desktop, a sheet on phones)", async ({ page, isMobile }) => {
      await visit(page, `${prefix}/`);
      const sheetButton = page.getByRole("button", { name: t.filters.title });
      const sheet = page.getByRole("dialog", { name: t.filters.title });
      if (isMobile) {
        await sheetButton.click();
        await expect(sheet).toBeVisible();
      } else {
        await expect(sheetButton).toBeHidden();
      }
      const panel = isMobile ? sheet : page.locator("body");
      const locationSelect = panel.getByLabel(t.filters.location);
      await expect(locationSelect.locator("option").first()).toHaveText(t.filters.allLocations);
      await expect(panel.getByLabel(t.filters.type).locator("option").first()).toHaveText(t.filters.anyType);
      const location = (await locationSelect.locator("option").nth(1).getAttribute("value")) ?? "";
      await locationSelect.selectOption(location);
      await expect(page).toHaveURL(/location=/);
      if (isMobile) {
        // The sheet stays open for a second choice; "Показать вакансии" closes it, and the button counts the filter.
        await sheet.getByRole("button", { name: t.filters.done }).click();
        await expect(sheet).toBeHidden();
        await expect(sheetButton).toHaveAccessibleName(`${t.filters.title} 1`);
      }
      const cards = page.getByRole("article");
      await expect(cards.first()).toBeVisible();
      for (const card of await cards.all()) await expect(card).toContainText(location);
      if (isMobile) await sheetButton.click();

      await panel.getByRole("link", { name: t.filters.reset }).click();
      await expect(page).not.toHaveURL(/location=/);
      await expect(locationSelect).toHaveValue("");

      // A value that is not among the options resets to "all".
      await visit(page, `${prefix}/?location=${encodeURIComponent("Нигде-такого-нет")}`);
      await expect(cards.first()).toBeVisible();
      if (isMobile) await sheetButton.click();
      await expect(locationSelect).toHaveValue("");
    });

    test("a job page shows the job, its structured data and the apply dialog", async ({ page, request, isMobile }) => {
      await page.goto(`${prefix}/`);
      const first = page.getByRole("article").first();
      const title = (await first.getByRole("heading").getByRole("link").textContent()) ?? "";
      await first.getByRole("link", { name: t.card.details }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/job/[^/]+$`));
      await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
      await expect(page.getByRole("link", { name: `← ${p.detail.back}` })).toBeVisible();

      const html = await (await request.get(page.url())).text();
      const jsonLd = /<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/.exec(html)?.[1] ?? "";
      const posting = JSON.parse(jsonLd) as Record<string, unknown>;
      expect(posting["@type"]).toBe("JobPosting");
      expect(posting.title).toBe(title);
      expect(posting.hiringOrganization).toMatchObject({ "@type": "Organization" });
      expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}T/);

      // On phones "Откликнуться" stays on screen while the job is read; on desktop it heads the side panel.
      const apply = page.getByRole("button", { name: p.detail.apply });
      await expect(apply).toBeInViewport();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      if (isMobile) await expect(apply).toBeInViewport();
      else await expect(apply).not.toBeInViewport();
      await apply.click();
      const dialog = page.getByRole("dialog", { name: p.applyDialog.title });
      await expect(dialog).toBeVisible();
      await expect(
        dialog
          .getByRole("link")
          .or(dialog.getByRole("button", { name: p.applyDialog.copy }))
          .first(),
      ).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expectAccessible(page);
    });

    test("the apply dialog offers only the job's channels and confirms a copied e-mail for 2 s", async ({ page, context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      const job = demoJobs.find((candidate) => candidate.applyEmail && !candidate.applyTelegram.trim());
      if (!job) throw new Error("the demo rows need a job with an e-mail and no Telegram link");
      await page.goto(`${prefix}/job/${job.id}`);
      await page.getByRole("button", { name: p.detail.apply }).click();
      const dialog = page.getByRole("dialog", { name: p.applyDialog.title });
      await expect(dialog.getByRole("link", { name: job.applyEmail })).toHaveAttribute("href", `mailto:${job.applyEmail}`);
      await expect(dialog.getByRole("link", { name: p.applyDialog.telegram })).toHaveCount(0);
      await expect(dialog.getByRole("link", { name: p.applyDialog.website })).toHaveCount(job.applyWebsite ? 1 : 0);
      await expect(dialog.getByRole("link", { name: p.applyDialog.form })).toHaveCount(job.applyForm ? 1 : 0);
      await expect(dialog.getByRole("link", { name: p.applyDialog.hh })).toHaveCount(job.applyHh ? 1 : 0);

      await dialog.getByRole("button", { name: p.applyDialog.copy }).click();
      await expect(dialog.getByRole("button", { name: p.applyDialog.copied })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(job.applyEmail);
      await expect(dialog.getByRole("button", { name: p.applyDialog.copy })).toBeVisible({ timeout: 4000 });
    });

    test("an unknown job answers 404 with a way back", { tag: "@once" }, async ({ page, consoleErrors }) => {
      const response = await page.goto(`${prefix}/job/no-such-job`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.detail.notFound);
      await page.getByRole("link", { name: p.detail.notFoundBack }).click();
      await expect(page.getByRole("article").first()).toBeVisible();
      consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !error.includes("404")));
    });
  });
}

// Spec 2 "Home", verbatim: a search that cannot load says so in the jobs section; the header and the search box stay.
for (const failure of [
  { name: "without a connection", says: "Проверьте подключение к интернету", fail: (route: Route) => route.abort("internetdisconnected") },
  {
    name: "with a server error",
    says: "Произошла ошибка при загрузке вакансий",
    fail: (route: Route) => route.fulfill({ status: 500, contentType: "text/html", body: "<h1>500</h1>" }),
  },
]) {
  test(`a search that fails ${failure.name} says "${failure.says}" in the jobs section`, { tag: "@once" }, async ({ page, consoleErrors }) => {
    await visit(page, "/");
    await page.route(/\.data(\?|$)/, failure.fail);
    await page.getByRole("searchbox", { name: ru.search.label }).fill("звук");
    await page.getByRole("button", { name: ru.search.submit }).click();
    const jobs = page.getByRole("region", { name: "Вакансии" });
    await expect(jobs.getByRole("alert")).toHaveText(failure.says + "Попробуйте обновить страницу");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(jobs.getByRole("searchbox", { name: ru.search.label })).toHaveValue("звук");
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !error.includes("ERR_INTERNET_DISCONNECTED") && !error.includes("500")));
  });
}

test("opening a job in the browser shows the skeleton until it has loaded", async ({ page }) => {
  // A client navigation: the link is followed by the router only once the page has hydrated.
  await visit(page, "/");
  await page.route(/\/job\/[^/]+\.data/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.getByRole("article").first().getByRole("link", { name: ru.card.details }).click();
  await expect(page.getByTestId("job-detail-skeleton")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("job-detail-skeleton")).toHaveCount(0);
});

test("the sitemap lists jobs in both languages and robots.txt points to it", { tag: "@once" }, async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Sitemap: http:\/\/[^/]+\/sitemap\.xml/);
  const index = await (await request.get("/sitemap.xml")).text();
  expect(index).toContain("/sitemaps/pages.xml");
  expect(index).toContain("/sitemaps/jobs-1.xml");
  const jobsXml = await (await request.get("/sitemaps/jobs-1.xml")).text();
  expect(jobsXml).toMatch(/<loc>http:\/\/[^<]+\/job\/[^<]+<\/loc>/);
  expect(jobsXml).toMatch(/<loc>http:\/\/[^<]+\/en\/job\/[^<]+<\/loc>/);
  const pagesXml = await (await request.get("/sitemaps/pages.xml")).text();
  expect(pagesXml).toContain("/education/tramplin</loc>");
});
