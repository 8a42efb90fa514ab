// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useFetcher } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Service } from "~/features/specialists";
import { profileEditor as en } from "~/i18n/en/profile-editor";
import { profileEditor as ru } from "~/i18n/ru/profile-editor";
import type { EditorResult } from "./editor-data";
import { ServiceForm } from "./service-form";

afterEach(cleanup);

function Form({ editing }: { editing: Service | null }) {
  const fetcher = useFetcher<EditorResult>();
  return <ServiceForm fetcher={fetcher} editing={editing} onCancelEdit={() => {}} />;
}

/** The service form in the cabinet, posting to a stand-in for the cabinet's action that records each form. */
function renderForm(language: "ru" | "en", editing: Service | null = null) {
  const posted: FormData[] = [];
  const path = language === "en" ? "/en/dashboard" : "/dashboard";
  const Stub = createRoutesStub([
    {
      path,
      action: async ({ request }) => {
        posted.push(await request.formData());
        return { ok: true, intent: editing ? "update-service" : "add-service" } satisfies EditorResult;
      },
      Component: () => <Form editing={editing} />,
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return { posted, user: userEvent.setup() };
}

describe("ServiceForm", () => {
  for (const [language, t] of [
    ["ru", ru],
    ["en", en],
  ] as const) {
    it(`${language}: an empty service names its three required fields, focuses the title and sends nothing`, async () => {
      const { posted, user } = renderForm(language);
      await user.click(await screen.findByRole("button", { name: t.service.add }));
      expect(await screen.findAllByText(t.errors.required)).toHaveLength(3);
      const title = screen.getByLabelText(t.service.title, { exact: false });
      expect(title.getAttribute("aria-invalid")).toBe("true");
      await waitFor(() => expect(document.activeElement).toBe(title));
      expect(posted).toHaveLength(0);
    });
  }

  it("saves an edited service with its id, once", async () => {
    const { posted, user } = renderForm("ru", { id: "s1", title: "Сведение", description: "Трек", price: "от 5000" });
    const price = await screen.findByLabelText(ru.service.price, { exact: false });
    await user.clear(price);
    await user.type(price, "по договорённости");
    await user.click(screen.getByRole("button", { name: ru.service.saveChanges }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(Object.fromEntries(posted[0] ?? [])).toEqual({
      intent: "update-service",
      id: "s1",
      title: "Сведение",
      description: "Трек",
      price: "по договорённости",
    });
  });
});
