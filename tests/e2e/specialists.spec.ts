import type { Page } from "@playwright/test";
import { audio as enAudio } from "~/i18n/en/audio";
import { common as enCommon } from "~/i18n/en/common";
import { specialists as en } from "~/i18n/en/specialists";
import { interpolate, plural } from "~/i18n/plural";
import { audio as ruAudio } from "~/i18n/ru/audio";
import { common as ruCommon } from "~/i18n/ru/common";
import { specialists as ru } from "~/i18n/ru/specialists";
import { demoReviews } from "../../demo/reviews";
import { demoSpecialists } from "../../demo/specialists";
import { expect, expectAccessible, expectNothingSpillsOut, test, visit } from "./fixtures";

// The embedded default seeds demo/specialists.ts at start-up; these journeys read that directory.
const listed = demoSpecialists.filter((specialist) => specialist.accountType === "Pro" || specialist.showInSpecialists !== false);
const hidden = demoSpecialists.find((specialist) => specialist.accountType !== "Pro" && specialist.showInSpecialists === false);
const withProjects = listed.find((specialist) => specialist.projects.some((project) => project.audio) && specialist.services.length > 0);
const withoutProjects = listed.find((specialist) => specialist.projects.length === 0);
const fullName = (specialist: (typeof demoSpecialists)[number]) => `${specialist.profile.name} ${specialist.profile.surname}`;

