import { inquiries as en } from "~/i18n/en/inquiries";
import { inquiryButton as buttonEn } from "~/i18n/en/inquiry-button";
import { inquiriesMail as mailEn } from "~/i18n/en/inquiries-mail";
import { inquiriesTab as tabEn } from "~/i18n/en/inquiries-tab";
import { inquiries as ru } from "~/i18n/ru/inquiries";
import { inquiryButton as buttonRu } from "~/i18n/ru/inquiry-button";
import { inquiriesMail as mailRu } from "~/i18n/ru/inquiries-mail";
import { inquiriesTab as tabRu } from "~/i18n/ru/inquiries-tab";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, registerAccount, test, visit } from "./fixtures";
import { linkIn, mailTo } from "./outbox";

// Issue 27 "Project inquiries": a client finds a Pro, sends an inquiry — anonymous, confirmed through the mailed link;
// then signed in with a confirmed address, delivered at once — and the specialist gets it by e-mail and in the cabinet's
// «Заявки», where they mark it answered (docs/decisions/036). Telegram's delivery is the integration tests'. Each
// language and viewport writes to its own demo Pro, so the runs side by side never share an inbox.
const DEMO_PASSWORD = "zvuk-demo-2026";
const SPECIALISTS = {
  "ru-desktop": { name: "Артём Кузнецов", email: "artem.kuznetsov@demo.zvuk-rabota.ru" },
  "ru-phone": { name: "Алексей Романов", email: "alexey.romanov@demo.zvuk-rabota.ru" },
  "en-desktop": { name: "Нина Григорян", email: "nina.grigoryan@demo.zvuk-rabota.ru" },
  "en-phone": { name: "Ксения Морозова", email: "ksenia.morozova@demo.zvuk-rabota.ru" },
} as const;

