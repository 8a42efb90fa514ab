import type { LegalDictionary } from "../ru/legal";

export const legal: LegalDictionary = {
  seoTitle: "Terms of use",
  seoDescription:
    "Terms of using the site: jobs, the specialists directory, Pro access for {duration} or a year with no automatic renewal, refunds and profile moderation.",
  hero: {
    eyebrow: "Legal",
    title: "Terms of use",
    lead: "The rules for using {site}: jobs, the specialists directory, reviews and Pro access.",
  },
  contentsLabel: "Contents",
  days: { one: "{n} day", few: "{n} days", many: "{n} days", other: "{n} days" },
  daysGenitive: { one: "{n} day", few: "{n} days", many: "{n} days", other: "{n} days" },
  sections: {
    general: {
      title: "General",
      paragraphs: [
        "{site} is a job board and a directory of specialists in sound: sound design, music, sound engineering and voice acting. By using the site you accept these terms.",
        "Jobs, the blog, the specialists directory and reviews are open without an account. To save jobs, write reviews or keep a specialist profile you need to sign in.",
        "Employers post jobs free of charge through our manager. We may reject or take down a listing that is misleading or breaks the law.",
        "We may update these terms. The current version is always published on this page.",
      ],
    },
    pro: {
      title: "Pro access",
      paragraphs: [
        "Pro access lets you publish your profile in the specialists directory, add up to {projects} portfolio projects with audio and video, and list any number of priced services.",
      ],
      plansTitle: "Plans",
      plans: {
        monthly: "Pro for {duration}: {price}",
        yearly: "Pro for a year: {price}",
      },
      terms: [
        "Access lasts only for the paid period and does not renew automatically: you are never charged again without your decision. To extend access, pay for a new period.",
        "You can get a refund without giving a reason: within {monthlyRefund} of paying for Pro for {monthlyDuration}, and within {yearlyRefund} of paying for Pro for a year. To request a refund, write to {email}.",
        "Payments are made by bank card through a card payment provider. Card details are entered on the provider's side: we never receive or store them.",
      ],
    },
    profiles: {
      title: "Profile publication",
      paragraphs: [
        "A specialist profile is listed in the directory while its Pro access is active. Profiles are moderated manually: a moderator may ask you to correct details or hide a profile that breaks the rules.",
        "You are responsible for the accuracy of your profile and for holding the rights to the projects, audio, video and photos you publish.",
        "Reviews are written by signed-in users: one review per specialist, and you cannot review yourself. Authors can delete their own reviews.",
        "Publishing other people's work, third parties' contacts without their consent, insults, spam or illegal content is not allowed.",
        "Only Pro profiles take project inquiries (“Discuss a project”). An inquiry keeps what the client wrote: name, e-mail, Telegram or phone, kind of work, budget, deadline, message and reference link, with the page's language and the time it was sent. Only the specialist sees it (by e-mail, in Telegram if they linked it, and in their cabinet), and the client (a copy to their e-mail); operators see inquiries the specialist marked as spam. No IP address is stored: the limits keep only an irreversible key (HMAC-SHA256 with the site's secret).",
        "An inquiry sent without signing in must be confirmed through the e-mailed link within {inquiryConfirmHours} hours, or it is deleted without ever reaching the specialist. Sent inquiries are kept for no longer than {inquiryDays}. Addresses that sent several inquiries marked as spam within {inquirySpamDays} can no longer send inquiries.",
      ],
    },
    stats: {
      title: "Profile statistics",
      paragraphs: [
        "We show the owner of a Pro profile how often it was opened, how often its card was shown in the directory, how often its contacts (Telegram, e-mail, website) were clicked, and how many inquiries it received. Only listed profiles are counted; the owner's own visits and search engine robots are not.",
        "A visitor of a profile is counted once a day. For that, an irreversible fingerprint (SHA-256) is computed from a random salt that changes every day, the IP address and the browser's name. We store neither the IP address nor the browser — not in the database and not in logs. The fingerprints and the salt are deleted after {saltDays}, after which a count can no longer be tied to any visitor.",
        "We keep only the totals per profile per day, for no longer than {statsDays}. The owner sees their own figures and where they stand among profiles of the same specializations; nobody is shown anyone else's figures.",
        "Every Monday the owners of Pro profiles get an e-mail with the week's figures. You can unsubscribe through the link in the e-mail or in your account, under “Statistics”.",
      ],
    },
    liability: {
      title: "Liability",
      paragraphs: [
        "Jobs are collected from public sources and sent in by employers. We are not an employer or an agent in any deal, and we are not responsible for the content of listings, working conditions or the actions of either party.",
        "Employers and specialists agree on the terms and payment for work directly with each other.",
        "We do not guarantee employment, orders or any particular number of responses.",
        "The employers-online counter in the site header is decorative and does not show real statistics.",
        "The site is provided as is. We do our best to keep it running smoothly but are not responsible for temporary downtime or for the content of external sites we link to.",
      ],
    },
    owner: {
      title: "Owner contacts",
      paragraphs: [
        "For questions about these terms, payments, refunds or profile moderation, write to the site owner. Our manager in the messenger usually answers fastest.",
      ],
      email: "E-mail",
      manager: "Manager",
    },
  },
};
