// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { consoleJobs as en } from "~/i18n/en/console-jobs";
import { consoleJobs as ru } from "~/i18n/ru/console-jobs";
import { ConsoleJobForm } from "./console-job-form";

afterEach(cleanup);

/** The create form on /admin/jobs/new (or /en/…), posting to a stand-in action that records what it gets. */
function renderForm(language: "ru" | "en") {
  const posted: FormData[] = [];
  const path = `${language === "en" ? "/en" : ""}/admin/jobs/new`;
  const Stub = createRoutesStub([
    {
      path,
      Component: () => <ConsoleJobForm job={null} lastResult={undefined} />,
      action: async ({ request }) => {
        posted.push(await request.formData());
        return null;
      },
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return { posted, user: userEvent.setup() };
}

describe("ConsoleJobForm", () => {
  for (const [language, t] of [
    ["ru", ru],
    ["en", en],
  ] as const) {
    it(`${language}: the sheet's rules refuse an empty job and a bad e-mail before anything is sent, then it posts once`, async () => {
      const { posted, user } = renderForm(language);
      const title = await screen.findByLabelText(t.form.fields.title);
      await user.click(screen.getByRole("button", { name: t.form.create }));
      expect(await screen.findAllByText(t.form.errors.required)).toHaveLength(2);
      expect(title.getAttribute("aria-invalid")).toBe("true");
      expect(posted).toHaveLength(0);

      await user.type(title, "Звукорежиссёр");
      await user.type(screen.getByLabelText(t.form.fields.company), "Студия");
      await user.type(screen.getByLabelText(t.form.fields.applyEmail), "not-mail");
      await user.click(screen.getByRole("button", { name: t.form.create }));
      expect(await screen.findByText(t.form.errors.notAnEmail)).toBeInTheDocument();
      expect(posted).toHaveLength(0);

      await user.clear(screen.getByLabelText(t.form.fields.applyEmail));
      await user.type(screen.getByLabelText(t.form.fields.applyEmail), "hr@studio.example");
      await user.selectOptions(screen.getByLabelText(t.form.fields.isEnglish), "ENG");
      await user.click(screen.getByRole("button", { name: t.form.create }));
      await waitFor(() => expect(posted).toHaveLength(1));
      expect(Object.fromEntries(posted[0] ?? [])).toMatchObject({
        intent: "create",
        seen: "",
        title: "Звукорежиссёр",
        company: "Студия",
        location: "",
        applyEmail: "hr@studio.example",
        isEnglish: "ENG",
      });
    });
  }
});
