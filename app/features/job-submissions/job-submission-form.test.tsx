// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { jobSubmissions as en } from "~/i18n/en/job-submissions";
import { jobSubmissions as ru } from "~/i18n/ru/job-submissions";
import { JobSubmissionForm } from "./job-submission-form";

afterEach(cleanup);

/** The form on /post-job (or /en/…), posting to a stand-in action that records what it gets. */
function renderForm(language: "ru" | "en", props: Partial<Parameters<typeof JobSubmissionForm>[0]> = {}) {
  const posted: FormData[] = [];
  const path = `${language === "en" ? "/en" : ""}/post-job`;
  const Stub = createRoutesStub([
    {
      path,
      Component: () => <JobSubmissionForm lastResult={undefined} sentTo={null} {...props} />,
      action: async ({ request }) => {
        posted.push(await request.formData());
        return null;
      },
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return { posted, user: userEvent.setup() };
}

describe("JobSubmissionForm", () => {
  for (const [language, t] of [
    ["ru", ru],
    ["en", en],
  ] as const) {
    const f = t.submit.fields;
    it(`${language}: the jobs' rules and the contact e-mail refuse before anything is sent, then it posts once with the empty honeypot`, async () => {
      const { posted, user } = renderForm(language);
      const title = await screen.findByLabelText(f.title);
      await user.click(screen.getByRole("button", { name: t.submit.send }));
      expect(await screen.findAllByText(t.submit.errors.required)).toHaveLength(3);
      expect(title.getAttribute("aria-invalid")).toBe("true");
      expect(posted).toHaveLength(0);

      await user.type(title, "Звукорежиссёр");
      await user.type(screen.getByLabelText(f.company), "Студия");
      await user.type(screen.getByLabelText(f.contactEmail), "not-mail");
      await user.click(screen.getByRole("button", { name: t.submit.send }));
      expect(await screen.findByText(t.submit.errors.notAnEmail)).toBeInTheDocument();
      expect(posted).toHaveLength(0);

      await user.clear(screen.getByLabelText(f.contactEmail));
      await user.type(screen.getByLabelText(f.contactEmail), "boss@studio.example");
      await user.click(screen.getByRole("button", { name: t.submit.send }));
      expect((await screen.findByRole("alert")).textContent).toBe(t.submit.errors.noApplyChannel);
      expect(posted).toHaveLength(0);

      await user.type(screen.getByLabelText(f.applyTelegram), "@studio");
      await user.click(screen.getByRole("button", { name: t.submit.send }));
      await waitFor(() => expect(posted).toHaveLength(1));
      expect(Object.fromEntries(posted[0] ?? [])).toMatchObject({
        title: "Звукорежиссёр",
        company: "Студия",
        applyTelegram: "@studio",
        contactEmail: "boss@studio.example",
        homepage: "",
      });
    });

    it(`${language}: the honeypot is out of the tab order and hidden from assistive technology`, async () => {
      renderForm(language);
      const honeypot = await waitFor(() => {
        const input = document.querySelector<HTMLInputElement>('input[name="homepage"]');
        if (!input) throw new Error("no honeypot");
        return input;
      });
      expect(honeypot.tabIndex).toBe(-1);
      expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
      expect(screen.queryByRole("textbox", { name: t.submit.honeypot })).toBeNull();
    });

    it(`${language}: after sending, thanks and names the address the confirmation went to`, async () => {
      renderForm(language, { sentTo: "boss@studio.example" });
      expect(await screen.findByText(t.submit.done.title)).toBeInTheDocument();
      expect(screen.getByRole("status").textContent).toContain("boss@studio.example");
      expect(screen.queryByRole("button", { name: t.submit.send })).toBeNull();
    });

    it(`${language}: shows the server's refusal (rate limit) as the form's message`, async () => {
      renderForm(language, { lastResult: { status: "error", error: { "": ["RATE_LIMITED"] } } });
      expect((await screen.findByRole("alert")).textContent).toBe(t.submit.errors.RATE_LIMITED);
    });
  }
});
