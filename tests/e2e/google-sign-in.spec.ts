import { auth as ruAuth } from "~/i18n/ru/auth";
import { common as ruCommon } from "~/i18n/ru/common";
import { E2E_GOOGLE_USER } from "../fakes/oidc-provider";
import { expect, test, visit } from "./fixtures";

// "Войти через Google" against the local OpenID Connect provider that tests/e2e/start-server.ts starts
// with the app; it signs in E2E_GOOGLE_USER without a form. Desktop only and one case at a time: the
// cases sign in the same person, and better-auth allows 3 sign-in starts per 10 s per address.

const onDashboard = /^[^/]+\/\/[^/]+\/dashboard$/;

// The same Google account in every case: run once (@once, on desktop).
test.describe("Google sign-in", { tag: "@once" }, () => {
  test.describe.configure({ mode: "serial" });

  test("the provider round trip started by the page's own request signs in with a browser's cookies", async ({ page }) => {
    await visit(page, "/");
    const started = await page.evaluate(async () => {
      const response = await fetch("/api/auth/sign-in/social", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ provider: "google", callbackURL: "/dashboard" }),
      });
      return { status: response.status, body: (await response.json()) as { url?: string } };
    });
    expect(started.status).toBe(200);
    expect(started.body.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/auth\?/);
    await page.goto(started.body.url ?? "");
    await expect(page).toHaveURL(onDashboard);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(E2E_GOOGLE_USER.email);
  });

  test("«Войти через Google» in the sign-in dialog ends in the cabinet", async ({ page }) => {
    await visit(page, "/");
    await page.locator("header").getByRole("button", { name: ruCommon.header.signIn, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: ruAuth.dialog.title });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: ruAuth.dialog.google }).click();
    await expect(page).toHaveURL(onDashboard);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(E2E_GOOGLE_USER.email);
  });
});
