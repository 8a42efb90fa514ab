import type { JobPageDictionary } from "../ru/job-page";

export const jobPage: JobPageDictionary = {
  detail: {
    back: "All jobs",
    notFound: "Job not found",
    notFoundText: "It may have been unpublished, or the link is outdated.",
    notFoundBack: "Back to jobs",
    description: "Description",
    responsibilities: "Responsibilities",
    requirements: "Requirements",
    conditions: "Conditions",
    apply: "Apply",
    closed: "This job is closed: the employer no longer accepts applications.",
    similar: "Similar jobs",
    facts: "About the job",
  },
  applyDialog: {
    title: "Apply for the job",
    description: "Choose how you would like to contact the employer.",
    website: "Apply on the website",
    email: "E-mail for applications",
    copy: "Copy",
    copied: "Copied",
    form: "Fill in the form",
    telegram: "Message on Telegram",
    hh: "Apply on hh.ru",
    close: "Close",
  },
  proPromo: {
    title: "Let employers find you",
    text: "With PRO access your profile, portfolio and services appear in the specialists directory.",
    cta: "More about PRO",
  },
  /** The Yandex vacancies feed (docs/decisions/028): its one category, and the sets Yandex's snippets link to. */
  yandexFeed: {
    category: "Jobs in sound engineering, sound design, music and voice acting",
    allJobs: "All audio jobs",
    setName: "Audio jobs: {location}",
  },
  ad: {
    label: "Advertisement",
    title: "Film school: sound for film",
    text: "A course in film sound and sound design: on-set recording, editing, 5.1 mixing.",
    cta: "About the course",
  },
};
