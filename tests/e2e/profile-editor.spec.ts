import path from "node:path";
import type { Page, TestInfo } from "@playwright/test";
import { LIMITS } from "~/config/constants";
import { DEMO_PASSWORD } from "~/features/demo-content/demo-specialists.server";
import { audio as enAudio } from "~/i18n/en/audio";
import { dashboard as enDashboard } from "~/i18n/en/dashboard";
import { payments as enPayments } from "~/i18n/en/payments";
import { profileEditor as enEditor } from "~/i18n/en/profile-editor";
import { uploads as enUploads } from "~/i18n/en/uploads";
import { interpolate, plural } from "~/i18n/plural";
import { audio as ruAudio } from "~/i18n/ru/audio";
import { common as ruCommon } from "~/i18n/ru/common";
import { dashboard as ruDashboard } from "~/i18n/ru/dashboard";
import { payments as ruPayments } from "~/i18n/ru/payments";
import { profileEditor as ruEditor } from "~/i18n/ru/profile-editor";
import { specialists as ruSpecialists } from "~/i18n/ru/specialists";
import { uploads as ruUploads } from "~/i18n/ru/uploads";
import { demoSpecialists } from "../../demo/specialists";
import { editorAccounts } from "./fixtures/editor-accounts";
import { expect, expectAccessible, registerAccount, test, visit } from "./fixtures";

// The specialist-profile editor in the cabinet (spec 2 "Dashboard", 4 "Project video upload", "Service editor",
// 5 "Profile editor", 8 "Profile"). Each Playwright project edits its own seeded Pro account (fixtures/
// editor-accounts.ts), so the file runs in order within a project: the journeys share that profile.
test.describe.configure({ mode: "default" });

const languages = [
  { language: "ru", prefix: "", t: ruEditor, d: ruDashboard, u: ruUploads, p: ruPayments, a: ruAudio },
  { language: "en", prefix: "/en", t: enEditor, d: enDashboard, u: enUploads, p: enPayments, a: enAudio },
] as const;

const media = (file: string) => path.resolve(import.meta.dirname, "fixtures/media", file);
const counterMax = LIMITS.progressMaxProjectsAndServices;

async function signIn(page: Page, baseURL: string | undefined, email: string): Promise<void> {
  const response = await page.request.post("/login", {
    form: { intent: "sign-in", email, password: DEMO_PASSWORD, redirectTo: "/dashboard" },
    headers: { Origin: baseURL ?? "" },
  });
  // The editor accounts exist only where the e2e server seeds them (fixtures/editor-accounts.ts).
  expect(response.ok(), `sign-in of ${email}: ${response.status()}`).toBe(true);
}

function editorAccount(testInfo: TestInfo) {
  return testInfo.project.name === "phone" ? editorAccounts.phone : editorAccounts.desktop;
}

/** "Проекты 1 / 10": the counter beside the checklist. */
const counter = (page: Page, label: string) => page.getByRole("main").locator("dl > div").filter({ hasText: label });
/** The toast with this title is up; it is then closed, so the next one is told apart. */
async function expectToast(page: Page, d: typeof ruDashboard, text: string): Promise<void> {
  const shown = page
    .getByRole("region", { name: interpolate(d.toasts.viewportLabel, { hotkey: "F8" }) })
    .getByRole("listitem")
    .filter({ hasText: text });
  await expect(shown).toBeVisible();
  await shown.getByRole("button", { name: d.toasts.close }).click();
  await expect(shown).toHaveCount(0);
}
const completeness = (page: Page, d: typeof ruDashboard, percent: number) =>
  page.getByRole("progressbar", { name: interpolate(d.progress.label, { percent }) });

/** Browsers log refused requests (4xx/5xx) as console errors; these are the ones a journey provokes on purpose. */
function allowConsoleErrors(consoleErrors: string[], status: number): void {
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !error.includes(`status of ${status}`)));
}

