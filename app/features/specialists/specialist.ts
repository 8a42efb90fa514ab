import type { AccountType, Specialization } from "~/config/constants";
import type { PlaybackSource } from "~/features/audio";
import type { ReviewStats } from "~/features/reviews";

/** Review figures a card and the profile header show (the reviews feature fills them; zero until someone reviews). */
export interface ReviewSummary {
  averageRating: number | null;
  totalReviews: number;
}

/** A directory card (spec 2 "Specialists directory"). */
export interface SpecialistCard {
  id: string;
  name: string;
  surname: string;
  photoUrl: string;
  accountType: AccountType;
  /** Spec 6 "Pro user": account type Pro or active Pro access (a paid subscription) — the PRO badge. */
  isPro: boolean;
  specializations: Specialization[];
  workExperience: string;
  location: string;
  reviews: ReviewSummary;
  /** The demo recording a card plays in place (issue 28), or null without one (or one that could not be read). */
  demo: PlaybackSource | null;
}

/** A profile's own fields as stored (languages as the list; the editor's form joins them). */
export interface ProfileFields {
  name: string;
  surname: string;
  email: string;
  workExperience: string;
  experience: string;
  telegramLink: string;
  website: string;
  location: string;
  languages: string[];
  specializations: Specialization[];
  photoUrl: string;
  audioUrl: string;
}

export interface Project {
  id: string;
  title: string;
  description: string;
  audioUrl: string;
  videoUrl: string;
  projectLink: string;
}

export interface Service {
  id: string;
  title: string;
  description: string;
  price: string;
}

/** A public profile page (spec 2 "Specialist profile"), with the rating distribution. */
export interface SpecialistProfile extends Omit<SpecialistCard, "reviews" | "demo"> {
  /**
   * An operator approved the profile as it is now (its approved version is its current one) and it is not hidden:
   * only then does the page say "Профиль проверен платформой" (issue 14; approval is the console's, docs/decisions/019).
   */
  isApproved: boolean;
  /** Hidden by an operator, with the reason: only the owner is ever shown such a page (the others get 404). */
  hidden: { reason: string } | null;
  reviews: ReviewStats;
  email: string;
  experience: string;
  telegramLink: string;
  audioUrl: string;
  website: string;
  languages: string[];
  projects: Project[];
  services: Service[];
  updatedAt: string;
}

/** The directory's filters, as they stand in the URL (?q=&spec=&spec=&location=). */
export interface SpecialistFilters {
  q: string;
  specializations: Specialization[];
  location: string;
}

/** The profile tabs (spec 2): "about" by default; the tab is in the URL (?tab=). */
export const PROFILE_TABS = ["about", "projects", "reviews"] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** Spec 2 "Контакты": the messenger link from telegramLink with a leading @ removed (a full link is kept). */
export function telegramUrl(telegramLink: string): string | null {
  const value = telegramLink.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  const handle = value.replace(/^@/, "").replace(/^(t\.me|telegram\.me)\//i, "");
  return handle ? `https://t.me/${handle}` : null;
}

const fullName = (person: { name: string; surname: string }) => `${person.name} ${person.surname}`.trim();
/** The name a listed entry shows: never blank — an entry without one (an e-mail sign-up that paid) gets `unnamed`. */
export const displayName = (person: { name: string; surname: string }, unnamed: string) => fullName(person) || unnamed;
