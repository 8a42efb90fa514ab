// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { auth as ru } from "~/i18n/ru/auth";
import Login from "./login";

vi.mock("~/features/auth/session.server", () => ({ getViewer: () => null }));
vi.mock("~/features/auth/sign-in.server", () => ({ signInWithPassword: () => null }));

afterEach(cleanup);

type Props = Parameters<typeof Login>[0];
const LoginPage = (props: Partial<Props>) => <Login {...(props as Props)} />;

/** The page as the server renders it for a form posted without JavaScript: the action's answer is in. */
function renderAnswered(actionData: unknown) {
  const Stub = createRoutesStub([{ id: "root", path: "/", children: [{ id: "login", path: "/login", Component: LoginPage, action: () => actionData }] }]);
  return renderToStaticMarkup(<Stub initialEntries={["/login"]} hydrationData={{ actionData: { login: actionData } }} />);
}

describe("login page", () => {
  it("renders the action's field messages and keeps the e-mail, for a form posted without JavaScript", () => {
    const html = renderAnswered({
      status: "error",
      initialValue: { email: "not-an-email" },
      error: { email: ["emailInvalid"], password: ["passwordRequired"] },
    });
    expect(html).toContain(ru.fields.emailInvalid);
    expect(html).toContain(ru.fields.passwordRequired);
    expect(html).toContain('value="not-an-email"');
    expect(html).toContain('aria-invalid="true"');
  });

  it("renders «Неверный email или пароль» for refused credentials", () => {
    expect(renderAnswered({ status: "error", initialValue: { email: "a@b.ru" }, error: { "": ["credentials"] } })).toContain(ru.login.wrongCredentials);
    expect(renderAnswered({ status: "error", initialValue: { email: "a@b.ru" }, error: { "": ["rate-limited"] } })).toContain(ru.dialog.tooManyAttempts);
  });

  it("checks the form in the browser before posting", async () => {
    const action = vi.fn(() => null);
    const Stub = createRoutesStub([{ id: "root", path: "/", HydrateFallback: () => null, children: [{ path: "/login", Component: LoginPage, action }] }]);
    render(<Stub initialEntries={["/login"]} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(ru.fields.email), "someone@example.com");
    await user.click(screen.getByRole("button", { name: ru.login.submit }));
    expect(await screen.findByText(ru.fields.passwordRequired)).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByLabelText(ru.fields.password));
    expect(action).not.toHaveBeenCalled();
  });

  it("after «Неверный email или пароль» the next try posts again", async () => {
    const action = vi.fn(() => ({ status: "error", initialValue: { email: "someone@example.com" }, error: { "": ["credentials"] } }));
    const Stub = createRoutesStub([{ id: "root", path: "/", HydrateFallback: () => null, children: [{ path: "/login", Component: LoginPage, action }] }]);
    render(<Stub initialEntries={["/login"]} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(ru.fields.email), "someone@example.com");
    await user.type(screen.getByLabelText(ru.fields.password), "wrong-password");
    await user.click(screen.getByRole("button", { name: ru.login.submit }));
    expect((await screen.findByRole("alert")).textContent).toBe(ru.login.wrongCredentials);
    await user.clear(screen.getByLabelText(ru.fields.password));
    await user.type(screen.getByLabelText(ru.fields.password), "secret-pass");
    await user.click(screen.getByRole("button", { name: ru.login.submit }));
    await vi.waitFor(() => expect(action).toHaveBeenCalledTimes(2));
  });
});