for (const [language, t, b, m, tab, prefix] of [
  ["ru", ru, buttonRu, mailRu, tabRu, ""],
  ["en", en, buttonEn, mailEn, tabEn, "/en"],
] as const) {
  test(`${language}: a client sends an inquiry anonymously and confirms it by the link, then signed in; the specialist gets both by e-mail and in the cabinet`, async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(150_000);
    const project = testInfo.project.name === "phone" ? "phone" : "desktop";
    const specialist = SPECIALISTS[`${language}-${project}`];
    const stamp = `${project}-${Date.now()}`;
    const client = `inquiry-${language}-${stamp}@example.com`;
    const clientName = `Клиент ${language} ${stamp}`;

    /** The specialist's page, found in the directory as a client would. */
    const openProfile = async () => {
      await visit(page, `${prefix}/specialists?q=${encodeURIComponent(specialist.name.split(" ")[1] ?? "")}`);
      await page
        .getByRole("link", { name: new RegExp(specialist.name) })
        .first()
        .click();
      await expect(page.getByRole("heading", { level: 1, name: specialist.name })).toBeVisible();
    };
    const fillForm = async (name: string, email: string | null) => {
      await page.getByRole("button", { name: b.open }).click();
      const dialog = page.getByRole("dialog", { name: `${t.form.title}: ${specialist.name}` });
      await expect(dialog).toBeVisible();
      // The browser checks the form with the action's schema before anything is sent.
      await dialog.getByRole("button", { name: t.form.send }).click();
      await expect(dialog.getByText(t.form.errors.nameRequired)).toBeVisible();
      await expect(dialog.getByText(t.form.errors.messageTooShort)).toBeVisible();
      await dialog.getByLabel(t.form.fields.clientName).fill(name);
      if (email !== null) await dialog.getByLabel(t.form.fields.clientEmail).fill(email);
      await dialog.getByLabel(t.form.fields.clientContact).fill("@client");
      await dialog.getByLabel(t.form.fields.workKind).selectOption({ label: t.form.workKindOther });
      await dialog.getByLabel(t.form.fields.budgetFrom).fill("20000");
      await dialog.getByLabel(t.form.fields.budgetTo).fill("60000");
      await dialog.getByLabel(t.form.fields.message).fill("Нужно записать и свести подкаст: десять выпусков по часу.");
      await dialog.getByLabel(t.form.fields.referenceLink).fill("https://example.com/podcast");
      await expectAccessible(page);
      await dialog.getByRole("button", { name: t.form.send }).click();
      return dialog;
    };

    // 1. Anonymous: stored until the client opens the mailed link.
    await openProfile();
    const anonymous = await fillForm(clientName, client);
    await expect(anonymous.getByRole("status")).toContainText(t.sent.confirmTitle);
    await expect(anonymous.getByRole("status")).toContainText(t.sent.confirmText.replace("{email}", client));
    await anonymous.getByRole("button", { name: t.sent.close }).click();
    await expect(anonymous).toBeHidden();

    const confirmation = await mailTo(client, { subject: m.confirmSubject });
    const link = new URL(linkIn(confirmation, "/inquiries/confirm/"));
    expect(link.pathname).toMatch(new RegExp(`^${prefix}/inquiries/confirm/[\\w-]{43}$`));
    await visit(page, link.pathname);
    await expect(page.getByRole("heading", { level: 1, name: t.confirm.title })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText(t.confirm.text.replace("{name}", specialist.name));
    await expectAccessible(page);
    await page.getByRole("button", { name: t.confirm.button }).click();
    await expect(page.getByRole("status")).toHaveText(t.confirm.done.replace("{name}", specialist.name).replace("{email}", client));

    const toSpecialist = await mailTo(specialist.email, { subject: `${mailRu.specialistSubject} / ${mailEn.specialistSubject}` });
    expect(toSpecialist.headers.get("reply-to")).toBe(client);
    expect(toSpecialist.text).toContain(clientName);
    const copy = await mailTo(client, { subject: m.copySubject });
    expect(copy.text).toContain("Нужно записать и свести подкаст");

    // 2. The specialist sees it in «Заявки», opens it and marks it answered.
    await signIn(page, baseURL, specialist.email, prefix);
    await visit(page, `${prefix}/dashboard?tab=inquiries`);
    await expect(page.getByRole("heading", { level: 2, name: tab.title })).toBeVisible();
    const item = page.getByRole("listitem").filter({ hasText: clientName });
    await expect(item.getByText(tab.statuses.new)).toBeVisible();
    await item.getByText(clientName).click();
    await expect(item.getByText(client)).toBeVisible();
    await expect(item.getByText("Нужно записать и свести подкаст: десять выпусков по часу.")).toBeVisible();
    await expect(item.getByText(tab.statuses.read)).toBeVisible();
    await expectAccessible(page);
    await item.getByRole("button", { name: tab.answered }).click();
    await expect(item.getByText(tab.statuses.answered)).toBeVisible();
    await page.reload();
    await expect(page.getByRole("listitem").filter({ hasText: clientName }).getByText(tab.statuses.answered)).toBeVisible();

    // 3. A signed-in client with a confirmed address: the e-mail is filled in, and the inquiry arrives at once.
    await page.context().clearCookies();
    const signedIn = await registerAccount(page, baseURL, { name: `inquiry-client-${language}`, prefix });
    await openProfile();
    const signedInName = `Клиент со входом ${language} ${stamp}`;
    const dialog = await fillForm(signedInName, null);
    await expect(dialog.getByRole("status")).toContainText(t.sent.title);
    await expect(dialog.getByRole("status")).toContainText(t.sent.text.replace("{email}", signedIn));
    // No confirmation: the specialist's newest mail is this inquiry, Reply-To the account's address.
    await expect
      .poll(async () => {
        const mail = await mailTo(specialist.email);
        return mail.text.includes(signedInName) ? mail.headers.get("reply-to") : null;
      })
      .toBe(signedIn);
  });
}

async function signIn(page: Page, baseURL: string | undefined, email: string, prefix: string) {
  const response = await page.request.post(`${prefix}/login`, {
    form: { intent: "sign-in", email, password: DEMO_PASSWORD, redirectTo: `${prefix}/dashboard` },
    headers: { Origin: baseURL ?? "" },
  });
  expect(response.ok()).toBe(true);
}
