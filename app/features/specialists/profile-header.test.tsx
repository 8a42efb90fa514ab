import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { specialists as en } from "~/i18n/en/specialists";
import { specialists as ru } from "~/i18n/ru/specialists";
import { ProfileHeader } from "./profile-header";
import type { SpecialistProfile } from "./specialist";

const profile = (fields: Partial<SpecialistProfile>): SpecialistProfile => ({
  id: "u1",
  name: "Анна",
  surname: "Петрова",
  photoUrl: "",
  accountType: "Basic",
  isPro: true,
  isApproved: true,
  hidden: null,
  specializations: ["composer"],
  workExperience: "",
  location: "",
  email: "",
  experience: "Сведение.",
  telegramLink: "",
  audioUrl: "",
  website: "",
  languages: [],
  projects: [],
  services: [],
  reviews: { averageRating: null, totalReviews: 0, ratingDistribution: [0, 0, 0, 0, 0] },
  updatedAt: "2026-11-25T00:00:00.000Z",
  ...fields,
});

function render(value: SpecialistProfile, path = "/specialists/u1") {
  const Stub = createRoutesStub([{ path, Component: () => <ProfileHeader profile={value} /> }]);
  return renderToStaticMarkup(<Stub initialEntries={[path]} />);
}

describe("ProfileHeader", () => {
  it("names an entry without a name neutrally, in the page's language, and never claims it verified", () => {
    const html = render(profile({ name: "", surname: "", isApproved: false }));
    expect(html).toContain(`>${ru.card.unnamed}</h1>`);
    expect(html).not.toContain(ru.profile.verified);
    expect(render(profile({ name: "", surname: "", isApproved: false }), "/en/specialists/u1")).toContain(`>${en.card.unnamed}</h1>`);
  });

  it("shows the name, and 'verified' only for a profile an operator approved as it is (issue 14, docs/decisions/019)", () => {
    const html = render(profile({}));
    expect(html).toContain(">Анна Петрова</h1>");
    expect(html).toContain(ru.profile.verified);
    // Complete but not approved (new, or changed since its approval): no claim.
    expect(render(profile({ isApproved: false }))).not.toContain(ru.profile.verified);
  });
});
