// Job alerts as they are sent (issue 17): the e-mail and Telegram message of a saved search, and the unsubscribe page.
export const jobAlertsMail = {
  subject: {
    one: "{n} new job for your alert",
    few: "{n} new jobs for your alert",
    many: "{n} new jobs for your alert",
    other: "{n} new jobs for your alert",
  },
  intro: "New jobs for your alert “{name}”:",
  more: {
    one: "{n} more job — see them all on the site",
    few: "{n} more jobs — see them all on the site",
    many: "{n} more jobs — see them all on the site",
    other: "{n} more jobs — see them all on the site",
  },
  why: "You received this e-mail because you set up a job alert on Zvuk.Rabota.",
  unsubscribe: "Unsubscribe from this alert",
  telegramIntro: "New jobs for your alert “{name}”:",
  telegramMore: "{n} more — see them all",
};

export const unsubscribePage = {
  seoTitle: "Unsubscribe from job alerts",
  title: "Unsubscribe",
  confirm: "Stop e-mails for the alert “{name}”?",
  button: "Unsubscribe",
  done: "Done: e-mails for the alert “{name}” will no longer be sent. You can turn them back on in your account, under “My alerts”.",
  invalid: "This unsubscribe link is invalid or out of date. You can manage your alerts in your account, under “My alerts”.",
  home: "Home page",
};
