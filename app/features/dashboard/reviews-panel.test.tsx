// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { MyReview } from "~/features/reviews";
import { ReviewsPanel } from "./reviews-panel";

afterEach(cleanup);

const review = (id: string, hiddenReason: string | null): MyReview => ({
  id,
  specialistId: "spec-1",
  reviewerId: "me",
  reviewerName: "Я",
  reviewerPhotoUrl: "",
  rating: 4,
  title: `Отзыв ${id}`,
  content: "Хорошая работа",
  projectType: "",
  projectName: "",
  isVerified: false,
  createdAt: "2026-11-20T10:00:00.000Z",
  specialistName: "Анна Звукова",
  hiddenReason,
});

function renderPanel(path: string, reviews: MyReview[]) {
  const Stub = createRoutesStub([{ path, Component: () => <ReviewsPanel reviews={reviews} /> }]);
  render(<Stub initialEntries={[path]} />);
}

describe("the cabinet's reviews", () => {
  it("marks a review an operator hid, with the reason, and only that one (ru)", () => {
    renderPanel("/dashboard", [review("a", "Оскорбления"), review("b", null)]);
    expect(screen.getByText("Скрыт модератором и не виден на странице специалиста. Причина: Оскорбления")).toBeInTheDocument();
    expect(screen.getAllByText(/Скрыт модератором/)).toHaveLength(1);
  });

  it("says it in English on /en", () => {
    renderPanel("/en/dashboard", [review("a", "Insults")]);
    expect(screen.getByText("Hidden by a moderator: it is not shown on the specialist's page. Reason: Insults")).toBeInTheDocument();
  });
});
