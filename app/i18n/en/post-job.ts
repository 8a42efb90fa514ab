import type { PostJobDictionary } from "../ru/post-job";

export const postJob: PostJobDictionary = {
  seoTitle: "Post a job for free",
  seoDescription:
    "Post jobs for sound engineers, sound designers, composers and voice actors free of charge: send the details to our manager or fill in the form.",
  hero: {
    eyebrow: "For employers",
    title: "Post a job",
    lead: "Posting a job is free. Send the details to our manager in the messenger: they will format the listing so that sound engineers, composers, sound designers and voice actors can see it.",
    messenger: "Message the manager",
    form: "Fill in the form",
  },
  checklist: {
    title: "What to send the manager",
    intro: "To get your job published sooner, cover the points below and send them in one message:",
    items: {
      projectLink: { title: "Project link", text: "Your company or studio website, or the project page, so candidates know who they will be working with." },
      projectDescription: {
        title: "Project description",
        text: "What you do and what the work is about: a game, a film, an advert, a podcast or a music release.",
      },
      duties: { title: "Duties", text: "What the specialist will be doing, and how much of it." },
      requirements: { title: "Requirements", text: "The experience, skills, software and portfolio you expect." },
      conditions: { title: "Conditions", text: "Work format and location, workload, deadlines, pay and how to apply." },
    },
  },
  channels: {
    title: "How to send it",
    messenger: {
      title: "Via the messenger",
      text: "The quickest way: message our manager on Telegram and paste the job description.",
      button: "Message the manager",
    },
    form: {
      title: "Via the form",
      text: "Handy if you prefer to fill in the fields one by one. The form opens in a new tab.",
      button: "Fill in the form",
    },
  },
  next: {
    title: "What happens next",
    text: "The manager reads the description, asks for details if something is missing and publishes the job. Posting is free: neither you nor job seekers pay anything.",
    button: "Browse jobs",
  },
};