for (const { language, prefix, t, d } of languages) {
  test(`${language}: without Pro the editor is faded and inert under "${t.locked.title}"`, async ({ page, baseURL }) => {
    await registerAccount(page, baseURL, { name: `no-pro-${language}` });
    await visit(page, `${prefix}/dashboard?tab=profile`);

    await expect(page.getByRole("heading", { name: t.locked.title })).toBeVisible();
    await expect(page.getByRole("link", { name: t.locked.link })).toHaveAttribute("href", `${prefix}/pricing`);
    await expect(page.getByRole("link", { name: t.viewProfile })).toHaveCount(0);
    await expect(page.getByRole("switch")).toHaveCount(0);
    // The fields are there, faded, and nothing in them takes the focus or a click.
    const name = page.locator("#profile-name");
    await expect(name).toBeAttached();
    expect(await name.evaluate((input) => input.closest("[inert]") !== null && Number(getComputedStyle(input.closest("[inert]")!).opacity) < 1)).toBe(true);
    const takesFocus = await name.evaluate((input) => {
      (input as HTMLInputElement).focus();
      return document.activeElement === input;
    });
    expect(takesFocus).toBe(false);
    await expect(counter(page, t.counters.projects)).toContainText(interpolate(t.counters.value, { n: 0, max: counterMax }));
    // A new account's profile is empty: the login address is not its public contact (issue 24 L9).
    await expect(completeness(page, d, 0)).toBeVisible();
    await expectAccessible(page);
  });

  test(`${language}: "${t.viewProfile}" opens a Pro specialist's public profile in a new tab`, async ({ page, baseURL }) => {
    const specialist = demoSpecialists.find((candidate) => candidate.accountType === "Pro");
    expect(specialist, "a demo specialist of account type Pro").toBeDefined();
    await signIn(page, baseURL, specialist!.email);
    await visit(page, `${prefix}/dashboard?tab=profile`);

    await expect(page.getByLabel(t.personal.name, { exact: true })).toHaveValue(specialist!.profile.name);
    await expect(page.getByRole("heading", { name: t.locked.title })).toHaveCount(0);
    // Account type Pro is always listed: no visibility switch.
    await expect(page.getByRole("switch")).toHaveCount(0);
    const link = page.getByRole("link", { name: t.viewProfile });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("href", `${prefix}/specialists/demo-${specialist!.key}`);
    const [profilePage] = await Promise.all([page.waitForEvent("popup"), link.click()]);
    await expect(profilePage.getByRole("heading", { level: 1 })).toContainText(specialist!.profile.name);
    await profilePage.close();
    await expectAccessible(page);
  });
}

/** A new account that has just paid for Pro through the sandbox checkout: its profile is empty (issue 24 L9). */
async function becomeNewPro(page: Page, baseURL: string | undefined, language: "ru" | "en", prefix: string, p: typeof ruPayments): Promise<void> {
  await registerAccount(page, baseURL, { name: `new-pro-${language}`, prefix });
  const started = await page.request.post("/api/payments", { data: { plan: "monthly", language }, headers: { Origin: baseURL ?? "" } });
  expect(started.ok(), `checkout: ${started.status()}`).toBe(true);
  const { confirmation_url: checkout } = (await started.json()) as { confirmation_url: string };
  await visit(page, new URL(checkout).pathname);
  await page.getByRole("button", { name: p.sandbox.pay, exact: true }).click();
  await page.waitForURL(/\/payment\/error\?payment_id=/);
}

