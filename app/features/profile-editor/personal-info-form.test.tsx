// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { ProfileFields } from "~/features/specialists";
import { profileEditor as en } from "~/i18n/en/profile-editor";
import { profileEditor as ru } from "~/i18n/ru/profile-editor";
import { ToastProvider } from "~/ui/toast";
import type { EditorResult } from "./editor-data";
import { PersonalInfoForm } from "./personal-info-form";

afterEach(cleanup);

const profile: ProfileFields = {
  name: "Анна",
  surname: "Петрова",
  email: "",
  workExperience: "3 - 5",
  experience: "Сведение",
  telegramLink: "",
  website: "",
  location: "",
  languages: ["Русский"],
  specializations: ["mixing-engineer"],
  photoUrl: "",
  audioUrl: "",
};

/** A new Pro's profile: nothing typed yet (the login address is not its contact, issue 24). */
const newProfile: ProfileFields = { ...profile, name: "", surname: "", workExperience: "", experience: "", languages: [], specializations: [] };

/** The form in the cabinet, posting to a stand-in for the cabinet's action that records each form and gives `answer`. */
function renderForm({
  language = "ru",
  answer = () => ({ ok: true, intent: "save-profile" }),
  stored = profile,
}: { language?: "ru" | "en"; answer?: () => EditorResult; stored?: ProfileFields } = {}) {
  const posted: FormData[] = [];
  const path = language === "en" ? "/en/dashboard" : "/dashboard";
  const Stub = createRoutesStub([
    {
      path,
      action: async ({ request }) => {
        posted.push(await request.formData());
        return answer();
      },
      Component: () => (
        <ToastProvider label="Уведомления" viewportLabel="Уведомления" closeLabel="Закрыть">
          <PersonalInfoForm profile={stored} />
        </ToastProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return { posted, user: userEvent.setup() };
}

describe("PersonalInfoForm", () => {
  for (const [language, t] of [
    ["ru", ru],
    ["en", en],
  ] as const) {
    it(`${language}: the schema's messages before anything is sent, the first invalid field focused`, async () => {
      const { posted, user } = renderForm({ language });
      const name = await screen.findByLabelText(t.personal.name);
      const website = screen.getByLabelText(t.personal.website);
      await user.clear(name);
      await user.type(website, "ftp://example.com");
      await user.click(screen.getByRole("button", { name: t.personal.submit }));
      // The stored name cannot be emptied; the message says why.
      expect(await screen.findByText(t.errors.keepStored)).toBeInTheDocument();
      expect(screen.getByText(t.errors.invalidUrl)).toBeInTheDocument();
      expect(name.getAttribute("aria-invalid")).toBe("true");
      expect(website.getAttribute("aria-invalid")).toBe("true");
      expect(screen.getByLabelText(t.personal.surname).getAttribute("aria-invalid")).toBe("false");
      await waitFor(() => expect(document.activeElement).toBe(name));
      expect(posted).toHaveLength(0);
    });

    it(`${language}: a new profile saves with only a location; the never-filled name, surname and experience stay empty`, async () => {
      const { posted, user } = renderForm({ language, stored: newProfile });
      await user.type(await screen.findByLabelText(t.personal.location), "Москва");
      await user.click(screen.getByRole("button", { name: t.personal.submit }));
      await waitFor(() => expect(posted).toHaveLength(1));
      expect(screen.queryByText(t.errors.keepStored)).toBeNull();
      expect(screen.queryByText(t.errors.required)).toBeNull();
      const form = posted[0] ?? new FormData();
      expect(Object.fromEntries(form)).toMatchObject({ name: "", surname: "", workExperience: "", experience: "", location: "Москва" });
      expect(form.getAll("stored")).toEqual([]);
    });

    it(`${language}: the action's refusal of an emptied stored field (a page older than the profile) shows under the field`, async () => {
      const { posted, user } = renderForm({
        language,
        stored: newProfile,
        answer: () => ({ ok: false, intent: "save-profile", error: "INVALID", submission: { status: "error", error: { name: ["keepStored"] } } }),
      });
      await user.click(await screen.findByRole("button", { name: t.personal.submit }));
      expect(await screen.findByText(t.errors.keepStored)).toBeInTheDocument();
      expect(screen.getByLabelText(t.personal.name).getAttribute("aria-invalid")).toBe("true");
      expect(posted).toHaveLength(1);
    });
  }

  it("posts which kept fields the profile holds, as the action's check reads them (and then replaces with the database's)", async () => {
    const { posted, user } = renderForm({ stored: { ...profile, surname: " ", workExperience: "" } });
    await user.click(await screen.findByRole("button", { name: ru.personal.submit }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.getAll("stored")).toEqual(["name", "experience"]);
  });

  it("posts a valid form once, with every field the action reads", async () => {
    const { posted, user } = renderForm();
    await user.type(await screen.findByLabelText(ru.personal.website), "https://anna.example");
    await user.click(screen.getByRole("button", { name: ru.personal.submit }));
    await waitFor(() => expect(posted).toHaveLength(1));
    const form = posted[0] ?? new FormData();
    expect(form.get("intent")).toBe("save-profile");
    expect(Object.fromEntries([...form].filter(([key]) => key !== "specializations"))).toMatchObject({
      name: "Анна",
      surname: "Петрова",
      experience: "Сведение",
      website: "https://anna.example",
      languages: "Русский",
      photoUrl: "",
      audioUrl: "",
    });
    expect(form.getAll("specializations")).toEqual(["mixing-engineer"]);
  });

  it("shows the action's field messages under their fields and focuses the first", async () => {
    const { posted, user } = renderForm({
      answer: () => ({ ok: false, intent: "save-profile", error: "INVALID", submission: { status: "error", error: { email: ["invalidEmail"] } } }),
    });
    await user.click(await screen.findByRole("button", { name: ru.personal.submit }));
    expect(await screen.findByText(ru.errors.invalidEmail)).toBeInTheDocument();
    const email = screen.getByLabelText(ru.personal.email);
    expect(email.getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(posted).toHaveLength(1);
  });
});
