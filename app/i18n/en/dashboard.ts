import type { DashboardDictionary } from "../ru/dashboard";

export const dashboard: DashboardDictionary = {
  seoTitle: "My account",
  greeting: "Hello, {email}!",
  hiddenProfile: "A moderator hid your profile from the directory. Reason: {reason}. Fix the profile and it returns to the directory once reviewed.",
  progress: {
    title: "Profile completeness",
    value: "{percent}%",
    label: "Your profile is {percent}% complete",
    hint: "A complete profile helps employers and clients find you.",
  },
  tabs: {
    label: "Account sections",
    saved: "Saved jobs",
    alerts: "My alerts",
    profile: "Specialist profile",
    reviews: "My reviews",
  },
  saved: {
    title: "Saved jobs",
    empty: "You have no saved jobs yet",
    findJobs: "Browse jobs",
    error: "Failed to load saved jobs",
    retry: "Try refreshing the page",
    closed: "This job is closed",
  },
  profile: {
    title: "Specialist profile",
    checklistTitle: "What your profile has",
    done: "done",
    missing: "missing",
    checks: {
      name: "First name",
      surname: "Last name",
      email: "E-mail",
      workExperience: "Work experience (years)",
      experience: "Experience description",
      photo: "Photo",
      specializations: "At least one specialization",
    },
  },
  toasts: {
    label: "Notification",
    viewportLabel: "Notifications ({hotkey})",
    close: "Close the notification",
  },
  reviews: {
    title: "My reviews",
    empty: "You have no reviews yet",
  },
};
