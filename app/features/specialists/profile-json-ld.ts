import type { SpecialistProfile } from "./specialist";
import { displayName, telegramUrl } from "./specialist";

// schema.org ProfilePage with its Person: https://developers.google.com/search/docs/appearance/structured-data/profile-page

export function profilePageJsonLd(
  profile: SpecialistProfile,
  { url, origin, jobTitles, unnamed }: { url: string; origin: string; jobTitles: string[]; unnamed: string },
) {
  const absolute = (path: string) => (/^https?:\/\//i.test(path) ? path : `${origin}${path}`);
  const sameAs = [profile.website, telegramUrl(profile.telegramLink)].filter((link): link is string => Boolean(link));
  return {
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    url,
    dateModified: profile.updatedAt,
    mainEntity: {
      "@type": "Person",
      "@id": `${url}#person`,
      identifier: profile.id,
      name: displayName(profile, unnamed),
      ...(profile.name ? { givenName: profile.name } : {}),
      ...(profile.surname ? { familyName: profile.surname } : {}),
      ...(profile.photoUrl ? { image: absolute(profile.photoUrl) } : {}),
      ...(jobTitles.length > 0 ? { jobTitle: jobTitles.join(", ") } : {}),
      ...(profile.experience ? { description: profile.experience.slice(0, 300) } : {}),
      ...(profile.location ? { homeLocation: { "@type": "Place", name: profile.location } } : {}),
      ...(profile.languages.length > 0 ? { knowsLanguage: profile.languages } : {}),
      ...(sameAs.length > 0 ? { sameAs } : {}),
    },
  };
}
