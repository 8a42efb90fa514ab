import type { JobAlertsDictionary } from "../ru/job-alerts";

export const jobAlerts: JobAlertsDictionary = {
  save: {
    button: "Get alerts for this search",
    saving: "Saving...",
    saved: "Alert saved",
    alreadySaved: "This search is already saved",
    savedDescription: "“{name}”",
    openCabinet: "Go to My alerts",
    signIn: "Sign in",
    hint: "We will send you new jobs for this search",
  },
  toasts: {
    label: "Notification",
    viewportLabel: "Notifications ({hotkey})",
    close: "Close the notification",
  },
  defaultName: {
    all: "All jobs",
  },
  errors: {
    nameRequired: "Enter a name for the alert",
    nameTooLong: "The name can be at most 100 characters",
    invalid: "Check the form",
    notFound: "Alert not found — it may have been deleted already",
  },
  refusals: {
    INVALID: "Check the form",
    LIMIT: "You can keep at most 20 alerts. Delete one you no longer need to add a new one.",
    NOT_FOUND: "Alert not found — it may have been deleted already",
    AUTH_REQUIRED: "Sign in to save this search",
    FAILED: "Could not save the alert. Please try again.",
  },
};
