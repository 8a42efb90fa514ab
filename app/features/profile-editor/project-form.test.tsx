// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useFetcher } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { profileEditor as en } from "~/i18n/en/profile-editor";
import { profileEditor as ru } from "~/i18n/ru/profile-editor";
import type { EditorResult } from "./editor-data";
import { ProjectForm } from "./project-form";

afterEach(cleanup);

function Form() {
  return <ProjectForm fetcher={useFetcher<EditorResult>()} />;
}

/** The project form in the cabinet, posting to a stand-in for the cabinet's action that records each form. */
function renderForm(language: "ru" | "en") {
  const posted: FormData[] = [];
  const path = language === "en" ? "/en/dashboard" : "/dashboard";
  const Stub = createRoutesStub([
    {
      path,
      action: async ({ request }) => {
        posted.push(await request.formData());
        return { ok: true, intent: "add-project" } satisfies EditorResult;
      },
      Component: Form,
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return { posted, user: userEvent.setup() };
}

describe("ProjectForm", () => {
  for (const [language, t] of [
    ["ru", ru],
    ["en", en],
  ] as const) {
    it(`${language}: a project without title and description is refused unsent, the title focused`, async () => {
      const { posted, user } = renderForm(language);
      await user.type(await screen.findByLabelText(t.project.link, { exact: false }), "ftp://x");
      await user.click(screen.getByRole("button", { name: t.project.submit }));
      expect(await screen.findAllByText(t.errors.required)).toHaveLength(2);
      expect(screen.getByText(t.errors.invalidUrl)).toBeInTheDocument();
      const title = screen.getByLabelText(t.project.title, { exact: false });
      await waitFor(() => expect(document.activeElement).toBe(title));
      expect(posted).toHaveLength(0);
    });
  }

  it("posts a project once, with the id the browser made for it", async () => {
    const { posted, user } = renderForm("ru");
    await user.type(await screen.findByLabelText(ru.project.title, { exact: false }), "Трейлер");
    await user.type(screen.getByLabelText(ru.project.description, { exact: false }), "Звук для трейлера");
    await user.click(screen.getByRole("button", { name: ru.project.submit }));
    await waitFor(() => expect(posted).toHaveLength(1));
    const form = Object.fromEntries(posted[0] ?? []);
    expect(form).toMatchObject({ intent: "add-project", title: "Трейлер", description: "Звук для трейлера", audioUrl: "", videoUrl: "", projectLink: "" });
    expect(String(form.id)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
