// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useActionData } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { consoleUsers as en } from "~/i18n/en/console-users";
import { consoleUsers as ru } from "~/i18n/ru/console-users";
import { UserActionForms, type UserActionData } from "./user-action-forms";

afterEach(cleanup);

/** The user page's forms for a plain user, posting to a stand-in action that records each form and answers `answer`. */
function renderForms({ language = "ru", answer }: { language?: "ru" | "en"; answer?: (form: FormData) => UserActionData } = {}) {
  const posted: FormData[] = [];
  const path = `${language === "en" ? "/en" : ""}/admin/users/u1`;
  function Page() {
    const lastAnswer = useActionData() as UserActionData | undefined;
    return <UserActionForms isSelf={false} role="user" isBanned={false} mayImpersonate lastAnswer={lastAnswer} />;
  }
  const Stub = createRoutesStub([
    {
      path,
      Component: Page,
      action: async ({ request }) => {
        const form = await request.formData();
        posted.push(form);
        return answer?.(form) ?? null;
      },
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return { posted, user: userEvent.setup() };
}

const formOf = (submit: string) => screen.getByRole("button", { name: submit }).closest("form") as HTMLFormElement;

describe("UserActionForms", () => {
  for (const [language, t] of [
    ["ru", ru],
    ["en", en],
  ] as const) {
    it(`${language}: a ban without a reason, or ending in the past, is refused before anything is sent`, async () => {
      const { posted, user } = renderForms({ language });
      const ban = formOf(t.form.ban.submit);
      await user.click(within(ban).getByRole("button", { name: t.form.ban.submit }));
      expect(await within(ban).findByText(t.form.errors.reasonRequired ?? "")).toBeTruthy();
      const reason = within(ban).getByLabelText(t.form.reason);
      expect(reason.getAttribute("aria-invalid")).toBe("true");
      await user.type(reason, "spam");
      await user.type(within(ban).getByLabelText(t.form.ban.until), "2020-01-01");
      await user.click(within(ban).getByRole("button", { name: t.form.ban.submit }));
      expect(await within(ban).findByText(t.form.errors.until ?? "")).toBeTruthy();
      expect(posted).toHaveLength(0);
    });
  }

  it("posts a valid ban once with its intent, and shows the action's refusal in that form only", async () => {
    const { posted, user } = renderForms({
      answer: (form) => ({
        intent: "ban",
        result: { status: "error", error: { "": ["already-banned"] }, initialValue: { intent: "ban", reason: String(form.get("reason")), until: "" } },
        isDone: false,
      }),
    });
    const ban = formOf(ru.form.ban.submit);
    await user.type(within(ban).getByLabelText(ru.form.reason), "spam links");
    await user.click(within(ban).getByRole("button", { name: ru.form.ban.submit }));
    expect(await within(ban).findByRole("alert")).toHaveProperty("textContent", ru.form.refusals["already-banned"]);
    expect(posted).toHaveLength(1);
    expect(Object.fromEntries(posted[0] ?? new FormData())).toEqual({ intent: "ban", reason: "spam links", until: "" });
    expect(within(formOf(ru.form.revoke.submit)).queryByRole("alert")).toBeNull();
  });

  it("says a done action above the forms (a ban's form gives way to the unban form as the page reloads)", async () => {
    const { user } = renderForms({ answer: () => ({ intent: "revoke-sessions", result: { status: "success", initialValue: null }, isDone: true }) });
    const revoke = formOf(ru.form.revoke.submit);
    await user.click(within(revoke).getByRole("button", { name: ru.form.revoke.submit }));
    expect(await screen.findByRole("status")).toHaveProperty("textContent", ru.form.done["revoke-sessions"]);
    expect(within(revoke).queryByRole("status")).toBeNull();
  });
});
