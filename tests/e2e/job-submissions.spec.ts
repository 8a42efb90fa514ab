import { consoleSubmissions as en } from "~/i18n/en/console-submissions";
import { operatorConsole as consoleEn } from "~/i18n/en/console";
import { jobSubmissions as postJobEn } from "~/i18n/en/job-submissions";
import { consoleSubmissions as ru } from "~/i18n/ru/console-submissions";
import { operatorConsole as consoleRu } from "~/i18n/ru/console";
import { jobSubmissions as postJobRu } from "~/i18n/ru/job-submissions";
import { expect, expectAccessible, test, visit } from "./fixtures";
import { mailTo } from "./outbox";

// Issue 17 "Employers submit jobs": an employer without an account sends a job from /post-job, a moderator publishes
// it in the console, and it is on the home page and its own page (docs/decisions/027). Runs on desktop and phone.
const DEMO_PASSWORD = "zvuk-demo-2026";

for (const [language, t, p, c, prefix, operator] of [
  ["ru", ru, postJobRu, consoleRu, "", "moderator@demo.zvuk-rabota.ru"],
  ["en", en, postJobEn, consoleEn, "/en", "admin@demo.zvuk-rabota.ru"],
] as const) {
  test(`${language}: an employer submits a job without an account, a moderator publishes it, and it is on the home page and its page`, async ({
    page,
    baseURL,
  }, testInfo) => {
    // A whole employer-and-moderator flow with five accessibility scans: over a minute on the shared machine.
    test.setTimeout(120_000);
    const stamp = `${testInfo.project.name}-${Date.now()}`;
    const title = `Звукорежиссёр заявки ${language} ${stamp}`;
    const contact = `employer-${language}-${stamp}@example.com`;
    const f = p.submit.fields;

    await visit(page, `${prefix}/post-job`);
    await expect(page.getByRole("heading", { level: 2, name: p.submit.title })).toBeVisible();
    // The spec's two ways stay: the manager in the messenger and the external form.
    await expect(page.getByRole("link", { name: p.hero.messenger }).first()).toBeVisible();
    await page.getByRole("link", { name: p.submit.card.button }).click();

    // The browser checks the form with the jobs' schema before anything is sent.
    await page.getByRole("button", { name: p.submit.send }).click();
    await expect(page.getByLabel(f.title, { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(p.submit.errors.required).first()).toBeVisible();

    await page.getByLabel(f.title, { exact: true }).fill(title);
    await page.getByLabel(f.company, { exact: true }).fill("Студия «Заявка»");
    await page.getByLabel(f.location, { exact: true }).fill("Удалённо");
    await page.getByLabel(f.description, { exact: true }).fill("Озвучание мультсериала, 26 серий.");
    await page.getByLabel(f.responsibilities, { exact: true }).fill("Запись актёров\nЧистка и монтаж");
    await page.getByLabel(f.applyEmail, { exact: true }).fill("hr@zayavka.example");
    await page.getByLabel(f.contactEmail, { exact: true }).fill(contact);
    await expectAccessible(page);
    await page.getByRole("button", { name: p.submit.send }).click();
    await expect(page.getByRole("status")).toContainText(p.submit.done.title);
    await expect(page.getByRole("status")).toContainText(contact);
    await expectAccessible(page);
    const received = await mailTo(contact, { subject: t.mail.received.subject.replace("{title}", title) });
    expect(received.text).toContain(title);

    // Not public yet.
    await visit(page, `${prefix}/?q=${encodeURIComponent(title)}`);
    await expect(page.getByRole("link", { name: new RegExp(title) })).toHaveCount(0);

    // A moderator finds it in the queue and publishes it.
    const response = await page.request.post("/login", {
      form: { intent: "sign-in", email: operator, password: DEMO_PASSWORD, redirectTo: "/dashboard" },
      headers: { Origin: baseURL ?? "" },
    });
    expect(response.ok()).toBe(true);
    await visit(page, `${prefix}/admin`);
    await page.getByRole("navigation", { name: c.nav.label }).getByRole("link", { name: c.nav.submissions }).click();
    await expect(page.getByRole("heading", { level: 2, name: t.queue.title })).toBeVisible();
    let link = page.getByRole("link", { name: t.queue.open.replace("{title}", title) });
    // The queue is oldest first and shared with the other specs: page on until it shows.
    while (!(await link.isVisible())) {
      await page.getByRole("link", { name: t.queue.next }).click();
      link = page.getByRole("link", { name: t.queue.open.replace("{title}", title) });
    }
    await expectAccessible(page);
    await link.click();
    await expect(page.getByRole("heading", { level: 2, name: t.detail.title.replace("{title}", title) })).toBeVisible();
    await expect(page.getByText(contact)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: t.decisions.approve }).click();
    await expect(page.getByRole("status")).toHaveText(t.decisions.approved);
    const jobLink = page.getByRole("link", { name: t.detail.job });
    const jobPath = (await jobLink.getAttribute("href")) ?? "";
    expect(jobPath).toMatch(new RegExp(`^${prefix}/job/console-[0-9a-f]{12}$`));
    const published = await mailTo(contact, { subject: t.mail.published.subject.replace("{title}", title) });
    expect(published.text).toContain(jobPath);

    // A visitor sees it on the home page and its page.
    await page.context().clearCookies();
    await visit(page, `${prefix}/?q=${encodeURIComponent(title)}`);
    await expect(page.getByRole("link", { name: new RegExp(title) }).first()).toBeVisible();
    await visit(page, jobPath);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  });
}
