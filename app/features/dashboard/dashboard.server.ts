import { eq } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { logger } from "~/adapters/logger.server";
import { specialistProfiles } from "~/adapters/db/schema";
import type { Viewer } from "~/features/auth";
import type { PaymentHistoryItem, Subscription } from "~/features/payments";
import { getSubscription, listUserPayments } from "~/features/payments/index.server";
import type { MyReview } from "~/features/reviews";
import { findMyReviews } from "~/features/reviews/index.server";
import type { SavedJob } from "~/features/jobs";
import { findSavedJobs } from "~/features/jobs/index.server";
import type { SavedSearchesPanelData } from "~/features/job-alerts";
import { hasTelegramLink, listSavedSearches } from "~/features/job-alerts/index.server";
import type { EditorData } from "~/features/profile-editor";
import { getEditorData } from "~/features/profile-editor/index.server";
import type { DashboardTab } from "./dashboard-tab";
import { checkProfile, profileCompleteness, type ProfileCheck } from "./profile-completeness";
import { isTelegramOn } from "~/features/telegram/index.server";
import type { StatsPanelData } from "~/features/profile-stats";
import { getStatsPanel } from "~/features/profile-stats/index.server";

export interface ProfileProgress {
  percent: number;
  checks: Record<ProfileCheck, boolean>;
  /** An operator hid the profile (docs/decisions/019): the cabinet says so, with the reason. */
  hidden: { reason: string } | null;
}

/** The saved-vacancies panel's data; a failed load is that panel's state only (spec 8 "Saved vacancies load"). */
export type SavedJobsPanelData = { isLoaded: true; savedJobs: SavedJob[] } | { isLoaded: false };

export interface Dashboard {
  profileProgress: ProfileProgress;
  /** The subscription panel's data; null when it failed to load ("Нет данных о подписке"). */
  subscription: Subscription | null;
  /** The user's payments under the subscription (refunded ones and grants included); null when they failed to load. */
  payments: PaymentHistoryItem[] | null;
  /** Only when the saved tab is open. */
  savedJobsPanel: SavedJobsPanelData | null;
  /** Only when the "Мои подписки" tab is open (issue 17). */
  savedSearchesPanel: SavedSearchesPanelData | null;
  /** Only when the profile tab is open. */
  profileEditor: EditorData | null;
  /** Only when the reviews tab is open: the reviews the user left. */
  myReviews: MyReview[] | null;
  /** Only when the statistics tab is open (issue 27). */
  statsPanel: StatsPanelData | null;
}

/** The simple completeness of the user's specialist_profile row (none yet: nothing is filled in). */
export async function getProfileProgress(db: Database, userId: string): Promise<ProfileProgress> {
  const [profile] = await db
    .select({
      name: specialistProfiles.name,
      surname: specialistProfiles.surname,
      email: specialistProfiles.email,
      workExperience: specialistProfiles.workExperience,
      experience: specialistProfiles.experience,
      photoUrl: specialistProfiles.photoUrl,
      specializations: specialistProfiles.specializations,
      hiddenAt: specialistProfiles.hiddenAt,
      hiddenReason: specialistProfiles.hiddenReason,
    })
    .from(specialistProfiles)
    .where(eq(specialistProfiles.userId, userId))
    .limit(1);
  return {
    percent: profileCompleteness(profile ?? null),
    checks: checkProfile(profile ?? null),
    hidden: profile?.hiddenAt ? { reason: profile.hiddenReason } : null,
  };
}

async function getSavedJobsPanel(db: Database, userId: string, requestId: string): Promise<SavedJobsPanelData> {
  try {
    return { isLoaded: true, savedJobs: await findSavedJobs(db, userId) };
  } catch (error) {
    logger.error({ err: error, requestId }, "saved jobs failed to load");
    return { isLoaded: false };
  }
}

async function getSavedSearchesPanel(db: Database, userId: string, requestId: string): Promise<SavedSearchesPanelData> {
  try {
    const [savedSearches, isTelegramLinked, isTelegramEnabled] = await Promise.all([
      listSavedSearches(db, userId),
      hasTelegramLink(db, userId),
      isTelegramOn(),
    ]);
    // Without a bot token the cabinet says nothing about Telegram (docs/decisions/026).
    return { isLoaded: true, savedSearches, hasTelegramLink: isTelegramLinked, isTelegramOn: isTelegramEnabled };
  } catch (error) {
    logger.error({ err: error, requestId }, "saved searches failed to load");
    return { isLoaded: false };
  }
}

async function getSubscriptionPanel(db: Database, userId: string, requestId: string): Promise<Subscription | null> {
  try {
    return await getSubscription(db, userId);
  } catch (error) {
    logger.error({ err: error, requestId }, "subscription failed to load");
    return null;
  }
}

async function getPaymentHistory(db: Database, userId: string, requestId: string): Promise<PaymentHistoryItem[] | null> {
  try {
    return await listUserPayments(db, userId);
  } catch (error) {
    logger.error({ err: error, requestId }, "payments failed to load");
    return null;
  }
}

/** What the cabinet shows for the signed-in user and the open tab. */
export async function getDashboard(db: Database, viewer: Viewer, tab: DashboardTab, requestId: string): Promise<Dashboard> {
  const [profileProgress, subscription, payments, savedJobsPanel, savedSearchesPanel, profileEditor, myReviews, statsPanel] = await Promise.all([
    getProfileProgress(db, viewer.id),
    getSubscriptionPanel(db, viewer.id, requestId),
    getPaymentHistory(db, viewer.id, requestId),
    tab === "saved" ? getSavedJobsPanel(db, viewer.id, requestId) : null,
    tab === "alerts" ? getSavedSearchesPanel(db, viewer.id, requestId) : null,
    tab === "profile" ? getEditorData(db, viewer) : null,
    tab === "reviews" ? findMyReviews(db, viewer.id) : null,
    tab === "stats" ? getStatsPanel(db, viewer.id, viewer.isPro) : null,
  ]);
  return { profileProgress, subscription, payments, savedJobsPanel, savedSearchesPanel, profileEditor, myReviews, statsPanel };
}
