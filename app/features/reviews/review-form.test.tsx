// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { reviews as en } from "~/i18n/en/reviews";
import { plural } from "~/i18n/plural";
import { reviews as ru } from "~/i18n/ru/reviews";
import { REVIEWS_ENDPOINT, type ReviewActionData } from "./review";
import { ReviewForm } from "./review-form";

afterEach(cleanup);

/** The form of a signed-in visitor on a profile, posting to a stand-in for POST /api/reviews that records each form. */
function renderForm({ language = "ru", answer = () => ({ ok: true, intent: "create" }) }: { language?: "ru" | "en"; answer?: () => ReviewActionData } = {}) {
  const posted: FormData[] = [];
  const prefix = language === "en" ? "/en" : "";
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ viewer: { id: "me", email: "me@example.com", name: "", image: null, hasActivePro: false, isPro: false, isImpersonated: false } }),
      HydrateFallback: () => null,
      children: [
        { path: `${prefix}/specialists/someone`, Component: () => <ReviewForm specialistId="spec-1" /> },
        {
          path: REVIEWS_ENDPOINT,
          action: async ({ request }) => {
            posted.push(await request.formData());
            return answer();
          },
        },
      ],
    },
  ]);
  render(<Stub initialEntries={[`${prefix}/specialists/someone`]} />);
  return { posted, user: userEvent.setup() };
}

describe("ReviewForm", () => {
  for (const [language, t] of [
    ["ru", ru],
    ["en", en],
  ] as const) {
    it(`${language}: an empty review names the rating, title and text, and sends nothing`, async () => {
      const { posted, user } = renderForm({ language });
      await user.click(await screen.findByRole("button", { name: t.form.open }));
      await screen.findByRole("button", { name: t.form.submit }); // the open form loads on demand
      await user.click(screen.getByRole("button", { name: t.form.submit }));
      for (const message of [t.form.errors.ratingRequired, t.form.errors.titleRequired, t.form.errors.contentRequired])
        expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByRole("textbox", { name: t.form.titleLabel }).getAttribute("aria-invalid")).toBe("true");
      expect(screen.getByRole("textbox", { name: t.form.projectTypeLabel }).getAttribute("aria-invalid")).toBe("false");
      expect(posted).toHaveLength(0);
    });
  }

  it("posts a valid review once, then clears, closes and thanks", async () => {
    const { posted, user } = renderForm();
    await user.click(await screen.findByRole("button", { name: ru.form.open }));
    await screen.findByRole("button", { name: ru.form.submit }); // the open form loads on demand
    await user.click(screen.getByRole("radio", { name: plural("ru", 4, ru.form.star) }));
    await user.type(screen.getByRole("textbox", { name: ru.form.titleLabel }), "Отлично");
    await user.type(screen.getByRole("textbox", { name: ru.form.contentLabel }), "Всё в срок.");
    await user.click(screen.getByRole("button", { name: ru.form.submit }));
    expect((await screen.findByRole("status")).textContent).toBe(ru.form.success);
    expect(posted).toHaveLength(1);
    expect(Object.fromEntries(posted[0] ?? [])).toEqual({
      intent: "create",
      specialistId: "spec-1",
      rating: "4",
      title: "Отлично",
      content: "Всё в срок.",
      projectType: "",
      projectName: "",
    });
    expect(screen.queryByRole("textbox", { name: ru.form.titleLabel })).toBeNull();
  });

  it("shows the server's field messages under their fields and its refusals above the buttons", async () => {
    const answers: ReviewActionData[] = [
      { ok: false, intent: "create", error: "INVALID", submission: { status: "error", error: { title: ["tooLong"] } } },
      { ok: false, intent: "create", error: "ALREADY_REVIEWED" },
    ];
    const { user } = renderForm({ answer: () => answers.shift() ?? { ok: true, intent: "create" } });
    await user.click(await screen.findByRole("button", { name: ru.form.open }));
    await screen.findByRole("button", { name: ru.form.submit }); // the open form loads on demand
    await user.click(screen.getByRole("radio", { name: plural("ru", 5, ru.form.star) }));
    await user.type(screen.getByRole("textbox", { name: ru.form.titleLabel }), "Заголовок");
    await user.type(screen.getByRole("textbox", { name: ru.form.contentLabel }), "Текст.");
    await user.click(screen.getByRole("button", { name: ru.form.submit }));
    expect(await screen.findByText(ru.form.errors.tooLong)).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
    await user.click(screen.getByRole("button", { name: ru.form.submit }));
    expect((await screen.findByRole("alert")).textContent).toBe(ru.errors.ALREADY_REVIEWED);
    await waitFor(() => expect(screen.queryByText(ru.form.errors.tooLong)).toBeNull());
  });
});