for (const { language, prefix, t, d, p } of languages) {
  // Spec 5 writes name, surname, the experience band and the experience text only when non-empty: a new Pro saves
  // what it has first, and the bar (spec 2, seven checks) grows check by check; a stored field cannot be emptied.
  test(`${language}: a new Pro saves a location before any name or photo, and the completeness bar grows 14 % → 29 % → 43 %`, async ({ page, baseURL }) => {
    test.slow(); // an account, a checkout and five saves
    await becomeNewPro(page, baseURL, language, prefix, p);
    await visit(page, `${prefix}/dashboard?tab=profile`);
    await expect(page.getByRole("heading", { name: t.locked.title })).toHaveCount(0);
    await expect(completeness(page, d, 0)).toBeVisible();
    await expect(page.getByRole("img", { name: t.personal.photoAlt })).toHaveCount(0);
    const field = (label: string) => page.getByLabel(label, { exact: true });
    const save = async () => {
      await page.getByRole("button", { name: t.personal.submit }).click();
      await expectToast(page, d, t.toasts.profile.success);
    };
    const city = language === "ru" ? "Казань" : "Berlin";

    await test.step("a location alone saves (no photo, no name): not one of the seven checks, so still 0 %", async () => {
      await field(t.personal.location).fill(city);
      await save();
      await expect(page.getByText(t.errors.required)).toHaveCount(0);
      await expect(page.getByText(t.errors.keepStored)).toHaveCount(0);
      await expect(completeness(page, d, 0)).toBeVisible();
    });

    await test.step("then the contact e-mail: 14 %, the experience band: 29 %, the name: 43 %", async () => {
      await field(t.personal.email).fill(`contact-${language}@example.com`);
      await save();
      await expect(completeness(page, d, 14)).toBeVisible();
      await field(t.personal.workExperience).fill("1 - 3");
      await save();
      await expect(completeness(page, d, 29)).toBeVisible();
      await field(t.personal.name).fill(language === "ru" ? "Вера" : "Vera");
      await save();
      await expect(completeness(page, d, 43)).toBeVisible();
    });

    await test.step(`the stored name cannot be emptied: "${t.errors.keepStored}", and nothing is sent`, async () => {
      await field(t.personal.name).fill("");
      await page.getByRole("button", { name: t.personal.submit }).click();
      await expect(page.getByText(t.errors.keepStored)).toBeVisible();
      await expect(field(t.personal.name)).toBeFocused();
      await expect(field(t.personal.name)).toHaveAttribute("aria-invalid", "true");
      await expect(completeness(page, d, 43)).toBeVisible();
    });

    await page.reload();
    await expect(field(t.personal.location)).toHaveValue(city);
    await expect(field(t.personal.name)).toHaveValue(language === "ru" ? "Вера" : "Vera");
    await expect(field(t.personal.surname)).toHaveValue("");
    await expect(completeness(page, d, 43)).toBeVisible();
    await expectAccessible(page);
  });
}

test("ru: personal info — live counters, Tab in the experience field, photo upload with its progress, save", async ({ page, baseURL }, testInfo) => {
  const t = ruEditor;
  const account = editorAccount(testInfo);
  await signIn(page, baseURL, account.email);
  await visit(page, "/dashboard?tab=profile");
  await expect(page.getByRole("tab", { name: t.tabs.personal })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("switch", { name: t.visibility.label })).not.toBeChecked();

  await test.step("counters count down and turn orange at 10 % or less", async () => {
    const name = page.getByLabel(t.personal.name, { exact: true });
    await name.fill("Анна");
    const remaining = (n: number) => page.getByText(plural("ru", n, ruCommon.remaining), { exact: true });
    await expect(remaining(46)).toBeVisible();
    await expect(remaining(46)).not.toHaveClass(/orange/);
    await name.fill("А".repeat(44));
    await expect(remaining(6)).not.toHaveClass(/orange/);
    await name.fill("А".repeat(45));
    await expect(remaining(5)).toHaveClass(/orange/);
    await name.fill("А".repeat(60));
    await expect(name).toHaveValue("А".repeat(LIMITS.profile.name));
    await expect(remaining(0)).toHaveClass(/orange/);
    await name.fill("Анна");
  });

  await test.step("typed inputs and hints", async () => {
    await expect(page.getByLabel(t.personal.email, { exact: true })).toHaveAttribute("type", "email");
    await expect(page.getByLabel(t.personal.website, { exact: true })).toHaveAttribute("type", "url");
    await expect(page.getByLabel(t.personal.workExperience)).toHaveAccessibleDescription(new RegExp(t.personal.workExperienceHint));
  });

  await test.step("Tab inserts four spaces; Esc, then Tab, moves on", async () => {
    const experience = page.getByLabel(t.personal.experience, { exact: true });
    await experience.fill("Сведениемастеринг");
    await experience.press("Home");
    for (let step = 0; step < "Сведение".length; step += 1) await experience.press("ArrowRight");
    await experience.press("Tab");
    await expect(experience).toHaveValue("Сведение    мастеринг");
    await expect(experience).toBeFocused();
    // The caret stays after the spaces.
    await experience.pressSequentially("и ");
    await expect(experience).toHaveValue("Сведение    и мастеринг");
    await experience.press("Escape");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel(t.personal.location, { exact: true })).toBeFocused();
  });

  await test.step("the photo uploads with a real progress bar up to 100 %", async () => {
    const photo = page.getByRole("group", { name: t.personal.photo });
    await photo.getByLabel(t.personal.photo).setInputFiles(media("avatar.png"));
    await expect(photo.getByRole("progressbar", { name: interpolate(ruUploads.progress, { percent: 100 }) })).toHaveAttribute("aria-valuenow", "100");
    await expect(page.getByRole("img", { name: t.personal.photoAlt })).toHaveAttribute(
      "src",
      new RegExp(`/uploads/specialist-profiles/demo-${account.key}/photo`),
    );
    await expect(page.getByText(t.personal.uploadedNote)).toBeVisible();
  });

  await test.step("save: the toast, and the completeness card follows", async () => {
    await page.getByLabel(t.personal.surname, { exact: true }).fill("Звонарёва");
    await page.getByLabel(t.personal.workExperience).fill("3 - 5");
    await page.getByLabel(t.personal.languages, { exact: true }).fill(" Русский ,English,, ");
    await page.getByRole("checkbox", { name: ruSpecialists.specializations["mixing-engineer"], exact: true }).check();
    await page.getByRole("checkbox", { name: ruSpecialists.specializations.composer, exact: true }).check();
    await page.getByRole("button", { name: t.personal.submit }).click();
    await expectToast(page, ruDashboard, t.toasts.profile.success);
    await expect(completeness(page, ruDashboard, 100)).toBeVisible();
    await expectAccessible(page);

    await page.reload();
    await expect(page.getByLabel(t.personal.name, { exact: true })).toHaveValue("Анна");
    await expect(page.getByLabel(t.personal.experience, { exact: true })).toHaveValue("Сведение    и мастеринг");
    await expect(page.getByLabel(t.personal.languages, { exact: true })).toHaveValue("Русский, English");
    await expect(page.getByRole("checkbox", { name: ruSpecialists.specializations["mixing-engineer"], exact: true })).toBeChecked();
  });
});

