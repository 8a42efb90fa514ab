import type { AccountType, Specialization } from "~/config/constants";

// The shape of a demo specialist: a user, the profile (spec 3 "Specialist profile"), services and
// projects. Media are file names in demo/specialists/media/: avatars/, audio/ and video/.

/** A portfolio project (spec 3 "Project"). */
interface DemoProject {
  title: string;
  description: string;
  /** A file in media/audio/. */
  audio?: string;
  /** A file in media/video/. */
  video?: string;
  projectLink?: string;
}

/** A priced service (spec 3 "Service"); the price is roubles as text, shown as "От {price} ₽". */
interface DemoService {
  title: string;
  description: string;
  price: string;
}

interface DemoProfile {
  name: string;
  surname: string;
  /** Years as the editor takes them ("3 - 5", "10+"), shown as "Опыт работы: {n} лет". */
  workExperience: string;
  /** Paragraphs separated by blank lines. */
  experience: string;
  /** "@handle"; the profile links to the messenger without the "@". */
  telegramLink: string;
  /** An https URL, or "" for none. */
  website: string;
  location: string;
  languages: string[];
  specializations: Specialization[];
  /** A file in media/avatars/. */
  photo: string;
  /** A file in media/audio/: the demo on the profile. */
  audio: string | null;
}

/**
 * How the specialist gets into the directory (spec 4 "Catalogue visibility"): a Pro account is always
 * listed; a Basic account with paid Pro access (for `proDays` more days) is listed unless it turned
 * "Отображаться в разделе специалистов" off. The Pro branch names the Basic fields as absent, so
 * `specialist.proDays` reads without narrowing.
 */
type DemoAccess =
  | { accountType: Extract<AccountType, "Pro">; proDays?: undefined; showInSpecialists?: undefined }
  | { accountType: Extract<AccountType, "Basic">; proDays: number; showInSpecialists: boolean };

export type DemoSpecialist = DemoAccess & {
  /** A stable slug: identifies the demo user and names its avatar and profile audio. */
  key: string;
  displayName: string;
  email: string;
  profile: DemoProfile;
  services: DemoService[];
  projects: DemoProject[];
};
