import type { APIRequestContext, Page } from "@playwright/test";
import { auth as enAuth } from "~/i18n/en/auth";
import { dashboard as enDashboard } from "~/i18n/en/dashboard";
import { jobAlerts as enSaved } from "~/i18n/en/job-alerts";
import { jobAlertsTab as enSavedTab } from "~/i18n/en/job-alerts-tab";
import { interpolate } from "~/i18n/plural";
import { auth as ruAuth } from "~/i18n/ru/auth";
import { dashboard as ruDashboard } from "~/i18n/ru/dashboard";
import { jobAlerts as ruSaved } from "~/i18n/ru/job-alerts";
import { jobAlertsTab as ruSavedTab } from "~/i18n/ru/job-alerts-tab";
import { expect, expectAccessible, expectNothingSpillsOut, registerAccount, test, visit } from "./fixtures";

// Issue 17 "Saved searches": "Подписаться на вакансии" on the home page, the cabinet's "Мои подписки" with its new-count.
// Jobs are published the way an operator publishes them: the console's job form, posted in a moderator's session.
const DEMO_PASSWORD = "zvuk-demo-2026";
const MODERATOR = "moderator@demo.zvuk-rabota.ru";
/** A type the demo jobs have, so the home page offers it as a filter; /en shows it translated. */
const FULL_TIME = "Полная занятость";

const languages = [
  { language: "ru", prefix: "", t: ruSaved, p: ruSavedTab, d: ruDashboard, a: ruAuth },
  { language: "en", prefix: "/en", t: enSaved, p: enSavedTab, d: enDashboard, a: enAuth },
] as const;

/** A word no job has: the saved search's query, so the shared server's other jobs never count. */
function uniqueWord(): string {
  const letters = "абвгдежзиклмнопрстуфхцчшщэюя";
  let word = "";
  for (let index = 0; index < 10; index += 1) word += letters[Math.floor(Math.random() * letters.length)];
  return `Тембр${word}`;
}

/** Publishes an open job from the console, with `word` in its title. */
async function publishJob(request: APIRequestContext, baseURL: string | undefined, word: string): Promise<void> {
  const headers = { Origin: baseURL ?? "" };
  const signIn = await request.post("/login", { form: { intent: "sign-in", email: MODERATOR, password: DEMO_PASSWORD, redirectTo: "/dashboard" }, headers });
  expect(signIn.ok()).toBe(true);
  const fields = {
    title: `${word} звукорежиссёр`,
    company: "Студия «Подписка»",
    companyLink: "",
    location: "Удалённо",
    type: FULL_TIME,
    description: "Запись и сведение.",
    responsibilities: "",
    requirements: "",
    conditions: "",
    postDate: "",
    isEnglish: "",
    applyWebsite: "",
    applyEmail: "hr@subscription.example",
    applyForm: "",
    applyTelegram: "",
    applyHH: "",
    seen: "",
  };
  const created = await request.post("/admin/jobs/new", { form: fields, headers, maxRedirects: 0 });
  expect(created.status(), await created.text()).toBe(302);
}

/** The toast with this text (Radix's viewport region holds them as list items). */
const toastWith = (page: Page, t: typeof ruSaved, text: string) =>
  page
    .getByRole("region", { name: interpolate(t.toasts.viewportLabel, { hotkey: "F8" }) })
    .getByRole("listitem")
    .filter({ hasText: text });

/** The saved search's card in the cabinet, by its name. */
const cardOf = (page: Page, name: string) =>
  page
    .getByRole("main")
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });

