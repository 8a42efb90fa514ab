import type { CommonDictionary } from "../ru/common";

export const common: CommonDictionary = {
  /** The live counter under capped text fields (spec 5 "Profile editor"). */
  remaining: { one: "{n} character left", few: "{n} characters left", many: "{n} characters left", other: "{n} characters left" },
  skeletons: { specialists: "Loading specialists", preparing: "Preparing the list of specialists…", profile: "Loading the specialist's profile" },
  siteName: "Zvuk.Rabota",
  siteDescription: "Jobs for sound engineers, sound designers, composers and voice actors, and a directory of audio specialists.",
  marquee: {
    text: "15% off PRO access — publish your profile in the specialists directory",
    cta: "Get the discount",
  },
  header: {
    home: "home page",
    nav: { specialists: "Specialists", education: "Education", blog: "Blog", about: "About" },
    navLabel: "Main navigation",
    pro: "Go PRO",
    signIn: "Sign in",
    cabinet: "My account",
    signOut: "Sign out",
    languageToggle: "RU",
    languageToggleLabel: "Переключить на русский",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menuTitle: "Menu",
    online: { one: "{n} employer online", few: "{n} employers online", many: "{n} employers online", other: "{n} employers online" },
  },
  footer: {
    about: "About",
    blog: "Blog",
    contacts: "Contacts",
    pro: "PRO access",
    jobsChannel: "Jobs channel",
    manager: "Message the manager",
    legal: "Terms of use",
    copyright: "© {year} Zvuk.Rabota",
    social: "Follow us",
    socialVk: "VK",
    socialYoutube: "YouTube",
    socialTelegram: "Telegram",
    tagline: "Jobs and specialists in the world of sound",
    postJob: "Post a job",
    sections: { site: "Site", messengers: "Messengers", employers: "For employers" },
  },
  dates: {
    today: "Today",
    yesterday: "Yesterday",
    daysAgo: { one: "{n} day ago", few: "{n} days ago", many: "{n} days ago", other: "{n} days ago" },
  },
  loading: "Loading...",
  notFound: {
    title: "Page not found",
    text: "There is no such page. The link may be outdated or the address may have a typo.",
    home: "Go to the home page",
  },
  badRequest: {
    title: "Bad address",
    text: "The page address contains characters that are not allowed. Check the link or start from the home page.",
    home: "Go to the home page",
  },
  serverError: {
    title: "Something went wrong",
    text: "We already know about the error and are looking into it. Please refresh the page in a minute.",
    home: "Go to the home page",
  },
  /** The banner on every page while an admin acts as someone (docs/decisions/020). */
  impersonation: {
    label: "Acting as a user",
    banner: "You are acting as {name} ({email})",
    stop: "Stop",
  },
};
