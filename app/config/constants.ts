// Every limit, timing and price of the product spec (section 9 and the rules it refers to).
// Features import from here; nothing else in the code base spells these numbers.

export const LANGUAGES = ["ru", "en"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "ru";
export const LANGUAGE_STORAGE_KEY = "lang";
export const ENGLISH_PATH_PREFIX = "/en";

/** Relative dates and "today" are computed at a fixed UTC+3 (Moscow) offset. */
export const DATE_UTC_OFFSET_HOURS = 3;
export const RELATIVE_DATE_MAX_DAYS = 7;

export const PRICING = {
  monthly: { amountRub: 490, struckOutRub: 550, durationDays: 30, refundDays: 7 },
  yearly: { amountRub: 4500, struckOutRub: 5200, durationDays: 365, refundDays: 14 },
} as const;
export const PRO_DISCOUNT_PERCENT = 15;
/** How many directory profiles the Pro landing shows as examples (spec 2 "Pro landing"). */
export const PRO_EXAMPLE_PROFILES = 3;
export const CURRENCY = "RUB";

/** Spec 3 "Payment request": the two plans a payment is made for. */
export const PAYMENT_PLANS = ["monthly", "yearly"] as const;
export type PaymentPlan = (typeof PAYMENT_PLANS)[number];

/**
 * Our side of a payment's life (YooKassa's statuses, plus "created": written, the provider not yet answered, and
 * "refunded": paid, then refunded in full). succeeded, canceled and refunded are final; only succeeded moves on,
 * to refunded, when a refund of it succeeds.
 */
export const PAYMENT_STATUSES = ["created", "pending", "waiting_for_capture", "succeeded", "canceled", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A refund's life at the provider (YooKassa's refund statuses, plus "created": written, the provider not yet answered). */
export const REFUND_STATUSES = ["created", "pending", "succeeded", "canceled"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * The operator's console roles (issue 16, docs/decisions/018): every account is a `user`; moderators decide on
 * profiles, reviews and jobs; admins do everything, users, roles, payments and refunds included.
 */
export const USER_ROLES = ["user", "moderator", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * Pro payments (ARCHITECTURE "payments"). The description is what the provider's checkout page and the
 * 54-FZ receipt show (spec 9 "Pricing"), so it is the spec's Russian text whatever the site language.
 */
export const PAYMENTS = {
  description: { monthly: "Pro подписка на 30 дней", yearly: "Pro подписка на 1 год" },
  /** How far a paid plan moves the expiry, as a PostgreSQL interval (a calendar year for yearly). */
  period: { monthly: "30 days", yearly: "1 year" },
  /** A second click within this window reuses the open attempt instead of starting another payment. */
  openAttemptReuseMs: 10 * 60_000,
  /** YooKassa may take up to 30 s to answer (its API basics); our requests wait a little longer. */
  providerTimeoutMs: 35_000,
  /** A 500 from the provider means "result unknown": the same request is repeated with the same key. */
  providerAttempts: 3,
  providerRetryDelayMs: 1000,
  /** Reconciliation re-fetches payments pending longer than this (a lost notification)… */
  reconcileAfterMs: 10 * 60_000,
  /** …up to this age: YooKassa cancels an unpaid payment long before. */
  reconcileMaxAgeMs: 3 * 24 * 60 * 60_000,
  /**
   * Payments whose creation was never answered (a timeout, a crash) are sent again, with the same key, after
   * this long: well past a create request with all its repeats (providerAttempts × providerTimeoutMs)…
   */
  resendCreatedAfterMs: 5 * 60_000,
  /**
   * …while YooKassa still honours their idempotence key: 24 hours from its first use
   * (https://yookassa.ru/developers/using-api/basics, "Idempotence"), less an hour so that a repeat never
   * arrives after the key has lapsed and makes a second payment. Older ones are closed as canceled.
   */
  resendCreatedMaxAgeMs: 23 * 60 * 60_000,
  reconcileBatchSize: 50,
  /** 54-FZ receipt item: VAT code 1 is "without VAT" (YooKassa's vat_code list), paid in full for a service. */
  receiptVatCode: 1,
  /**
   * The addresses YooKassa sends notifications from
   * (https://yookassa.ru/developers/using-api/webhooks, "IP addresses").
   */
  notificationSenders: ["185.71.76.0/27", "185.71.77.0/27", "77.75.153.0/25", "77.75.156.11", "77.75.156.35", "77.75.154.128/25", "2a02:5180::/32"],
} as const;

export const EDUCATION = {
  lessonFromRub: 3_200,
  courseUpToRub: 70_000,
  promoDiscountPercent: 10,
  promoCode: "ZVUK10",
  passes: { express: 5, pro: 10, proXlMin: 15, proXlMax: 20 },
} as const;

export const LIMITS = {
  projects: 20,
  /**
   * Services per profile. The spec lists no cap (its Pro benefits say "unlimited") but counts services "out of 10"
   * (progressMaxProjectsAndServices); one account stored 2 794 and its profile page grew to 1 MB, so 10 it is.
   * Migration 0008's trigger repeats the number (specialist_service_limit).
   */
  services: 10,
  audioBytes: 20 * 1024 * 1024,
  videoBytes: 50 * 1024 * 1024,
  photoBytes: 5 * 1024 * 1024,
  progressMaxProjectsAndServices: 10,
  passwordMinLength: 6,
  similarJobs: 3,
  cardSpecializations: 2,
  jobListSkeletonRows: 5,
  review: { ratingMin: 1, ratingMax: 5, title: 100, content: 1000, projectType: 50, projectName: 100, reportReason: 500 },
  /** An operator's reason for a moderation decision (hide, PRO badge); the owner reads it in the cabinet. */
  moderationReason: 500,
  profile: {
    name: 50,
    surname: 50,
    email: 100,
    workExperience: 7,
    experience: 1000,
    location: 100,
    languages: 100,
    telegramLink: 100,
    website: 100,
    projectTitle: 100,
    projectDescription: 1000,
    projectLink: 200,
    serviceTitle: 100,
    serviceDescription: 150,
    servicePrice: 20,
  },
  /** The live counter turns orange at this share of the cap remaining, or less. */
  counterWarnShare: 0.1,
  /** Saved searches per user (issue 17); migration 0017's trigger repeats the number (saved_search_limit). */
  savedSearches: 20,
  savedSearch: { name: 100, query: 200 },
} as const;

/**
 * Uploaded files no profile, project or review names (a video uploaded for a project never added, a photo never
 * saved) are deleted once untouched this long: an upload or its attachment in the editor touches it. Swept every
 * interval, by one instance at a time, in batches (each its own short transaction).
 */
export const UPLOAD_SWEEP = { graceMs: 24 * 60 * 60_000, intervalSeconds: 60 * 60, batchSize: 100 } as const;

/**
 * Audio analysis of every uploaded recording (issue 28, docs/decisions/038): the states and failure codes of a row, and
 * the limits one job runs under (untrusted input).
 */
export const AUDIO_ANALYSIS = {
  statuses: ["pending", "done", "failed"],
  failures: ["UNREADABLE", "TOO_LONG", "TIMEOUT", "MISSING"],
  /** Waveform bins per file, whatever its length: a fixed-size SVG path on the page (docs/decisions/038). */
  peakBins: 1000,
  /** Bars the player draws (the stored bins merged in groups): ~2 CSS px each on a phone, the page's SVG ~2 kB. */
  playerBars: 160,
  /** Reference loudness targets the player compares a recording with (integrated LUFS). */
  loudnessTargets: { streaming: -14, podcasts: -16, broadcast: -23 },
  /** How far an arrow key on the player's waveform moves playback. */
  seekStepSeconds: 5,
  /** The editor reads the cabinet again this often while a recording it shows is analysed, for at most `editorPollForSeconds`. */
  editorPollSeconds: 3,
  editorPollForSeconds: 3 * 60,
  /** Longer recordings are refused (TOO_LONG): a demo is minutes, and decoding time grows with length. */
  maxDurationSeconds: 30 * 60,
  /** Wall-clock limit of one ffmpeg run; the process group is killed past it (TIMEOUT). */
  timeoutSeconds: 120,
  /** Address space of one ffmpeg process (prlimit --as). */
  memoryBytes: 1024 * 1024 * 1024,
  /** The streaming copy: AAC-LC in MP4, at this bitrate (docs/decisions/038 has the measured sizes). */
  streamBitrateKbps: 128,
  /** Lossy originals at or under this bitrate are streamed as they are. */
  streamSkipMaxKbps: 192,
  retryLimit: 3,
  retryDelaySeconds: 30,
} as const;
export type AudioAnalysisStatus = (typeof AUDIO_ANALYSIS.statuses)[number];
export type AudioAnalysisFailure = (typeof AUDIO_ANALYSIS.failures)[number];

/** Spec 3 "Current user as seen by the app": the name of a user without a display name (e-mail sign-ups). */
export const DEFAULT_USER_NAME = "Пользователь";
export const ACCOUNT_TYPES = ["Basic", "Pro"] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Spec 3 "Specialization slugs", in the spec's order; their labels are in the specialists dictionary. */
export const SPECIALIZATIONS = [
  "sound-designer",
  "vr-sound-designer",
  "foley-artist",
  "composer",
  "arranger",
  "producer",
  "game-composer",
  "ad-composer",
  "sound-engineer",
  "post-production-engineer",
  "mixing-engineer",
  "voice-actor",
  "podcast-engineer",
  "audio-technician",
] as const;
export type Specialization = (typeof SPECIALIZATIONS)[number];

/** Sign-in: sessions last a week; repeated attempts from one address are slowed down (HTTP 429). */
export const SESSION = {
  lifetimeSeconds: 7 * 24 * 60 * 60,
  passwordMaxLength: 128,
  passwordResetTokenSeconds: 60 * 60,
  signInWindowSeconds: 60,
  signInAttemptsPerWindow: 5,
  /** An admin's impersonation session ends after this long (issue 16), if not ended before. */
  impersonationSeconds: 60 * 60,
} as const;

/**
 * Mails about an account's address (issue 24, docs/decisions/032): the confirmation link (on sign-up, "send again", a
 * change of address) and the notice to an owner that someone tried to register with their address. Counted in
 * `account_mail`: at most `perDay` in 24 hours per account and per address, and one per `minGapSeconds` per address;
 * over it nothing is sent and the answer is the same. The link works for `linkSeconds`.
 */
export const ACCOUNT_MAIL = {
  kinds: ["verify-email", "existing-sign-up", "change-email"] as const,
  perDay: 5,
  minGapSeconds: 60,
  linkSeconds: 24 * 60 * 60,
} as const;
export type AccountMailKind = (typeof ACCOUNT_MAIL.kinds)[number];

/**
 * The mail queue (docs/decisions/034): every mail a decision sends is a job, retried with backoff for about a day; each
 * mail handed to the mail server is recorded in `sent_mail` for `sentRecordDays` (pg-boss keeps a job at most 14 days
 * in waiting states, so no retry outlives its record); the records are swept daily at `retentionCron` (Moscow time).
 */
export const MAIL = {
  retryLimit: 12,
  retryDelaySeconds: 30,
  retryDelayMaxSeconds: 3600,
  sendBatch: 10,
  sentRecordDays: 30,
  retentionCron: "30 4 * * *",
  retentionTimeZone: "Europe/Moscow",
} as const;

/** Jobs shown per "show more" step of the list. */
export const JOBS_PAGE_SIZE = 20;
/** Specialist cards per "show more" step of the directory. */
export const SPECIALISTS_PAGE_SIZE = 24;
/**
 * The rate guide (`/rates`, issue 27): a specialization shows its median and quartiles only from this many prices
 * (one per specialist), so no single specialist's price can be read off the page.
 */
export const RATE_GUIDE = { minPrices: 5 } as const;
/** A job page's structured data says it is valid this long after posting (Google for Jobs wants validThrough). */
export const JOB_VALID_DAYS = 60;

/** The import-run record (docs/decisions/022): runs kept per sheet, skipped rows kept per run, runs shown per sheet in the console. */
export const IMPORT_RUNS = { keptPerSheet: 500, skippedRowsKept: 200, shownPerSheet: 5 } as const;

/**
 * Where a job or post came from: the configured sheet, the repo's demo rows, the spec's built-in sample, or (jobs
 * only) the operator's console, whose jobs no import overwrites or closes (docs/decisions/022), or an employer's
 * submission an operator approved (docs/decisions/027), kept like a console job.
 */
export const CONTENT_SOURCES = ["sheet", "demo", "sample", "console", "submission"] as const;
export type ContentSource = (typeof CONTENT_SOURCES)[number];

/** Rows per page of each of the console's lists (docs/decisions/022, "The console's lists"). */
export const CONSOLE_PAGE_SIZES = { audit: 50, profiles: 20, reviews: 20, jobs: 50, submissions: 20, inquiries: 20, payments: 50, users: 50 } as const;
export type ConsoleList = keyof typeof CONSOLE_PAGE_SIZES;

export const TIMINGS = {
  headerScrollThresholdPx: 20,
  sheetRetries: 3,
  sheetRetryDelayMs: 1000,
  specialistsPreparingMs: 2000,
  copyConfirmationMs: 2000,
  paymentRedirectDelayMs: 2500,
  paymentProcessingPhaseMs: 4000,
  paymentCheckingPhaseEndMs: 9000,
  subscriptionPollIntervalMs: 1500,
  subscriptionPollDurationMs: 30_000,
  paymentSuccessCountdownMs: 30_000,
  paymentErrorRedirectMs: 10_000,
} as const;

export const ONLINE_COUNTER = { min: 10, max: 60, stepMin: 3, stepMax: 5, intervalMs: 30_000 } as const;

/** Anonymous page renders are reused for this long (in process) and CDNs may keep them as long. */
export const RENDER_CACHE = { ttlMs: 5_000, maxEntries: 500, maxBodyBytes: 512 * 1024 } as const;

/** How often a saved search sends its alerts (issue 17): within a minute of a job's publication, a daily or weekly digest, or never. */
export const SAVED_SEARCH_FREQUENCIES = ["instant", "daily", "weekly", "off"] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];
/** Where a saved search's alerts go. */
export const SAVED_SEARCH_CHANNELS = ["email", "telegram", "both"] as const;
export type SavedSearchChannel = (typeof SAVED_SEARCH_CHANNELS)[number];

/**
 * Telegram (issue 17, docs/decisions/026). A deep-link token lives 15 minutes and links once. A 429's retry_after is
 * waited out up to `maxRateLimitWaits` times per message (each wait at most `maxRetryAfterSeconds`; longer, the queue
 * retries later). The jobs channel is paced (Telegram allows a channel about 20 messages a minute) and never gets a job
 * posted more than `channelMaxJobAgeDays` days ago (a first import of an old sheet must not flood it). The long poll asks
 * Telegram to hold each getUpdates this long.
 */
export const TELEGRAM = {
  linkTokenTtlMs: 15 * 60_000,
  maxRateLimitWaits: 3,
  maxRetryAfterSeconds: 60,
  channelPostIntervalMs: 3_100,
  channelMaxJobAgeDays: 7,
  longPollSeconds: 25,
  apiTimeoutMs: 15_000,
} as const;

/**
 * The largest request body each kind of route reads (server/body-limit.ts): the biggest form (the profile's
 * personal info at its field limits, percent-encoded) is under 16 KB; uploads keep their own limits (LIMITS).
 * `jobSubmissionBytes`: the employer's job form (/post-job) at its field caps (JOB_SUBMISSION.fieldCaps), Cyrillic
 * percent-encoded (6 bytes a letter), is about 100 KB.
 */
export const BODY_LIMITS = {
  formBytes: 32 * 1024,
  authBytes: 16 * 1024,
  notificationBytes: 64 * 1024,
  jobSubmissionBytes: 128 * 1024,
  /** A profile-statistics beacon: a page of the directory's card ids at most (issue 27). */
  statsBeaconBytes: 4 * 1024,
} as const;

/**
 * Employers' job submissions (issue 17, docs/decisions/027): per client address and per contact e-mail, at most so many
 * submissions stored in the last `windowSeconds`; the caps of the free-text fields (title, company, location and type
 * keep the jobs' own 200).
 */
export const JOB_SUBMISSION = {
  windowSeconds: 60 * 60,
  perAddress: 5,
  perEmail: 3,
  fieldCaps: { description: 6000, list: 3000, link: 500, contactEmail: 254 },
  statuses: ["pending", "published", "declined"],
  /**
   * How long an employer's personal data stays (docs/decisions/027): the client address only serves the hourly limit
   * and abuse questions, the decided submission (contact e-mail, decline reason) the operator's questions about it.
   * A pending one stays until an operator decides it; a published job keeps its own copy of the job's fields.
   */
  retention: { clientAddressDays: 30, decidedDays: 365 },
  /** The daily sweep that applies it, in Moscow time (a quiet hour). */
  retentionSchedule: { cron: "30 4 * * *", timeZone: "Europe/Moscow" },
} as const;
export type JobSubmissionStatus = (typeof JOB_SUBMISSION.statuses)[number];

export const EXTERNAL_LINKS = {
  webinar: "https://tramplin-school.ru/webinar-vocal-mixing",
  postJobForm: "https://forms.yandex.ru/u/zvuk-rabota-vacancy",
  jobsChannel: "https://t.me/zvuk_rabota",
  manager: "https://t.me/zvuk_rabota_manager",
  survey: "https://forms.yandex.ru/u/zvuk-rabota-survey",
  trialLesson: "https://tramplin-school.ru/trial",
  filmSchool: "https://kinoshkola.example.ru",
  school: {
    site: "https://tramplin-school.ru",
    telegram: "https://t.me/tramplin_school",
    vk: "https://vk.com/tramplin_school",
    phone: "+7 (495) 000-00-00",
    email: "hello@tramplin-school.ru",
  },
  social: { vk: "https://vk.com/zvuk_rabota", youtube: "https://www.youtube.com/@zvuk_rabota", telegram: "https://t.me/zvuk_rabota" },
  ownerEmail: "hello@zvuk-rabota.ru",
} as const;

/** The school page's gallery (public/images/tramplin): file keys double as keys of the alt texts in the tramplin dictionary. */
export const SCHOOL_GALLERY = {
  basePath: "/images/tramplin",
  width: 800,
  height: 600,
  images: ["console", "waveform", "headphones", "speakers", "synth"],
} as const;

/** The six directions taught at the school, in the order the spec lists them; keys of the tramplin dictionary. */
export const SCHOOL_DIRECTIONS = ["musicCreation", "djing", "soundDesign", "mixing", "mastering", "labelDevelopment"] as const;

/**
 * Project inquiries (issue 27, docs/decisions/036): a client's request to a listed Pro through the profile page. Field
 * caps; how long an anonymous client's confirmation link lives; the limits per day — per client network address (kept
 * only as a keyed hash), per contact mailbox, per mailbox and specialist, and per specialist (what one Pro can receive);
 * a mailbox or address with `spamBlockCount` inquiries marked as spam in `spamWindowDays` is refused. Inquiries and their
 * contacts are deleted `retentionDays` after they were sent; unconfirmed ones when their link expires.
 */
export const INQUIRY = {
  statuses: ["unconfirmed", "new", "read", "answered", "archived", "spam"] as const,
  fields: { clientName: 100, clientContact: 100, workKind: 100, messageMin: 20, message: 3000, referenceLink: 300 },
  budgetMaxRub: 100_000_000,
  confirmHours: 48,
  perClientAddressPerDay: 10,
  perMailboxPerDay: 5,
  perMailboxPerSpecialistPerDay: 2,
  perSpecialistPerDay: 30,
  spamBlockCount: 2,
  spamWindowDays: 90,
  retentionDays: 365,
} as const;
export type InquiryStatus = (typeof INQUIRY.statuses)[number];

/**
 * Profile statistics (issue 27, docs/decisions/037): what is counted per profile per day, by metric. A visitor is counted
 * once a day per profile by a hash keyed with that day's random salt (deleted after `saltKeptDays`, so yesterday's
 * hashes cannot be recomputed); the day's visitor hashes are deleted after `visitorsKeptDays`. The chart shows `weeks`.
 */
export const PROFILE_STATS = {
  metrics: ["view", "appearance", "click_telegram", "click_email", "click_website"] as const,
  weeks: 12,
  saltKeptDays: 2,
  visitorsKeptDays: 2,
  dailyKeptDays: 400,
  /** Each server process gathers the beacons' counts and writes them this often (docs/decisions/037). */
  flushSeconds: 5,
  /** The daily retention round and the weekly mail (Monday morning), in Moscow time. */
  retentionSchedule: { cron: "20 4 * * *", timeZone: "Europe/Moscow" },
  weeklyMailSchedule: { cron: "0 9 * * 1", timeZone: "Europe/Moscow" },
  /** Where a profile stands: its views over this many weeks against listed profiles sharing a specialization, if at least `peersMin` do. */
  standingWeeks: 4,
  peersMin: 5,
  /** The mail's suggestion compares groups of listed profiles only when each has at least this many. */
  recommendationGroupMin: 5,
} as const;
export type ProfileStatMetric = (typeof PROFILE_STATS.metrics)[number];