// The schema's messages before anything is sent (and the focus on the first invalid field) are component tests:
// personal-info-form.test.tsx, project-form.test.tsx, service-form.test.tsx.
test("en: personal info — the save, a refused save", async ({ page, baseURL, consoleErrors }, testInfo) => {
  const t = enEditor;
  await signIn(page, baseURL, editorAccount(testInfo).email);
  await visit(page, "/en/dashboard?tab=profile");
  const website = page.getByLabel(t.personal.website, { exact: true });
  await website.fill("https://example.com");
  await page.getByLabel(t.personal.languages, { exact: true }).fill("Deutsch,  English ");
  await page.getByRole("button", { name: t.personal.submit }).click();
  await expectToast(page, enDashboard, t.toasts.profile.success);
  await page.reload();
  await expect(page.getByLabel(t.personal.languages, { exact: true })).toHaveValue("Deutsch, English");
  await expect(website).toHaveValue("https://example.com");

  await test.step("a refused save is a failure toast with the reason, and the input stays", async () => {
    await page.context().clearCookies(); // the session is gone on the server's side; the page still shows the editor
    await page.getByLabel(t.personal.location, { exact: true }).fill("Berlin");
    await page.getByRole("button", { name: t.personal.submit }).click();
    const failure = page.getByRole("region", { name: interpolate(enDashboard.toasts.viewportLabel, { hotkey: "F8" }) }).getByRole("listitem");
    await expect(failure).toContainText(t.toasts.profile.failure);
    await expect(failure).toContainText(t.reasons.AUTH_REQUIRED);
    await expect(page.getByLabel(t.personal.location, { exact: true })).toHaveValue("Berlin");
    allowConsoleErrors(consoleErrors, 401);
  });
});

