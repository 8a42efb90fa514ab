import type { AboutDictionary } from "../ru/about";

export const about: AboutDictionary = {
  seoTitle: "About",
  seoDescription: "Zvuk.Rabota is a job board and a directory of specialists for sound engineers, sound designers, composers and voice actors.",
  hero: {
    eyebrow: "About",
    title: "Jobs and specialists in the world of sound",
    lead: "{site} helps people in the sound industry find work, and helps employers find specialists: sound designers, composers, sound engineers and voice actors.",
  },
  features: {
    title: "What you will find here",
    items: {
      jobs: {
        title: "Job board",
        text: "We collect jobs from Russian-speaking regions, plus remote work, relocation offers and studio jobs. Search by keyword, location and employment type, and save the jobs that suit you.",
      },
      specialists: {
        title: "Specialists directory",
        text: "Specialists with Pro access publish a profile, a portfolio and priced services. Employers and clients find the right person, read reviews and contact them directly.",
      },
      learning: {
        title: "Blog and education",
        text: "Articles about the profession and a selection of schools where you can level up, from music production to mastering.",
      },
    },
  },
  audience: {
    title: "Who it is for",
    items: {
      seekers: { title: "Job seekers", text: "Fresh jobs in one feed, without following dozens of channels and websites." },
      employers: { title: "Employers", text: "Free job posting and a directory of specialists with portfolios and reviews." },
      specialists: { title: "Specialists", text: "A profile with projects, services and reviews that employers and clients can see." },
    },
  },
  partnership: {
    title: "Partnership and advertising",
    text: "Want to tell sound engineers, composers and sound designers about your product, school or event? Message our manager and let us talk about advertising and joint projects.",
    button: "Discuss a partnership",
  },
  survey: {
    title: "Help us improve the site",
    text: "Answer a few questions about the jobs, filters and features you are missing. It takes a couple of minutes.",
    button: "Take the survey",
  },
  manager: {
    title: "Contact the manager",
    text: "Questions about posting jobs, Pro access or the site itself: message our manager on Telegram.",
    button: "Message the manager",
  },
};