for (const language of ["ru", "en"] as const) {
  const t = language === "ru" ? ru : en;
  const a = language === "ru" ? ruAudio : enAudio;
  const base = language === "ru" ? "" : "/en";
  const cards = (page: Page) => page.getByRole("article");

  test.describe(`specialists directory (${language})`, () => {
    test("lists every listed specialist as a card, server-rendered", async ({ page }) => {
      const response = await page.goto(`${base}/specialists`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.hero.title);
      // Every listed demo specialist is there; other e2e journeys (a Pro purchase) may list more people.
      for (const specialist of listed) await expect(cards(page).filter({ hasText: fullName(specialist) })).toHaveCount(1);
      const shown = await cards(page).count();
      expect(shown).toBeGreaterThanOrEqual(listed.length);
      await expect(page.getByRole("status").filter({ hasText: plural(language, shown, t.list.found) })).toBeVisible();
      if (hidden) await expect(page.getByRole("link", { name: new RegExp(fullName(hidden)) })).toHaveCount(0);
      // Spec 6: a Pro user is account type Pro or active paid access; both wear the PRO badge.
      for (const specialist of listed)
        await expect(
          cards(page)
            .filter({ hasText: fullName(specialist) })
            .getByText(t.card.pro, { exact: true }),
        ).toBeVisible();

      const card = cards(page).filter({ hasText: fullName(listed[0]!) });
      const specialist = listed[0]!;
      for (const slug of specialist.profile.specializations.slice(0, 2)) await expect(card.getByText(t.specializations[slug], { exact: true })).toBeVisible();
      if (specialist.profile.specializations.length > 2)
        await expect(card.getByText(t.card.more.replace("{n}", String(specialist.profile.specializations.length - 2)))).toBeVisible();
      const unreviewed = listed.find((candidate) => !demoReviews.some((review) => review.specialistKey === candidate.key))!;
      await expect(
        cards(page)
          .filter({ hasText: fullName(unreviewed) })
          .getByText(t.card.noReviews),
      ).toBeVisible();
      // Two cards side by side on a 390 px phone: the review count ("· 21 отзыв") wraps inside its card.
      await expectNothingSpillsOut(cards(page));
      await expectAccessible(page);
    });

    test("filters by name, specialization and location, shows chips, resets", async ({ page, isMobile }) => {
      const target = listed.find((specialist) => specialist.profile.location && specialist.profile.specializations.length > 0)!;
      await page.goto(`${base}/specialists`);
      await page.getByRole("searchbox", { name: t.filters.search }).fill(target.profile.surname.toUpperCase());
      await page.getByRole("button", { name: t.filters.submit, exact: true }).click();
      await expect(page).toHaveURL(/q=/);
      await expect(cards(page).filter({ hasText: fullName(target) })).toBeVisible();
      await expect(page.getByRole("link", { name: t.filters.removeChip.replace("{label}", `«${target.profile.surname.toUpperCase()}»`) })).toBeVisible();
      await page.getByRole("link", { name: t.filters.reset }).click();
      await expect(page).not.toHaveURL(/q=/);
      await expect(cards(page).filter({ hasText: fullName(listed[0]!) })).toHaveCount(1);

      const slug = target.profile.specializations[0]!;
      const label = t.specializations[slug];
      const matching = listed.filter((specialist) => specialist.profile.specializations.includes(slug));
      if (isMobile) await page.getByLabel(t.filters.specializations).filter({ visible: true }).selectOption(slug);
      else await page.getByRole("checkbox", { name: label, exact: true }).check();
      await expect(page).toHaveURL(new RegExp(`spec=${slug}`));
      await expect(cards(page)).toHaveCount(matching.length);
      const chip = page.getByRole("link", { name: t.filters.removeChip.replace("{label}", label) });
      await expect(chip).toBeVisible();

      const location = target.profile.location;
      await page.getByLabel(t.filters.location).filter({ visible: true }).selectOption(location);
      await expect(cards(page)).toHaveCount(matching.filter((specialist) => specialist.profile.location === location).length);
      await chip.click();
      await expect(page).not.toHaveURL(/spec=/);
      await expect(cards(page)).toHaveCount(listed.filter((specialist) => specialist.profile.location === location).length);

      await page.goto(`${base}/specialists?q=${encodeURIComponent("Никто Никогдаев")}`);
      await expect(page.getByText(t.list.noResults)).toBeVisible();
    });

    test("shows skeletons, then the preparing stage, when opened from another page", async ({ page, isMobile }) => {
      test.skip(isMobile, "the header navigation is in the menu on phones; the stage is the same");
      await visit(page, `${base}/about`); // a click before hydration is a plain link: a whole new page, no skeleton
      await page
        .getByRole("banner")
        .getByRole("link", { name: language === "ru" ? "Специалисты" : "Specialists", exact: true })
        .click();
      await expect(page.getByRole("status", { name: (language === "ru" ? ruCommon : enCommon).skeletons.preparing })).toBeVisible();
      await expect(page.getByTestId("specialist-skeleton").first()).toBeVisible();
      await expect(cards(page).filter({ hasText: fullName(listed[0]!) })).toHaveCount(1);
      await expect(page.getByTestId("specialist-skeleton")).toHaveCount(0);
    });
  });

  test.describe(`specialist profile (${language})`, () => {
    test("shows the header, tabs and panels", async ({ page, isMobile }) => {
      const specialist = withProjects!;
      await page.goto(`${base}/specialists`);
      await page.getByRole("link", { name: t.card.open.replace("{name}", fullName(specialist)) }).click();
      await expect(page).toHaveURL(new RegExp(`${base}/specialists/demo-${specialist.key}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(fullName(specialist));
      await expect(page.getByText(t.profile.verified)).toBeVisible();
      await expect(page.getByText(t.card.pro, { exact: true })).toBeVisible();
      // The editor indents with four spaces on Tab (spec 5); the page keeps the owner's spaces and line breaks.
      await expect(page.getByText(specialist.profile.experience.split("\n")[0]!, { exact: false }).first()).toHaveCSS("white-space", "pre-wrap");
      const tabs = page.getByRole("navigation", { name: t.profile.tabsLabel });
      await expect(tabs.getByRole("link", { name: t.profile.tabs.about })).toHaveAttribute("aria-current", "page");
      await expect(page.getByText(specialist.services[0]!.title)).toBeVisible();
      await expect(page.getByRole("complementary").getByText(specialist.profile.languages.join(", "))).toBeVisible();
      const telegram = page.getByRole("link", { name: /t\.me\// });
      await expect(telegram).toHaveAttribute("href", `https://t.me/${specialist.profile.telegramLink.replace(/^@/, "")}`);
      // Phones see the contacts under the header, before the tabs; wide screens keep them in the side column.
      const contactsBox = (await page.getByRole("heading", { level: 2, name: t.profile.contacts.title }).boundingBox())!;
      const tabsBox = (await tabs.boundingBox())!;
      if (isMobile) expect(contactsBox.y + contactsBox.height).toBeLessThan(tabsBox.y);
      else expect(contactsBox.x).toBeGreaterThan(tabsBox.x + tabsBox.width);

      await tabs.getByRole("link", { name: t.profile.tabs.projects }).click();
      await expect(page).toHaveURL(/tab=projects/);
      const project = specialist.projects.find((candidate) => candidate.audio)!;
      await expect(page.getByRole("heading", { name: project.title })).toBeVisible();
      // The project's recording plays from the site's player: what the browser fetches answers ranges, for seeking.
      const [played] = await Promise.all([
        page.waitForRequest(/\/uploads\/specialist-profiles\/.+_audio/),
        page.getByRole("button", { name: interpolate(a.play, { label: project.title }) }).click(),
      ]);
      const audio = await page.request.get(played.url(), { headers: { Range: "bytes=0-99" } });
      expect(audio.status()).toBe(206);
      expect(audio.headers()["content-type"]).toBe("audio/mpeg");

      // Server-rendered with its structured data and sharing tags.
      const response = await page.reload();
      expect(response?.status()).toBe(200);
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as {
        "@type": string;
        mainEntity: { name: string };
      };
      expect(jsonLd["@type"]).toBe("ProfilePage");
      expect(jsonLd.mainEntity.name).toBe(fullName(specialist));
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/uploads\/specialist-profiles\/.+\/photo/);
      await expectAccessible(page);
    });

    test("says when a specialist has no projects", async ({ page }) => {
      // The demo content keeps a listed specialist without projects for this case.
      expect(withoutProjects, "a listed demo specialist without projects").toBeDefined();
      await page.goto(`${base}/specialists/demo-${withoutProjects?.key}?tab=projects`);
      await expect(page.getByText(t.profile.noProjects)).toBeVisible();
    });

    test("answers 404 with a way back for unknown and unlisted specialists", async ({ page, consoleErrors }) => {
      expect(hidden, "an unlisted demo specialist").toBeDefined();
      for (const id of ["nobody", `demo-${hidden?.key}`]) {
        const response = await page.goto(`${base}/specialists/${id}`);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.profile.notFound);
      }
      await page.getByRole("main").getByRole("link", { name: t.profile.back }).click();
      await expect(page).toHaveURL(new RegExp(`${base}/specialists$`));
      // The browser reports each 404 document it was given.
      consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !error.includes("404")));
    });
  });
}