for (const { language, prefix, t, d, u, a } of languages) {
  test(`${language}: a project with audio and video, added only once the video is in, then deleted with its files`, async ({
    page,
    baseURL,
    consoleErrors,
  }, testInfo) => {
    test.setTimeout(90_000);
    await signIn(page, baseURL, editorAccount(testInfo).email);
    await visit(page, `${prefix}/dashboard?tab=profile`);
    await page.getByRole("tab", { name: t.tabs.project }).click();
    const panel = page.getByRole("tabpanel", { name: t.tabs.project });
    const title = `${language === "ru" ? "Трейлер" : "Trailer"} ${testInfo.project.name}`;
    await expect(counter(page, t.counters.projects)).toContainText(interpolate(t.counters.value, { n: 0, max: counterMax }));

    await panel.getByRole("button", { name: t.project.submit }).click();
    await expect(panel.getByText(t.errors.required)).toHaveCount(2);
    await expect(panel.getByLabel(t.project.title)).toBeFocused();

    await panel.getByLabel(t.project.title).fill(title);
    await panel.getByLabel(t.project.description).fill("Звуковой дизайн и сведение тизера.");
    await panel.getByLabel(t.project.link).fill("https://example.com/trailer");

    const audio = panel.getByRole("group", { name: t.project.audio, exact: true });
    const video = panel.getByRole("group", { name: t.project.video, exact: true });
    const full = interpolate(u.progress, { percent: 100 });
    await audio.getByLabel(t.project.audio).setInputFiles(media("tone.mp3"));
    await expect(audio.getByRole("progressbar", { name: full })).toBeVisible();
    // The uploaded file plays in the form before the project is added, and the owner may download it as uploaded.
    await expect(audio.getByRole("button", { name: interpolate(a.play, { label: t.project.audio }) })).toBeVisible();
    const audioUrl = (await audio.getByRole("link", { name: a.analysis.download }).getAttribute("href")) ?? "";
    expect(audioUrl).toMatch(/\/uploads\/specialist-profiles\/.+\/projects\/.+_audio/);

    await test.step("a failed video upload says so", async () => {
      await page.route(/\/api\/uploads\?kind=video/, (route) => route.fulfill({ status: 500, json: { error: "UPLOAD_FAILED" } }));
      await video.getByLabel(t.project.video).setInputFiles(media("clip.mp4"));
      await expect(video.getByRole("alert").filter({ hasText: u.videoFailed })).toBeVisible();
      await page.unrouteAll({ behavior: "wait" });
      allowConsoleErrors(consoleErrors, 500);
    });

    await test.step("while the video uploads the project waits", async () => {
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/api\/uploads\?kind=video/, async (route) => {
        await released;
        await route.continue();
      });
      await video.getByLabel(t.project.video).setInputFiles(media("clip.mp4"));
      await expect(video.getByRole("progressbar")).toBeVisible();
      await expect(video.getByRole("progressbar", { name: full })).toHaveCount(0);
      await panel.getByRole("button", { name: t.project.submit }).click();
      await expect(panel.getByRole("alert").filter({ hasText: t.project.waitForVideo })).toBeVisible();
      release();
      await expect(video.getByRole("progressbar", { name: full })).toHaveAttribute("aria-valuenow", "100");
      await expect(panel.getByRole("alert").filter({ hasText: t.project.waitForVideo })).toHaveCount(0);
      await page.unrouteAll({ behavior: "wait" });
    });

    await panel.getByRole("button", { name: t.project.submit }).click();
    await expectToast(page, d, t.toasts.projects.success);
    const item = panel.getByRole("listitem").filter({ hasText: title });
    await expect(item).toContainText(t.project.hasAudio);
    await expect(item).toContainText(t.project.hasVideo);
    await expect(counter(page, t.counters.projects)).toContainText(interpolate(t.counters.value, { n: 1, max: counterMax }));
    // The form starts over for the next project.
    await expect(panel.getByLabel(t.project.title)).toHaveValue("");
    expect((await page.request.get(audioUrl)).status()).toBe(200);

    await item.getByRole("button", { name: interpolate(t.remove.project.label, { title }) }).click();
    const dialog = page.getByRole("alertdialog", { name: t.remove.project.title });
    await expect(dialog).toContainText(title);
    await dialog.getByRole("button", { name: t.remove.button }).click();
    await expectToast(page, d, t.toasts.projects.success);
    await expect(item).toHaveCount(0);
    await expect(panel.getByText(t.project.empty)).toBeVisible();
    await expect(counter(page, t.counters.projects)).toContainText(interpolate(t.counters.value, { n: 0, max: counterMax }));
    expect((await page.request.get(audioUrl)).status(), "the deleted project's audio is gone").toBe(404);
    allowConsoleErrors(consoleErrors, 404);
  });

  test(`${language}: services are added, edited ("${t.service.saveChanges}") and deleted`, async ({ page, baseURL }, testInfo) => {
    await signIn(page, baseURL, editorAccount(testInfo).email);
    await visit(page, `${prefix}/dashboard?tab=profile`);
    await page.getByRole("tab", { name: t.tabs.services }).click();
    const panel = page.getByRole("tabpanel", { name: t.tabs.services });
    const title = `${language === "ru" ? "Сведение трека" : "Track mixing"} ${testInfo.project.name}`;

    await panel.getByRole("button", { name: t.service.add }).click();
    await expect(panel.getByText(t.errors.required)).toHaveCount(3);

    await panel.getByLabel(t.service.title).fill(title);
    await panel.getByLabel(t.service.description).fill("Сведение до 40 дорожек, две правки.");
    await panel.getByLabel(t.service.price).fill("от 5000");
    await panel.getByRole("button", { name: t.service.add }).click();
    await expectToast(page, d, t.toasts.services.success);
    const item = panel.getByRole("listitem").filter({ hasText: title });
    await expect(item).toContainText("от 5000");
    await expect(counter(page, t.counters.services)).toContainText(interpolate(t.counters.value, { n: 1, max: counterMax }));
    await expect(panel.getByLabel(t.service.title)).toHaveValue("");

    await item.getByRole("button", { name: interpolate(t.service.editLabel, { title }) }).click();
    await expect(panel.getByRole("heading", { name: interpolate(t.service.editing, { title }) })).toBeVisible();
    await expect(panel.getByLabel(t.service.title)).toBeFocused();
    await expect(panel.getByLabel(t.service.title)).toHaveValue(title);
    await panel.getByLabel(t.service.price).fill("от 7000");
    await panel.getByRole("button", { name: t.service.saveChanges }).click();
    await expectToast(page, d, t.toasts.services.success);
    await expect(item).toContainText("от 7000");
    await expect(panel.getByRole("button", { name: t.service.add })).toBeVisible();
    await expect(counter(page, t.counters.services)).toContainText(interpolate(t.counters.value, { n: 1, max: counterMax }));

    await item.getByRole("button", { name: interpolate(t.remove.service.label, { title }) }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: t.remove.button }).click();
    await expect(item).toHaveCount(0);
    await expect(panel.getByText(t.service.empty)).toBeVisible();
    await expect(counter(page, t.counters.services)).toContainText(interpolate(t.counters.value, { n: 0, max: counterMax }));
  });
}

