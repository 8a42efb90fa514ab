import { request as httpsRequest } from "node:https";
import path from "node:path";
import type { Page } from "@playwright/test";
import { auth as t } from "~/i18n/ru/auth";
import { common as c } from "~/i18n/ru/common";
import { dashboard as d } from "~/i18n/ru/dashboard";
import { jobs as j } from "~/i18n/ru/jobs";
import { payments as p } from "~/i18n/ru/payments";
import { interpolate, plural } from "~/i18n/plural";
import { profileEditor as e } from "~/i18n/ru/profile-editor";
import { reviews as r } from "~/i18n/ru/reviews";
import { specialists as s } from "~/i18n/ru/specialists";
import { uploads as u } from "~/i18n/ru/uploads";
import { TLS_ADDRESSES, tlsProxyPort, tlsWorkDir } from "./e2e-server";
import { expect, test, visit } from "./fixtures";
import { linkIn, mailTo } from "./outbox";

// The production set-up (README "Production mode"): nginx terminates TLS with deploy/nginx/zvuk-rabota.conf
// and forwards to an instance with PUBLIC_URL=https://…, TRUST_PROXY naming nginx's address and the sandbox
// checkout asked for by name (tests/e2e/start-tls-proxy.ts). Every kind of write a user makes goes through it.

test.describe.configure({ mode: "serial" });

const PASSWORD = "secret-pass";
const SERVER = { timeout: 20_000 };
const media = (file: string) => path.resolve(import.meta.dirname, "fixtures/media", file);

async function expectToast(page: Page, text: string): Promise<void> {
  const toasts = page.getByRole("region", { name: interpolate(d.toasts.viewportLabel, { hotkey: "F8" }) });
  await expect(toasts.getByRole("listitem").filter({ hasText: text })).toBeVisible(SERVER);
}

