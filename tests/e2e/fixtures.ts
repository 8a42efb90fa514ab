import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { linkIn, mailTo } from "./outbox";

/** Every test fails on a page error or a console error, as a user would notice something broken. */
let visitor = 0;

export const test = base.extend<{ consoleErrors: string[] }>({
  // Every test is a visitor of its own address (the e2e server trusts X-Forwarded-For from loopback), as real visitors are.
  // Playwright reads a fixture's dependencies from the destructuring pattern; this one needs none.
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use, testInfo) => {
    visitor += 1;
    await use({ "x-forwarded-for": `10.${testInfo.workerIndex % 250}.${Math.floor(visitor / 250) % 250}.${visitor % 250}` });
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(`console: ${message.text()}`);
      });
      await use(errors);
      expect(errors, "errors in the browser console").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** axe-core on the current page: no serious or critical violation is allowed. */
export async function expectAccessible(page: Page): Promise<void> {
  // A colour transition still running (a tab just chosen, the header after a scroll) would be measured half-way: axe
  // reads the page once the finite ones have ended (a skeleton's endless pulse never does).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`);
  expect(serious).toEqual([]);
}

/** Opens a page and waits until React has hydrated it (the header carries React's fiber): from then on, buttons work. */
export async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => {
    const header = document.querySelector("header");
    return header !== null && Object.keys(header).some((key) => key.startsWith("__reactFiber"));
  });
}

/**
 * A new account, registered by posting the login form as a browser without scripts would, then signed in with its
 * password (a registration sets no session: issue 24); the page's context keeps its session. Its address is confirmed
 * through the mailed link, as its owner would, unless `confirmed` is false. better-auth allows 5 registrations and 5
 * sign-ins a minute per address: each test is its own visitor (above).
 */
export async function registerAccount(
  page: Page,
  baseURL: string | undefined,
  { name, prefix = "", confirmed = true }: { name: string; prefix?: string; confirmed?: boolean },
): Promise<string> {
  const email = `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const form = { email, password: "secret-pass", redirectTo: `${prefix}/dashboard` };
  const registration = await page.request.post(`${prefix}/login`, { form: { intent: "register", ...form }, headers: { Origin: baseURL ?? "" } });
  expect(registration.ok(), `registration of ${email}: ${registration.status()}`).toBe(true);
  const signIn = await page.request.post(`${prefix}/login`, { form: { intent: "sign-in", ...form }, headers: { Origin: baseURL ?? "" } });
  expect(signIn.ok(), `sign-in of ${email}: ${signIn.status()}`).toBe(true);
  if (confirmed) {
    const link = linkIn(await mailTo(email), "/api/auth/verify-email");
    const opened = await page.request.get(new URL(link).pathname + new URL(link).search);
    expect(opened.ok(), `confirmation of ${email}: ${opened.status()}`).toBe(true);
  }
  return email;
}

/** Nothing inside these boxes (cards, panels) reaches past their edges, and the page does not scroll sideways. */
export async function expectNothingSpillsOut(boxes: Locator): Promise<void> {
  const spills = await boxes.evaluateAll((elements) =>
    elements.flatMap((box) => {
      const edge = box.getBoundingClientRect();
      return [...box.querySelectorAll("*")]
        .map((inner) => ({ text: (inner.textContent ?? "").trim().slice(0, 40), past: Math.round(inner.getBoundingClientRect().right - edge.right) }))
        .filter((inner) => inner.past > 0);
    }),
  );
  expect(spills, "elements past their box's right edge (px)").toEqual([]);
  expect(await boxes.page().evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), "sideways scroll (px)").toBe(0);
}
