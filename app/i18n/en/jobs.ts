import type { JobsDictionary } from "../ru/jobs";

export const jobs: JobsDictionary = {
  fixedValues: {
    fullTime: "Full-time",
    partTime: "Part-time",
    projectWork: "Project work",
    freelance: "Freelance",
    internship: "Internship",
    notSpecified: "Not specified",
    remote: "Remote",
  },
  search: {
    label: "Search jobs",
    placeholder: "Job title, company or keyword",
    submit: "Search",
  },
  filters: {
    title: "Filters",
    location: "Location",
    allLocations: "All locations",
    type: "Employment type",
    anyType: "Any type",
    reset: "Reset filters",
    /** Closes the phones' filter sheet (not in the spec: phones get the side panel's filters in a sheet). */
    done: "Show jobs",
  },
  list: {
    loading: "Loading jobs",
    empty: "No jobs found",
    error: "An error occurred while loading jobs",
    retry: "Try refreshing the page",
    network: "Check your internet connection",
    more: "Show more",
  },
  card: {
    english: "ENG",
    englishLabel: "The job is in English",
    details: "Details",
    detailsLabel: "Details of “{title}”",
    save: "Save",
    saved: "Saved",
    saving: "Saving...",
    saveFailed: "Failed to save job",
    dismiss: "Close",
  },
  channelPromo: {
    title: "New jobs every day",
    text: "Follow our Telegram channel: we post jobs for sound engineers, sound designers and composers as soon as they appear.",
    cta: "Follow the channel",
  },
};