/** A request from a loopback address of the test's choosing, through nginx, with the headers a client forges. */
function throughProxy(
  pathname: string,
  { from, method = "GET", headers = {}, body }: { from: string; method?: string; headers?: Record<string, string>; body?: string },
) {
  return new Promise<number>((resolve, reject) => {
    const request = httpsRequest(
      { host: "127.0.0.1", port: tlsProxyPort, path: pathname, method, localAddress: from, rejectUnauthorized: false, headers },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

test("a visitor registers, saves a job, pays, edits and uploads, reviews, signs out and in again — all over https through the proxy", async ({ page }) => {
  test.setTimeout(180_000);
  const email = `tls-${Date.now()}@example.com`;

  await test.step("registration sets a Secure session cookie, and the pages carry HSTS", async () => {
    const home = await page.goto("/");
    expect(home?.headers()["strict-transport-security"]).toBe("max-age=31536000");
    await visit(page, "/");
    // HTTP/2: the page's document and its ~30 module files share one connection (docs/decisions/029).
    const protocols = await page.evaluate(() =>
      performance.getEntries().flatMap((entry) => ("nextHopProtocol" in entry ? [(entry as PerformanceResourceTiming).nextHopProtocol] : [])),
    );
    expect(protocols.length).toBeGreaterThan(5);
    expect([...new Set(protocols)]).toEqual(["h2"]);
    await page.locator("header").getByRole("button", { name: c.header.signIn, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: t.dialog.title });
    await dialog.getByRole("tab", { name: t.dialog.registerTab }).click();
    await dialog.getByLabel(t.fields.email, { exact: true }).fill(email);
    await dialog.getByLabel(t.fields.password, { exact: true }).fill(PASSWORD);
    await dialog.getByRole("button", { name: t.dialog.register, exact: true }).click();
    // A registration sets no session (issue 24): sign in with the password just typed, then confirm the address.
    await dialog.getByRole("button", { name: t.dialog.signInNow, exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/, SERVER);
    const link = new URL(linkIn(await mailTo(email, { outbox: path.join(tlsWorkDir, "data", "outbox") }), "/api/auth/verify-email"));
    expect(link.origin).toBe(`https://127.0.0.1:${tlsProxyPort}`);
    await visit(page, `${link.pathname}${link.search}`);
    await expect(page).toHaveURL(/\/dashboard\?email=confirmed$/, SERVER);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(email);
    const session = (await page.context().cookies()).find((cookie) => cookie.name.includes("session_token"));
    expect(session?.secure).toBe(true);
  });

  await test.step("a job is saved", async () => {
    await visit(page, "/");
    const card = page.getByRole("article").first();
    await card.getByRole("button", { name: j.card.save, exact: true }).click();
    await expect(card.getByRole("button", { name: j.card.saved, exact: true })).toHaveAttribute("aria-pressed", "true", SERVER);
    await page.reload();
    await expect(page.getByRole("article").first().getByRole("button", { name: j.card.saved, exact: true })).toBeVisible();
  });

  await test.step("Pro is bought through the sandbox checkout", async () => {
    await visit(page, "/pricing");
    await page.getByRole("button", { name: p.plans.monthly.cta }).click();
    await page.getByRole("dialog", { name: p.dialog.title }).getByRole("button", { name: p.dialog.pay }).click();
    await page.waitForURL(/\/sandbox\/checkout\//);
    expect(new URL(page.url()).origin).toBe(`https://127.0.0.1:${tlsProxyPort}`);
    await page.getByRole("button", { name: p.sandbox.pay, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: p.result.success.title })).toBeVisible(SERVER);
  });

  await test.step("the profile is edited with a photo upload and saved", async () => {
    await visit(page, "/dashboard?tab=profile");
    const photo = page.getByRole("group", { name: e.personal.photo });
    await photo.getByLabel(e.personal.photo).setInputFiles(media("avatar.png"));
    await expect(photo.getByRole("progressbar", { name: interpolate(u.progress, { percent: 100 }) })).toHaveAttribute("aria-valuenow", "100", SERVER);
    await page.getByLabel(e.personal.name, { exact: true }).fill("Вера");
    await page.getByLabel(e.personal.surname, { exact: true }).fill("Прокси");
    await page.getByLabel(e.personal.experience, { exact: true }).fill("Сведение и мастеринг");
    await page.getByLabel(e.personal.workExperience).fill("3 - 5");
    await page.getByRole("checkbox", { name: s.specializations.composer, exact: true }).check();
    await page.getByRole("button", { name: e.personal.submit }).click();
    await expectToast(page, e.toasts.profile.success);
  });

  await test.step("a review is written", async () => {
    await visit(page, "/specialists/demo-giorgi-kapanadze?tab=reviews");
    await page.getByRole("button", { name: r.form.open }).click();
    await page.getByRole("radio", { name: plural("ru", 1, r.form.star) }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: plural("ru", 2, r.form.star) })).toBeChecked();
    await page.getByRole("textbox", { name: r.form.titleLabel, exact: true }).fill("Через прокси");
    await page.getByRole("textbox", { name: r.form.contentLabel, exact: true }).fill("Всё сделано в срок.");
    await page.getByRole("button", { name: r.form.submit }).click();
    await expect(page.getByRole("article").filter({ hasText: "Через прокси" })).toBeVisible(SERVER);
  });

  await test.step("sign-out, then sign-in on the login page", async () => {
    await page.locator("header").getByRole("button", { name: c.header.signOut }).click();
    await expect(page).toHaveURL(/:\d+\/$/, SERVER);
    await visit(page, "/login");
    const main = page.getByRole("main");
    await main.getByLabel(t.fields.email, { exact: true }).fill(email);
    await main.getByLabel(t.fields.password, { exact: true }).fill(PASSWORD);
    await main.getByRole("button", { name: t.login.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/, SERVER);
  });
});

test("wrong passwords are limited per client address, whatever X-Forwarded-For entries the client adds", async () => {
  const attempts: number[] = [];
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const body = new URLSearchParams({ intent: "sign-in", email: "nobody@example.com", password: "wrong-password", redirectTo: "/dashboard" }).toString();
    attempts.push(
      await throughProxy("/login", {
        from: "127.0.0.3",
        method: "POST",
        headers: {
          origin: `https://127.0.0.1:${tlsProxyPort}`,
          "content-type": "application/x-www-form-urlencoded",
          "x-forwarded-for": `198.51.100.${attempt}`,
        },
        body,
      }),
    );
  }
  expect(attempts.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
  expect(attempts.slice(5)).toEqual([429, 429, 429]);
});

test("a payment notification is taken only from an allowed sender's own address, not from a forwarded entry", async () => {
  const notification = { headers: { "content-type": "application/json" }, body: "{}" };
  const forged = await throughProxy("/api/payments/webhook", {
    from: "127.0.0.3",
    method: "POST",
    ...notification,
    headers: { ...notification.headers, "x-forwarded-for": "185.71.76.1" },
  });
  expect(forged).toBe(403);
  // An allowed sender gets past the address check; its empty notification is then refused as invalid.
  const allowed = await throughProxy("/api/payments/webhook", { from: TLS_ADDRESSES.allowedNotificationSender, method: "POST", ...notification });
  expect(allowed).toBe(400);
});
