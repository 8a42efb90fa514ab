import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { auth as enAuth } from "~/i18n/en/auth";
import { auth as ruAuth } from "~/i18n/ru/auth";
import { parseMail, type ReceivedMail } from "../fakes/smtp-server";
import { expect, expectAccessible, test } from "./fixtures";
import { e2eDataDir } from "./e2e-server";

// "Забыли пароль?" from the login page to the cabinet, in both languages, on one account.
//
// better-auth allows 5 sign-ins and 5 registrations a minute per address, and 3 reset requests; every
// request here comes from 127.0.0.1. This file runs on desktop only and spends 1 registration,
// 2 sign-ins and 2 reset requests.

type Language = "ru" | "en";
const TEXT = { ru: ruAuth, en: enAuth } as const;

// The e2e server runs without SMTP_URL: mails are .eml files in DATA_DIR/outbox (tests/e2e/start-server.ts).
const outbox = path.join(e2eDataDir, "outbox");
const email = `reset-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
let password = "first-pass-1";
let isRegistered = false;

const localized = (language: Language, neutral: string) => (language === "en" ? `/en${neutral}` : neutral);
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The outbox files written for `address`, oldest first (their names start with an ISO timestamp). */
async function mailFiles(address: string): Promise<string[]> {
  const suffix = `-${address.replace(/[^\w.@-]/g, "_")}.eml`;
  const files = await readdir(outbox).catch(() => [] as string[]);
  return files.filter((file) => file.endsWith(suffix)).sort();
}

/** Waits for a mail to `address` that was not among `before`, and reads it (quoted-printable or base64 decoded). */
async function newMailTo(address: string, before: string[]): Promise<ReceivedMail> {
  let newest = "";
  await expect
    .poll(
      async () => {
        newest = (await mailFiles(address)).filter((file) => !before.includes(file)).pop() ?? "";
        return newest;
      },
      { message: `a mail to ${address} in ${outbox}` },
    )
    .not.toBe("");
  return parseMail(await readFile(path.join(outbox, newest)));
}

/** One account for the whole file, registered through the login action as the page would post it. */
async function ensureAccount(request: APIRequestContext, baseURL: string): Promise<void> {
  if (isRegistered) return;
  const response = await request.post("/login", {
    form: { intent: "register", email, password, redirectTo: "/dashboard" },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(200); // no session: a registration answers the same for any address (issue 24)
  isRegistered = true;
}

// One account and the per-address limits: run once (@once, on desktop).
test.describe("password reset", { tag: "@once" }, () => {
  test.describe.configure({ mode: "serial" });
  test.slow(); // four pages, two of them checked with axe, in one case

  for (const language of ["ru", "en"] as const) {
    const t = TEXT[language];

    test(`${language}: a forgotten password is reset by mail, and the new one signs in`, async ({ page, baseURL }) => {
      await ensureAccount(page.request, baseURL ?? "");
      await page.context().clearCookies(); // signed out

      await page.goto(localized(language, "/login"));
      await page.getByRole("main").getByRole("link", { name: t.login.forgotPassword }).click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(localized(language, "/reset-password"))}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.reset.requestTitle);
      await expectAccessible(page);

      const before = await mailFiles(email);
      await page.getByLabel(t.fields.email, { exact: true }).fill(email);
      await page.getByRole("button", { name: t.reset.requestSubmit }).click();
      await expect(page.getByRole("status")).toHaveText(t.reset.requestSent);

      const mail = await newMailTo(email, before);
      expect(mail.subject).toBe(t.reset.mailSubject);
      const link = /https?:\/\/\S+/.exec(mail.text)?.[0] ?? "";
      expect(link).toContain("/api/auth/reset-password/");

      const landed = await page.goto(link);
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(localized(language, "/reset-password/new"))}\\?token=[\\w-]+$`));
      expect(landed?.headers()["cache-control"]).toBe("private, no-store");
      expect(landed?.headers()["referrer-policy"]).toBe("no-referrer");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.reset.newTitle);
      await expectAccessible(page);

      password = `new-pass-${language}-${Date.now()}`;
      await page.getByLabel(t.reset.newPassword, { exact: true }).fill(password);
      await page.getByRole("button", { name: t.reset.newSubmit }).click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(localized(language, "/login"))}\\?reset=done$`));
      await expect(page.getByRole("status")).toHaveText(t.reset.done);

      const main = page.getByRole("main");
      await main.getByLabel(t.fields.email, { exact: true }).fill(email);
      await main.getByLabel(t.fields.password, { exact: true }).fill(password);
      await main.getByRole("button", { name: t.login.submit, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(localized(language, "/dashboard"))}$`));
      await expect(page.getByRole("heading", { level: 1 })).toContainText(email);

      // The link is spent: opening it again explains that and offers a new one.
      await page.goto(link);
      await expect(page.getByRole("alert")).toHaveText(t.reset.invalidLink);
      await page.getByRole("link", { name: t.reset.requestAgain }).click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(localized(language, "/reset-password"))}$`));
    });
  }
});