test(`ru: at ${LIMITS.projects} projects the form gives way to "${interpolate(ruEditor.project.limit, { n: LIMITS.projects })}"`, async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const t = ruEditor;
  await signIn(page, baseURL, editorAccount(testInfo).email);
  // All but the last through the cabinet's action, as the form posts them.
  const ids = Array.from({ length: LIMITS.projects - 1 }, () => crypto.randomUUID());
  for (const [index, id] of ids.entries()) {
    const response = await page.request.post("/dashboard?tab=profile", {
      form: { intent: "add-project", id, title: `Проект ${index + 1}`, description: "Описание проекта", audioUrl: "", videoUrl: "", projectLink: "" },
      headers: { Origin: baseURL ?? "" },
    });
    expect(response.ok(), `project ${index + 1}: ${response.status()}`).toBe(true);
  }
  await visit(page, "/dashboard?tab=profile");
  await page.getByRole("tab", { name: t.tabs.project }).click();
  const panel = page.getByRole("tabpanel", { name: t.tabs.project });
  await expect(counter(page, t.counters.projects)).toContainText(interpolate(t.counters.value, { n: counterMax, max: counterMax }));

  await panel.getByLabel(t.project.title).fill("Двадцатый проект");
  await panel.getByLabel(t.project.description).fill("Последний, что помещается.");
  await panel.getByRole("button", { name: t.project.submit }).click();
  await expectToast(page, ruDashboard, t.toasts.projects.success);
  await expect(panel.getByRole("status").filter({ hasText: interpolate(t.project.limit, { n: LIMITS.projects }) })).toBeVisible();
  await expect(panel.getByRole("button", { name: t.project.submit })).toHaveCount(0);
  await expect(panel.getByRole("listitem")).toHaveCount(LIMITS.projects);

  for (const id of ids) {
    const response = await page.request.post("/dashboard?tab=profile", { form: { intent: "delete-project", id }, headers: { Origin: baseURL ?? "" } });
    expect(response.ok()).toBe(true);
  }
  await page.reload();
  await page.getByRole("tab", { name: t.tabs.project }).click();
  await panel.getByRole("button", { name: interpolate(t.remove.project.label, { title: "Двадцатый проект" }) }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: t.remove.button }).click();
  await expect(panel.getByRole("button", { name: t.project.submit })).toBeVisible();
  await expect(panel.getByText(t.project.empty)).toBeVisible();
});
