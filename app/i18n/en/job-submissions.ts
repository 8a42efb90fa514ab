import type { JobSubmissionsDictionary } from "../ru/job-submissions";

export const jobSubmissions: JobSubmissionsDictionary = {
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
  submit: {
    title: "Submit a job on the site",
    intro:
      "No account needed: fill in the fields and the job goes to moderation. We will send a confirmation to your e-mail and write again when the job is published or if a moderator declines it.",
    card: {
      title: "Right here on the site",
      text: "Fill in the form on this page, no account needed. Once a moderator has checked the job, it appears on the site.",
      button: "Open the form",
    },
    groups: { main: "The job", details: "Description", apply: "How to apply", contact: "How to reach you" },
    fields: {
      title: "Job title",
      company: "Company",
      companyLink: "Company website",
      location: "Location",
      type: "Employment type",
      isEnglish: "Language of the job",
      description: "Description",
      responsibilities: "Responsibilities",
      requirements: "Requirements",
      conditions: "Conditions",
      applyWebsite: "Apply on a website (link)",
      applyEmail: "E-mail for applications",
      applyForm: "Application form (link)",
      applyTelegram: "Telegram for applications",
      applyHH: "The job on hh.ru (link)",
      contactEmail: "Your e-mail",
    },
    hints: {
      location: "A city or “Remote”. Empty: “Not specified”.",
      type: "For example “Project work”. Empty: “Full-time”.",
      list: "One item per line.",
      apply: "Give at least one way: job seekers will see it.",
      applyTelegram: "@handle or a t.me link",
      contactEmail: "Not published: the confirmation and the moderator's decision come here.",
    },
    languages: { russian: "Russian", english: "English" },
    honeypot: "Leave this field empty",
    errors: {
      required: "Fill in this field",
      tooLong: "The text is too long",
      notALink: "Needs an http:// or https:// link",
      notAnEmail: "Needs an e-mail address",
      notATelegram: "Needs a @handle or a t.me link",
      noApplyChannel: "Give at least one way to apply: a website, e-mail, form, Telegram or hh.ru.",
      invalid: "Check the highlighted fields.",
      RATE_LIMITED: "Too many jobs were sent from this address or e-mail in the last hour. Try again in an hour or message the manager.",
      tooLarge: "The job's text is too large. Shorten the description and the lists.",
    },
    send: "Send for moderation",
    sending: "Sending...",
    done: {
      title: "Thank you! Your job has been sent for moderation.",
      text: "A moderator will check it and publish it on the site. A confirmation has been sent to {email}; we will write there again when the job is published.",
      another: "Submit another job",
    },
  },
  next: {
    title: "What happens next",
    text: "The manager reads the description, asks for details if something is missing and publishes the job. Posting is free: neither you nor job seekers pay anything.",
    button: "Browse jobs",
  },
};
