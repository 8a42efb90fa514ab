import type { ContactsDictionary } from "../ru/contacts";

export const contacts: ContactsDictionary = {
  seoTitle: "Contacts",
  seoDescription: "How to reach the team: our manager on Telegram, the jobs channel, e-mail and social networks.",
  hero: {
    eyebrow: "Contacts",
    title: "Get in touch",
    lead: "We answer questions about jobs, Pro access, advertising and partnerships. The quickest way is to message our manager.",
  },
  manager: {
    title: "Manager",
    text: "Job posting, advertising, partnerships and any questions about the site.",
    button: "Message the manager",
  },
  channel: {
    title: "Jobs channel",
    text: "Subscribe so you never miss a new job in sound.",
    button: "Open the channel",
  },
  email: {
    title: "E-mail",
    text: "For official requests and questions about payments and refunds.",
  },
  social: {
    title: "Social networks",
    text: "Project news, job round-ups and useful reading.",
    vk: "VK",
    youtube: "YouTube",
    telegram: "Telegram",
  },
};
