import { jobAlertsMail as enMail, unsubscribePage as enPage } from "~/i18n/en/job-alerts-mail";
import { consoleJobs as enJobs } from "~/i18n/en/console-jobs";
import { jobAlertsMail as ruMail, unsubscribePage as ruPage } from "~/i18n/ru/job-alerts-mail";
import { consoleJobs as ruJobs } from "~/i18n/ru/console-jobs";
import { expect, expectAccessible, test, visit } from "./fixtures";
import { mailTo } from "./outbox";
import { alertSubscribers } from "./fixtures/alert-subscribers";

// Issue 17: a job published in the console reaches the saved search's subscriber by e-mail (the outbox) within the
// minute, in the search's language, and one click unsubscribes — the List-Unsubscribe POST (ru) or the page's button (en).
// The subscribers and their saved searches are seeded before the server starts (tests/e2e/fixtures/alert-subscribers.ts).
const DEMO_PASSWORD = "zvuk-demo-2026";

const TEXT = {
  ru: { mail: ruMail, page: ruPage, jobs: ruJobs, prefix: "" },
  en: { mail: enMail, page: enPage, jobs: enJobs, prefix: "/en" },
} as const;

for (const language of ["ru", "en"] as const) {
  const { mail: m, page: p, jobs: j, prefix } = TEXT[language];
  const subscriber = alertSubscribers[language];

  // One subscriber per language: the flow runs once (@once, on desktop).
  test(
    `${language}: a job published in the console is e-mailed to the saved search's subscriber, who unsubscribes with one click`,
    { tag: "@once" },
    async ({ page, baseURL }) => {
      test.slow();
      const signIn = await page.request.post("/login", {
        form: { intent: "sign-in", email: "admin@demo.zvuk-rabota.ru", password: DEMO_PASSWORD, redirectTo: "/dashboard" },
        headers: { Origin: baseURL ?? "" },
      });
      expect(signIn.ok()).toBe(true);
      const title = `Звукорежиссёр ${subscriber.query} ${Date.now()}`;
      await visit(page, `${prefix}/admin/jobs/new`);
      await page.getByLabel(j.form.fields.title, { exact: true }).fill(title);
      await page.getByLabel(j.form.fields.company, { exact: true }).fill("Студия «Сигнал»");
      await page.getByLabel(j.form.fields.location, { exact: true }).fill("Удалённо");
      await page.getByLabel(j.form.fields.description, { exact: true }).fill("Запись и сведение.");
      await page.getByLabel(j.form.fields.applyEmail, { exact: true }).fill("hr@signal.example");
      await page.getByRole("button", { name: j.form.create }).click();
      await expect(page.getByRole("status")).toHaveText(j.form.created);
      const id = /\/admin\/jobs\/(console-[0-9a-f]{12})/.exec(page.url())?.[1] ?? "";
      expect(id).not.toBe("");
      await page.context().clearCookies();

      const mail = await mailTo(subscriber.email, { timeout: 60_000 });
      expect(mail.subject).toBe(m.subject.one.replace("{name}", subscriber.name).replace("{n}", "1"));
      const jobUrl = `${baseURL}${prefix}/job/${id}`;
      expect(mail.text).toContain(title);
      expect(mail.text).toContain(jobUrl);
      expect(mail.html).toContain(`href="${jobUrl}"`);
      const oneClick = /^<([^>]+)>$/.exec(mail.headers.get("list-unsubscribe") ?? "")?.[1] ?? "";
      expect(oneClick).toMatch(new RegExp(`^${baseURL}/api/alerts/unsubscribe\\?token=`));
      expect(mail.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      const pageLink = new RegExp(`${m.unsubscribe}: (\\S+)`).exec(mail.text)?.[1] ?? "";
      expect(pageLink).toMatch(new RegExp(`^${baseURL}${prefix}/alerts/unsubscribe\\?token=`));

      // The job's page is where the link goes.
      await visit(page, jobUrl);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

      const done = p.done.replace("{name}", subscriber.name);
      if (language === "ru") {
        // What a mail client does with the header: a POST without cookies or Origin.
        const answer = await page.request.post(oneClick, {
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          data: "List-Unsubscribe=One-Click",
        });
        expect([answer.status(), await answer.text()]).toEqual([200, "Вы отписались."]);
        await visit(page, pageLink);
        await expect(page.getByRole("status")).toHaveText(done);
        await expect(page.getByRole("button", { name: p.button })).toHaveCount(0);
      } else {
        // Opening the link (or a scanner prefetching it) does not unsubscribe: the page asks first.
        await visit(page, pageLink);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.title);
        await expect(page.getByRole("status")).toHaveText(p.confirm.replace("{name}", subscriber.name));
        await expectAccessible(page);
        await visit(page, pageLink);
        await page.getByRole("button", { name: p.button }).click();
        await expect(page.getByRole("status")).toHaveText(done);
        await visit(page, pageLink);
        await expect(page.getByRole("status")).toHaveText(done);
      }
    },
  );

  test(`${language}: a forged unsubscribe link is a 400 page that says so`, async ({ page, consoleErrors }) => {
    const response = await page.goto(`${prefix}/alerts/unsubscribe?token=00000000-0000-0000-0000-000000000000.${"A".repeat(43)}`);
    expect(response?.status()).toBe(400);
    // The browser reports the 400 document itself; that is the point of this page.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !/^console: Failed to load resource: .*\b400\b/.test(error)));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.title);
    await expect(page.getByRole("status")).toHaveText(p.invalid);
    await expect(page.getByRole("button", { name: p.button })).toHaveCount(0);
    await expectAccessible(page);
    const oneClick = await page.request.post(`/api/alerts/unsubscribe?token=forged`, { data: "List-Unsubscribe=One-Click" });
    expect(oneClick.status()).toBe(400);
  });
}