for (const { language, prefix, t, p, d } of languages) {
  test(`${language}: a signed-in user saves a search from the home page, sees it in the cabinet with its filters, a job published later counts as new until the results are opened`, async ({
    page,
    baseURL,
    playwright,
  }) => {
    test.setTimeout(120_000);
    await registerAccount(page, baseURL, { name: `alerts-${language}`, prefix });
    const word = uniqueWord();

    await visit(page, `${prefix}/?q=${encodeURIComponent(word)}&type=${encodeURIComponent(FULL_TIME)}`);
    const button = page.getByRole("button", { name: t.save.button });
    const type = language === "ru" ? FULL_TIME : "Full-time";
    const name = `${word} · ${type}`;
    await button.click();
    const toast = toastWith(page, t, t.save.saved);
    await expect(toast).toContainText(interpolate(t.save.savedDescription, { name }));
    await expect(toast.getByRole("link", { name: t.save.openCabinet })).toHaveAttribute("href", `${prefix}/dashboard?tab=alerts`);

    // The same search again keeps the one row and says so.
    await button.click();
    await expect(toastWith(page, t, t.save.alreadySaved)).toBeVisible();

    await visit(page, `${prefix}/dashboard?tab=alerts`);
    await expect(page.getByRole("link", { name: d.tabs.alerts })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 2, name: p.panel.title })).toBeVisible();
    const card = cardOf(page, name);
    await expect(card).toHaveCount(1);
    await expect(card.getByRole("list", { name: p.panel.filtersLabel }).getByRole("listitem")).toHaveText([interpolate(p.panel.query, { query: word }), type]);
    await expect(card.getByText(interpolate(p.panel.newLabel, { count: "0" }))).toBeAttached();
    await expect(card.getByLabel(p.fields.frequency)).toHaveValue("daily");
    await expectAccessible(page);
    await expectNothingSpillsOut(page.getByRole("main").getByRole("article"));

    // Telegram without a linked chat: the cabinet says how to get it. Then the settings are saved.
    await card.getByLabel(p.fields.channel).selectOption("both");
    await expect(card.getByText(p.telegramNote)).toBeVisible();
    await card.getByLabel(p.fields.frequency).selectOption("instant");
    await card.getByRole("button", { name: p.actions.saveSettings }).click();
    await expect(toastWith(page, t, p.actions.saved)).toBeVisible();

    const moderator = await playwright.request.newContext({ baseURL });
    await publishJob(moderator, baseURL, word);
    await moderator.dispose();

    await page.reload();
    await expect(card.getByText(interpolate(p.panel.newLabel, { count: "1" }))).toBeAttached();
    await expect(card.getByLabel(p.fields.frequency)).toHaveValue("instant");
    await expect(card.getByLabel(p.fields.channel)).toHaveValue("both");
    await card.getByRole("button", { name: p.panel.openNew }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/?\\?q=${encodeURIComponent(word)}&type=[^#]+#jobs$`));
    await expect(page.getByRole("article").filter({ hasText: word })).toHaveCount(1);

    await visit(page, `${prefix}/dashboard?tab=alerts`);
    await expect(card.getByText(interpolate(p.panel.newLabel, { count: "0" }))).toBeAttached();
    await expect(card.getByRole("button", { name: p.panel.openResults })).toBeVisible();

    // A name the form refuses, then a new one; then delete, after a confirmation.
    await card.getByLabel(p.fields.name).fill(" ");
    await card.getByRole("button", { name: p.actions.saveSettings }).click();
    await expect(card.getByText(t.errors.nameRequired)).toBeVisible();
    const renamed = `${word} — ${language}`;
    await card.getByLabel(p.fields.name).fill(renamed);
    await card.getByRole("button", { name: p.actions.saveSettings }).click();
    const renamedCard = cardOf(page, renamed);
    await expect(renamedCard).toHaveCount(1);
    await renamedCard.getByRole("button", { name: interpolate(p.actions.deleteLabel, { name: renamed }) }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: p.actions.delete }).click();
    await expect(page.getByText(p.panel.empty)).toBeVisible();
    await expect(page.getByText(p.panel.emptyHint)).toBeVisible();
  });

  test(`${language}: signed out, "${t.save.button}" opens the sign-in dialog and the search is saved once the account is registered`, async ({ page }) => {
    const a = language === "ru" ? ruAuth : enAuth;
    const word = uniqueWord();
    await visit(page, `${prefix}/?q=${encodeURIComponent(word)}`);
    await page.getByRole("button", { name: t.save.button }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("tab", { name: a.dialog.registerTab }).click();
    const email = `alerts-dialog-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    await dialog.getByLabel(a.fields.email, { exact: true }).fill(email);
    await dialog.getByLabel(a.fields.password, { exact: true }).fill("secret-pass");
    await dialog.getByRole("button", { name: a.dialog.register, exact: true }).click();
    // A registration sets no session (issue 24): the dialog says so and signs in with the password just typed.
    await dialog.getByRole("button", { name: a.dialog.signInNow, exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard\\?tab=alerts$`));
    await expect(toastWith(page, t, t.save.saved)).toBeVisible();
    await expect(cardOf(page, word)).toHaveCount(1);
    // Saved once: a reload does not save it again.
    await page.reload();
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(1);
  });
}
