import type { ProfileStatsDictionary, ProfileStatsMailDictionary, SiteStatsDictionary, StatsUnsubscribePageDictionary } from "../ru/profile-stats";

export const siteStats: SiteStatsDictionary = {
  title: "Profile statistics, last 14 days",
  lead: "All profiles together, by Moscow day. Inquiries per Pro are against the {n} profiles listed now.",
  columns: {
    date: "Day",
    views: "Views",
    appearances: "Directory appearances",
    clicks: "Contact clicks",
    inquiries: "Inquiries",
    perPro: "Inquiries per Pro",
  },
};

export const profileStats: ProfileStatsDictionary = {
  title: "Profile statistics",
  lead: "How often your profile was opened, shown in the directory, and how often your contacts were clicked. A visitor counts once a day; your own visits and search engine robots do not count.",
  notListed:
    "Your profile is not shown in the directory right now, so nothing is counted. Fill in your name and a specialization in the “Specialist profile” tab.",
  figures: {
    views: "Profile views",
    appearances: "Directory appearances",
    clicksTelegram: "Telegram clicks",
    clicksEmail: "E-mail clicks",
    clicksWebsite: "Website clicks",
    inquiries: "Inquiries",
  },
  thisWeek: {
    title: "This week",
    lead: {
      one: "Since Monday ({n} day), against the same days of last week.",
      few: "Since Monday ({n} days), against the same days of last week.",
      many: "Since Monday ({n} days), against the same days of last week.",
      other: "Since Monday ({n} days), against the same days of last week.",
    },
    lastWeek: "last week: {n}",
    up: "up {percent}",
    down: "down {percent}",
    same: "no change",
    new: "none last week",
  },
  chart: {
    title: "Profile views over 12 weeks",
    description: "Bars are profile views per week, Monday to Sunday; the last week is still under way.",
    tableToggle: "All figures by week",
    week: "Week of",
    current: "{date} (current)",
  },
  standing: {
    title: "Where you stand",
    text: "Over the last 4 weeks your profile was viewed more often than {percent} of profiles in your specializations.",
    thin: "There are too few profiles in your specializations to compare yet.",
  },
  mail: {
    title: "Monday e-mail",
    on: "Every Monday we send you the week's figures and a tip to make your profile stand out.",
    off: "The weekly e-mail is off.",
    turnOff: "Stop sending",
    turnOn: "Send it",
    saving: "Saving...",
    failed: "Could not save. Please try again.",
  },
  basic: {
    sample: "Sample",
    title: "Statistics come with Pro",
    text: "With Pro your profile is listed in the specialists directory, and here you see how often it was opened, shown in the directory and how often your contacts were clicked — week by week, with a summary e-mail every Monday.",
    cta: "Get Pro",
  },
};

export const profileStatsMail: ProfileStatsMailDictionary = {
  subject: "Your week on Zvuk.Rabota",
  greeting: "Hello, {name}!",
  greetingNoName: "Hello!",
  intro: "Your profile's week, {dates}:",
  line: "{label}: {n}",
  change: "{sign}{percent} on the week before",
  noChange: "same as the week before",
  tipTitle: "One thing to do this week",
  tips: {
    audio: "Add a demo audio: profiles with audio are viewed {ratio} times as often.",
    photo: "Add a photo: profiles with a photo are viewed {ratio} times as often.",
    projects: "Add projects, at least three: such profiles are viewed {ratio} times as often.",
    services: "Add services with prices: profiles with services are viewed {ratio} times as often.",
  },
  fallbackTips: {
    audio: "Add a demo audio: clients choose more easily when they can hear your work at once.",
    photo: "Add a photo: a profile with a face earns more trust.",
    projects: "Add at least three projects: clients look at what you have worked on.",
    services: "Add services with prices: clients write more readily when they know what it costs.",
  },
  statsLink: "Detailed statistics in your account: {url}",
  why: "You received this e-mail because you have a Pro profile on Zvuk.Rabota.",
  unsubscribe: "Stop sending this e-mail: {url}",
};

export const statsUnsubscribePage: StatsUnsubscribePageDictionary = {
  seoTitle: "Unsubscribe from the weekly summary",
  title: "Unsubscribe",
  confirm: "Stop sending the “Your week on Zvuk.Rabota” e-mail?",
  button: "Unsubscribe",
  done: "Done: the weekly summary will not come any more. You can turn it back on in your account, under “Statistics”.",
  invalid: "This unsubscribe link is invalid or out of date. You can turn the e-mail on or off in your account, under “Statistics”.",
  home: "Home",
};
