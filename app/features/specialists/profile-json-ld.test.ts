import { describe, expect, it } from "vitest";
import { profilePageJsonLd } from "./profile-json-ld";
import type { SpecialistProfile } from "./specialist";

const profile: SpecialistProfile = {
  id: "u1",
  name: "Анна",
  surname: "Петрова",
  photoUrl: "/uploads/specialist-profiles/u1/photo?v=1",
  accountType: "Pro",
  isPro: true,
  isApproved: true,
  hidden: null,
  specializations: ["composer"],
  workExperience: "3 - 5",
  location: "Москва",
  email: "anna@example.com",
  experience: "Пишу музыку для игр.",
  telegramLink: "@anna",
  audioUrl: "",
  website: "https://anna.example",
  languages: ["Русский", "English"],
  projects: [],
  services: [],
  reviews: { averageRating: null, totalReviews: 0, ratingDistribution: [0, 0, 0, 0, 0] },
  updatedAt: "2026-11-01T10:00:00.000Z",
};

describe("profilePageJsonLd", () => {
  it("describes the page and its person with absolute URLs", () => {
    const data = profilePageJsonLd(profile, {
      url: "https://site.test/specialists/u1",
      origin: "https://site.test",
      jobTitles: ["Композитор"],
      unnamed: "Специалист",
    });
    expect(data).toMatchObject({
      "@type": "ProfilePage",
      dateModified: "2026-11-01T10:00:00.000Z",
      mainEntity: {
        "@type": "Person",
        name: "Анна Петрова",
        image: "https://site.test/uploads/specialist-profiles/u1/photo?v=1",
        jobTitle: "Композитор",
        homeLocation: { name: "Москва" },
        knowsLanguage: ["Русский", "English"],
        sameAs: ["https://anna.example", "https://t.me/anna"],
      },
    });
    expect(data.mainEntity).not.toHaveProperty("email");
  });

  it("leaves out what the profile does not have", () => {
    const bare = profilePageJsonLd(
      { ...profile, photoUrl: "", website: "", telegramLink: "", languages: [], location: "", experience: "" },
      { url: "u", origin: "o", jobTitles: [], unnamed: "Специалист" },
    );
    expect(Object.keys(bare.mainEntity).sort()).toEqual(["@id", "@type", "familyName", "givenName", "identifier", "name"]);
  });
});
