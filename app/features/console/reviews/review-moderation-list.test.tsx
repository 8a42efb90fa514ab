// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { operatorConsole as enConsole } from "~/i18n/en/console";
import { consoleReviews as en } from "~/i18n/en/console-reviews";
import { operatorConsole as ruConsole } from "~/i18n/ru/console";
import { consoleReviews as ru } from "~/i18n/ru/console-reviews";
import { ReviewModerationList } from "./review-moderation-list";
import type { ModeratedReview } from "./review-moderation.server";

afterEach(cleanup);

const review = (id: string, reports: ModeratedReview["reports"]["open"]): ModeratedReview => ({
  id,
  specialistId: "spec-1",
  specialistName: "Анна Звукова",
  reviewerId: "author-1",
  reviewerName: "Иван",
  reviewerEmail: "ivan@example.com",
  rating: 1,
  title: `Отзыв ${id}`,
  content: "Сорвал срок",
  createdAt: "2026-11-20T10:00:00.000Z",
  hidden: null,
  reports: { open: reports, newest: reports.at(-1)?.id ?? 0 },
});

const REPORTED = review("r1", [
  { id: 7, reason: "Этого заказа не было", reporter: { id: "spec-1", name: "Анна", email: "anna@example.com" }, isSpecialist: true },
  { id: 9, reason: "", reporter: { id: "u-2", name: "Пётр", email: "petr@example.com" }, isSpecialist: false },
]);
const OWN = review("r2", []);

function renderList({ language, mayOpenUsers }: { language: "ru" | "en"; mayOpenUsers: boolean }) {
  const path = `${language === "en" ? "/en" : ""}/admin/reviews`;
  const Stub = createRoutesStub([
    {
      path,
      Component: () => (
        <ReviewModerationList
          page={{ rows: [REPORTED, OWN], next: null }}
          query={{ filters: { specialist: "", state: "all" }, after: null, pageSize: 20 }}
          ownReviewIds={["r2"]}
          mayOpenUsers={mayOpenUsers}
          answer={undefined}
        />
      ),
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

const articleOf = (title: string) => screen.getByRole("heading", { name: title }).closest("article") as HTMLElement;

describe("ReviewModerationList", () => {
  for (const [language, t, console, reportedBy, specialist] of [
    ["ru", ru, ruConsole, "Автор жалобы:", "специалист, о котором отзыв"],
    ["en", en, enConsole, "Reported by", "the specialist this review is about"],
  ] as const) {
    it(`${language}: each report names its author, linked to their console page for an admin, and marks the reviewed specialist`, () => {
      renderList({ language, mayOpenUsers: true });
      const reports = within(articleOf("Отзыв r1")).getAllByRole("listitem");
      expect(reports.map((item) => item.textContent)).toEqual([
        `Этого заказа не было${reportedBy} Анна (anna@example.com) · ${specialist}`,
        `${t.noReason}${reportedBy} Пётр (petr@example.com)`,
      ]);
      const prefix = language === "en" ? "/en" : "";
      expect(within(reports[0]!).getByRole("link", { name: "Анна (anna@example.com)" }).getAttribute("href")).toBe(`${prefix}/admin/users/spec-1`);
      expect(within(reports[1]!).getByRole("link", { name: "Пётр (petr@example.com)" }).getAttribute("href")).toBe(`${prefix}/admin/users/u-2`);
      expect(within(reports[0]!).getByText(specialist).tagName).toBe("STRONG");
      expect(within(reports[1]!).queryByText(specialist)).toBeNull();
      // Decisions on the others' review; on one the operator wrote or that is about them, the reason instead.
      expect(within(articleOf("Отзыв r1")).getByRole("button", { name: t.hide })).toBeInTheDocument();
      expect(within(articleOf("Отзыв r2")).queryByRole("button")).toBeNull();
      expect(within(articleOf("Отзыв r2")).getByText(console.ownDecision.review)).toBeInTheDocument();
    });
  }

  it("names a report's author without a link for a moderator, who cannot open the users section", () => {
    renderList({ language: "ru", mayOpenUsers: false });
    const [first] = within(articleOf("Отзыв r1")).getAllByRole("listitem");
    expect(first?.textContent).toBe("Этого заказа не былоАвтор жалобы: Анна (anna@example.com) · специалист, о котором отзыв");
    expect(
      within(articleOf("Отзыв r1"))
        .queryAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([ru.about.replace("{name}", "Анна Звукова")]);
  });
});
