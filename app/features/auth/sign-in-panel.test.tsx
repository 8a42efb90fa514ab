// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { LIMITS } from "~/config/constants";
import { auth as en } from "~/i18n/en/auth";
import { interpolate } from "~/i18n/plural";
import { auth as ru } from "~/i18n/ru/auth";
import { SignInPanel } from "./sign-in-panel";
import type { SignInMode } from "./sign-in-mode";

afterEach(cleanup);

type Answer = () => Promise<unknown> | unknown;

/**
 * The panel on a page at `/about` (or `/en/about`), posting to a stand-in for the login page's action that
 * records each form it gets and answers with `answer` (the real action's shape: Conform's submission result).
 */
function renderPanel({ mode, language = "ru", answer = () => ({ status: "success" }) }: { mode: SignInMode; language?: "ru" | "en"; answer?: Answer }) {
  const posted: FormData[] = [];
  const prefix = language === "en" ? "/en" : "";
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ isGoogleSignInEnabled: false }),
      HydrateFallback: () => null,
      children: [
        { path: `${prefix}/about`, Component: () => <SignInPanel mode={mode} /> },
        {
          path: `${prefix}/login`,
          action: async ({ request }) => {
            posted.push(await request.formData());
            return answer();
          },
        },
      ],
    },
  ]);
  render(<Stub initialEntries={[`${prefix}/about`]} />);
  return { posted, user: userEvent.setup() };
}

const tooShort = (t: typeof ru) => interpolate(t.fields.passwordTooShort, { n: LIMITS.passwordMinLength });

describe("SignInPanel", () => {
  for (const [language, t] of [
    ["ru", ru],
    ["en", en],
  ] as const) {
    it(`${language}: a 5-character password is refused before anything is sent`, async () => {
      const { posted, user } = renderPanel({ mode: "register", language });
      const email = await screen.findByLabelText(t.fields.email);
      const password = screen.getByLabelText(t.fields.password);
      await user.type(email, "someone@example.com");
      await user.type(password, "12345");
      await user.click(screen.getByRole("button", { name: t.dialog.register }));

      expect(await screen.findByText(tooShort(t))).toBeInTheDocument();
      expect(password.getAttribute("aria-invalid")).toBe("true");
      expect(password.getAttribute("aria-describedby")).toBe("register-dialog-password-hint register-dialog-password-error");
      expect(document.activeElement).toBe(password);
      expect(email.getAttribute("aria-invalid")).toBe("false");
      expect((screen.getByRole("button", { name: t.dialog.register }) as HTMLButtonElement).disabled).toBe(false);
      expect(posted).toHaveLength(0);

      // Fixed, the form goes out once, with what the login action reads.
      await user.clear(password);
      await user.type(password, "secret-pass");
      await user.click(screen.getByRole("button", { name: t.dialog.register }));
      await waitFor(() => expect(posted).toHaveLength(1));
      expect(Object.fromEntries(posted[0] ?? [])).toEqual({
        intent: "register",
        redirectTo: language === "en" ? "/en/dashboard" : "/dashboard",
        email: "someone@example.com",
        password: "secret-pass",
      });
      expect(screen.queryByText(tooShort(t))).toBeNull();
    });
  }

  it("names an empty e-mail and password, and focuses the e-mail", async () => {
    const { posted, user } = renderPanel({ mode: "sign-in" });
    await user.click(await screen.findByRole("button", { name: ru.login.submit }));
    expect(await screen.findByText(ru.fields.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(ru.fields.passwordRequired)).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByLabelText(ru.fields.email));
    expect(posted).toHaveLength(0);
  });

  it("keeps the messages while the user types and clicks, until the next submission (nothing moves under the pointer)", async () => {
    const { posted, user } = renderPanel({ mode: "sign-in", answer: () => ({ status: "error", error: { "": ["failed"] } }) });
    const email = await screen.findByLabelText(ru.fields.email);
    await user.type(email, "not-an-email");
    await user.click(screen.getByRole("button", { name: ru.login.submit }));
    expect(await screen.findByText(ru.fields.emailInvalid)).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, "someone@example.com");
    await user.tab();
    expect(screen.getByText(ru.fields.emailInvalid)).toBeInTheDocument();
    await user.type(screen.getByLabelText(ru.fields.password), "secret-pass");
    await user.click(screen.getByRole("button", { name: ru.login.submit }));
    expect((await screen.findByRole("alert")).textContent).toBe(ru.dialog.error);
    expect(screen.queryByText(ru.fields.emailInvalid)).toBeNull();
    await user.type(screen.getByLabelText(ru.fields.password), "x");
    await user.tab();
    expect(screen.getByRole("alert").textContent).toBe(ru.dialog.error);
    expect(posted).toHaveLength(1);
  });

  it("is busy while the registration is sent: «Регистрация...», disabled", async () => {
    let answered = () => {};
    const { user } = renderPanel({ mode: "register", answer: () => new Promise((resolve) => (answered = () => resolve({ status: "success" }))) });
    await user.type(await screen.findByLabelText(ru.fields.email), "someone@example.com");
    await user.type(screen.getByLabelText(ru.fields.password), "secret-pass");
    await user.click(screen.getByRole("button", { name: ru.dialog.register }));
    const busy = await screen.findByRole("button", { name: ru.dialog.registering });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    answered();
    await waitFor(() => expect((screen.getByRole("button", { name: ru.dialog.register }) as HTMLButtonElement).disabled).toBe(false));
  });

  it("shows the action's refusals as the form's message, gone with the next valid submission", async () => {
    const answers = [
      { status: "error", error: { "": ["rate-limited"] } },
      { status: "error", error: { "": ["failed"] } },
    ];
    let pending = () => {};
    const { user } = renderPanel({
      mode: "sign-in",
      answer: () => answers.shift() ?? new Promise((resolve) => (pending = () => resolve({ status: "success" }))),
    });
    await user.type(await screen.findByLabelText(ru.fields.email), "someone@example.com");
    await user.type(screen.getByLabelText(ru.fields.password), "secret-pass");
    await user.click(screen.getByRole("button", { name: ru.login.submit }));
    expect((await screen.findByRole("alert")).textContent).toBe(ru.dialog.tooManyAttempts);
    await user.click(screen.getByRole("button", { name: ru.login.submit }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(ru.dialog.error));
    await user.click(screen.getByRole("button", { name: ru.login.submit }));
    await screen.findByRole("button", { name: ru.login.submitting });
    expect(screen.queryByRole("alert")).toBeNull();
    pending();
  });

  it("shows the action's field messages in the page's language", async () => {
    const { user } = renderPanel({ mode: "register", language: "en", answer: () => ({ status: "error", error: { password: ["passwordTooShort"] } }) });
    await user.type(await screen.findByLabelText(en.fields.email), "someone@example.com");
    await user.type(screen.getByLabelText(en.fields.password), "secret-pass");
    await user.click(screen.getByRole("button", { name: en.dialog.register }));
    expect(await screen.findByText(tooShort(en))).toBeInTheDocument();
  });
});
