import type { ConsoleSubmissionsDictionary } from "../ru/console-submissions";

export const consoleSubmissions: ConsoleSubmissionsDictionary = {
  queue: {
    title: "Employer submissions",
    lead: "Jobs that employers sent from the site. They are not shown on the site until a moderator publishes them; the employer is e-mailed the decision.",
    statuses: { pending: "Awaiting moderation", published: "Published", declined: "Declined" },
    filter: "Show submissions",
    columns: { job: "Job", employer: "Employer", createdAt: "Sent" },
    open: "Open the submission “{title}”",
    empty: "No submissions.",
    next: "Next",
    first: "Back to the start",
  },
  detail: {
    title: "Submission: {title}",
    back: "All submissions",
    submittedAt: "Sent {date}",
    contact: "Employer's contact: {email}",
    language: "Page language: {language}",
    languages: { ru: "Russian", en: "English" },
    status: "Status: {status}",
    decidedAt: "Decided {date}",
    declineReason: "Reason for declining: {reason}",
    job: "The job on the site",
    jobInConsole: "The job in the console",
    empty: "—",
    english: "English (ENG)",
    russian: "Russian",
  },
  decisions: {
    title: "Decision",
    lead: "“Publish” creates the job on the site as it is (you can edit it later under “Jobs”). When declined, the employer gets an e-mail with the reason.",
    approve: "Publish",
    approved: "The job is published and the employer has been e-mailed.",
    decline: "Decline",
    declined: "The submission is declined and the employer has been e-mailed the reason.",
    reason: "Reason for declining (the employer will receive it)",
  },
  errors: {
    reasonRequired: "Give a reason",
    reasonTooLong: "At most 500 characters",
    invalid: "Invalid request",
    NOT_FOUND: "Submission not found.",
    ALREADY_DECIDED: "This submission has already been decided. Reload the page.",
    notValid: "The submission's fields no longer pass the job's rules; decline it with a reason.",
  },
  mail: {
    received: {
      subject: "Your job has been sent for moderation",
      text: "Hello,\n\nWe have received your job “{title}” ({company}) and passed it to a moderator. We will write to this address when it is published on the site or if a moderator declines it.\n\nIf you did not send this job, please ignore this e-mail.\n\nZvuk.Rabota",
    },
    published: {
      subject: "Your job is published on Zvuk.Rabota",
      text: "Hello,\n\nA moderator approved your job “{title}” ({company}) and it is on the site now:\n{url}\n\nThank you for posting with us.\n\nZvuk.Rabota",
    },
    declined: {
      subject: "Your job was not published",
      text: "Hello,\n\nA moderator declined your job “{title}” ({company}).\n\nReason: {reason}\n\nYou can correct the job and send it again: {url}\n\nZvuk.Rabota",
    },
  },
};
