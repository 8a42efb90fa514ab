// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useActionData } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { operatorConsole as enConsole } from "~/i18n/en/console";
import { consoleUsers as en } from "~/i18n/en/console-users";
import { operatorConsole as ruConsole } from "~/i18n/ru/console";
import { consoleUsers as ru } from "~/i18n/ru/console-users";
import { OWN_DECISION } from "~/server/own-decisions";
import { UserActionForms, type UserActionData } from "./user-action-forms";

afterEach(cleanup);

/** The user page's forms for a plain user, posting to a stand-in action that records each form and answers `answer`. */
function renderForms({
  language = "ru",
  isSelf = false,
  answer,
}: { language?: "ru" | "en"; isSelf?: boolean; answer?: (form: FormData) => UserActionData } = {}) {
  const posted: FormData[] = [];
  const path = `${language === "en" ? "/en" : ""}/admin/users/u1`;
  function Page() {
    const lastAnswer = useActionData() as UserActionData | undefined;
    return <UserActionForms isSelf={isSelf} role="user" isBanned={false} mayImpersonate={!isSelf} lastAnswer={lastAnswer} />;
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
      expect(await within(ban).findByText(t.form.errors.reasonRequired ?? "")).toBeInTheDocument();
      const reason = within(ban).getByLabelText(t.form.reason);
      expect(reason.getAttribute("aria-invalid")).toBe("true");
      await user.type(reason, "spam");
      await user.type(within(ban).getByLabelText(t.form.ban.until), "2020-01-01");
      await user.click(within(ban).getByRole("button", { name: t.form.ban.submit }));
      expect(await within(ban).findByText(t.form.errors.until ?? "")).toBeInTheDocument();
      expect(posted).toHaveLength(0);
    });
  }

  it("posts a valid ban once with its intent, and shows the action's refusal in that form only", async () => {
    const { posted, user } = renderForms({
      answer: (form) => ({
        intent: "ban",
        result: { status: "error", error: { "": ["ALREADY_BANNED"] }, initialValue: { intent: "ban", reason: String(form.get("reason")), until: "" } },
        done: false,
        formId: null,
        value: null,
      }),
    });
    const ban = formOf(ru.form.ban.submit);
    await user.type(within(ban).getByLabelText(ru.form.reason), "spam links");
    await user.click(within(ban).getByRole("button", { name: ru.form.ban.submit }));
    expect(await within(ban).findByRole("alert")).toHaveProperty("textContent", ru.form.refusals.ALREADY_BANNED);
    expect(posted).toHaveLength(1);
    expect(Object.fromEntries(posted[0] ?? new FormData())).toEqual({ intent: "ban", reason: "spam links", until: "" });
    expect(within(formOf(ru.form.revoke.submit)).queryByRole("alert")).toBeNull();
  });

  it("says a done action above the forms (a ban's form gives way to the unban form as the page reloads)", async () => {
    const { user } = renderForms({
      answer: () => ({ intent: "revoke-sessions", result: { status: "success", initialValue: null }, done: true, formId: null, value: {} }),
    });
    const revoke = formOf(ru.form.revoke.submit);
    await user.click(within(revoke).getByRole("button", { name: ru.form.revoke.submit }));
    expect(await screen.findByRole("status")).toHaveProperty("textContent", ru.form.done["revoke-sessions"]);
    expect(within(revoke).queryByRole("status")).toBeNull();
  });

  for (const [language, t, refused] of [
    ["ru", ruConsole.ownDecision, "О себе решения не принимают: о вашем аккаунте, профиле, отзывах и платежах решает другой оператор. Ничего не изменено."],
    [
      "en",
      enConsole.ownDecision,
      "You cannot decide about yourself: your own account, profile, reviews and payments are for another operator to decide. Nothing was changed.",
    ],
  ] as const) {
    it(`${language}: on the operator's own page no form is offered, and the page says why`, () => {
      renderForms({ language, isSelf: true });
      expect(screen.queryAllByRole("button")).toEqual([]);
      expect(screen.getByText(t.account)).toBeInTheDocument();
    });

    it(`${language}: the console's refusal of a decision about oneself is said in the operator's language`, async () => {
      const { user } = renderForms({
        language,
        answer: () => ({
          intent: "revoke-sessions",
          result: { status: "error", error: { "": [OWN_DECISION] }, initialValue: { intent: "revoke-sessions", reason: "" } },
          done: false,
          formId: null,
          value: null,
        }),
      });
      const submit = (language === "ru" ? ru : en).form.revoke.submit;
      await user.click(within(formOf(submit)).getByRole("button", { name: submit }));
      expect(await within(formOf(submit)).findByRole("alert")).toHaveProperty("textContent", refused);
      expect(t.refused).toBe(refused);
    });
  }
});
