import path from "node:path";
import { isPlainEmailAddress } from "./email-address.ts";
import { z } from "./zod.ts";
import { deploymentIssues, deploymentOf, type Deployment } from "./deployment-mode.ts";
import { siteOriginOf } from "./site-origin.ts";
import { isAddressOrRange } from "./address-range.ts";
import { parseTrustProxy } from "./trust-proxy.ts";
import { PROFILE_STATS } from "./constants.ts";

const REQUIRED_PAIRS = [
  ["S3_ENDPOINT", "S3_BUCKET"],
  ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"],
  ["YOOKASSA_SHOP_ID", "YOOKASSA_SECRET_KEY"],
] as const;

const SENDERS_EXPECTED = "on, off or a comma-separated list of addresses and CIDR ranges";

// All configuration is read once and validated; a bad value stops start-up naming the variable.
const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    // The release step only (`npm run db:migrate`): the tables' owner, which migrates and then grants DATABASE_URL's role what the app needs (docs/decisions/033).
    MIGRATION_DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    // The passwords of those two URLs, given apart (any characters, e.g. base64): each replaces its URL's password, encoded as a URL needs.
    DATABASE_PASSWORD: z.string().min(1).optional(),
    MIGRATION_DATABASE_PASSWORD: z.string().min(1).optional(),
    // How long start-up keeps retrying a PostgreSQL server (DATABASE_URL) that does not answer before it gives up.
    DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().min(0).default(60),
    // Connections each server process may hold on PostgreSQL: instances × WEB_CONCURRENCY × this must stay under the server's max_connections.
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
    // Whether start-up applies pending migrations (PostgreSQL): "off" when `npm run db:migrate` is the release step. The embedded database always migrates.
    MIGRATE_ON_START: z.enum(["on", "off"]).default("on"),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    RENDER_CACHE: z.enum(["on", "off"]).default("on"),
    // The proxies in front of the server whose X-Forwarded-For entries count (trust-proxy.ts).
    TRUST_PROXY: z
      .string()
      .default("off")
      .transform((setting, context) => {
        const parsed = parseTrustProxy(setting);
        if ("value" in parsed) return parsed.value;
        context.addIssue({ code: "custom", message: parsed.error });
        return z.NEVER;
      }),
    // Jobs and blog come from Google Sheets when a key and a sheet id are set, else from demo rows.
    SHEETS_API_KEY: z.string().min(1).optional(),
    JOBS_SHEET_ID: z.string().min(1).optional(),
    BLOG_SHEET_ID: z.string().min(1).optional(),
    SHEETS_BASE_URL: z.url({ protocol: /^https?$/ }).default("https://sheets.googleapis.com"),
    SHEETS_REFRESH_SECONDS: z.coerce.number().int().positive().default(300),
    // Demo jobs, posts, specialists and reviews (demo/): by default only on a local try-out (no PUBLIC_URL, no DATABASE_URL).
    DEMO_CONTENT: z.enum(["on", "off"]).optional(),
    // Replaced by DEMO_CONTENT: kept in the schema only to name the replacement when it is still set.
    DEMO_SPECIALISTS: z.string().optional(),
    // Accounts: a secret is generated into DATA_DIR when none is given; Google sign-in shows only when configured.
    AUTH_SECRET: z.string().min(32).optional(),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_DISCOVERY_URL: z.url().default("https://accounts.google.com/.well-known/openid-configuration"),
    // The operator's console: accounts with these e-mails (comma-separated) become admins when they sign up or sign in.
    ADMIN_EMAILS: z
      .string()
      .default("")
      .transform((setting, context) => {
        const emails = setting
          .split(",")
          .map((entry) => entry.trim().toLowerCase())
          .filter(Boolean);
        for (const email of emails) if (!isPlainEmailAddress(email)) context.addIssue({ code: "custom", message: `"${email}" is not an e-mail address` });
        return emails;
      }),
    // The site's mail (confirmation links, password resets, alerts, notices): an SMTP server, else DATA_DIR/outbox and the log.
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().min(3).default("Звук.Работа <no-reply@zvuk-rabota.ru>"),
    // Uploads: an S3-compatible bucket when an endpoint and a bucket are set, else files under DATA_DIR/uploads.
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    S3_FORCE_PATH_STYLE: z.enum(["on", "off"]).default("on"),
    // Payments: YooKassa when a shop id and a secret key are set, else the sandbox checkout served by the app.
    YOOKASSA_SHOP_ID: z.string().min(1).optional(),
    YOOKASSA_SECRET_KEY: z.string().min(1).optional(),
    YOOKASSA_BASE_URL: z.url({ protocol: /^https?$/ }).default("https://api.yookassa.ru"),
    YOOKASSA_RECEIPTS: z.enum(["on", "off"]).default("off"),
    // "on": YooKassa's published addresses; "off": any sender; or a comma-separated list of addresses and CIDR ranges.
    YOOKASSA_ALLOWED_IPS: z
      .string()
      .superRefine((setting, context) => {
        if (setting === "on" || setting === "off") return;
        const entries = setting
          .split(",")
          .map((entry) => entry.trim())
          .filter(Boolean);
        if (entries.length === 0) context.addIssue({ code: "custom", message: SENDERS_EXPECTED });
        for (const entry of entries)
          if (!isAddressOrRange(entry)) context.addIssue({ code: "custom", message: `"${entry}" is not an IP address or CIDR range (${SENDERS_EXPECTED})` });
      })
      .optional(),
    // The test checkout instead of YooKassa: the default without YooKassa keys on a try-out; in production mode only when asked for.
    PAYMENTS_SANDBOX: z.enum(["on", "off"]).optional(),
    PAYMENT_RECONCILE_SECONDS: z.coerce.number().int().positive().default(60),
    STATS_FLUSH_SECONDS: z.coerce.number().int().min(0).max(300).default(PROFILE_STATS.flushSeconds),
    // How long a request that arrives while the services start waits for them before "the site is starting" (server/probes.ts).
    START_HOLD_SECONDS: z.coerce.number().int().min(0).max(600).default(15),
    // Telegram (issue 17, docs/decisions/026): without a bot token nothing Telegram is on (no linking, alerts, channel).
    TELEGRAM_BOT_TOKEN: z
      .string()
      .regex(/^\d+:[A-Za-z0-9_-]{20,}$/, "a bot token from @BotFather looks like 123456789:AA…")
      .optional(),
    // The public channel new jobs are posted to: @username or its numeric id (-100…); needs TELEGRAM_BOT_TOKEN.
    TELEGRAM_JOBS_CHANNEL: z
      .string()
      .regex(/^(@[A-Za-z][A-Za-z0-9_]{3,31}|-100\d{5,})$/, "a channel's @username or its id -100…")
      .optional(),
    TELEGRAM_API_URL: z.url({ protocol: /^https?$/ }).default("https://api.telegram.org"),
    // The bot's username for deep links; asked from Telegram (getMe) at start when not set.
    TELEGRAM_BOT_USERNAME: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/, "the bot's username without @")
      .optional(),
    // The secret Telegram sends with each webhook update (1–256 of A–Z a–z 0–9 _ -); derived from AUTH_SECRET when not set.
    TELEGRAM_WEBHOOK_SECRET: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,256}$/, "16 to 256 characters of A-Z, a-z, 0-9, _ and -")
      .optional(),
    // The bearer token a Prometheus scraper sends for /metrics; without it /metrics is not served.
    METRICS_TOKEN: z.string().min(16).optional(),
    // After SIGTERM (new connections refused at once), how long idle keep-alive connections are left for the proxy to close: above its upstream keepalive_timeout (server/shutdown.ts).
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(0),
    // Server processes on this machine, sharing the port (PostgreSQL only): up to one per core the app may use.
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(1),
  })
  .transform(({ DATABASE_PASSWORD, MIGRATION_DATABASE_PASSWORD, ...env }, context) => {
    if (DATABASE_PASSWORD !== undefined && env.DATABASE_URL === undefined)
      context.addIssue({ code: "custom", path: ["DATABASE_URL"], message: "required with DATABASE_PASSWORD" });
    if (MIGRATION_DATABASE_PASSWORD !== undefined && env.MIGRATION_DATABASE_URL === undefined)
      context.addIssue({ code: "custom", path: ["MIGRATION_DATABASE_URL"], message: "required with MIGRATION_DATABASE_PASSWORD" });
    return {
      ...env,
      DATABASE_URL: withPassword(env.DATABASE_URL, DATABASE_PASSWORD),
      MIGRATION_DATABASE_URL: withPassword(env.MIGRATION_DATABASE_URL, MIGRATION_DATABASE_PASSWORD),
    };
  })
  .superRefine((env, context) => {
    if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL) {
      context.addIssue({
        code: "custom",
        path: ["WEB_CONCURRENCY"],
        message: "more than one process needs DATABASE_URL: the embedded database belongs to one process",
      });
    }
    if (env.MIGRATION_DATABASE_URL !== undefined) {
      const problem = migrationRoleProblem(env.MIGRATION_DATABASE_URL, env.DATABASE_URL);
      if (problem) context.addIssue({ code: "custom", path: ["MIGRATION_DATABASE_URL"], message: problem });
    }
    // Half a pair would silently fall back (to local disk, the SDK's own credentials, the sandbox): name the missing half.
    for (const [first, second] of REQUIRED_PAIRS) {
      if (env[first] === undefined && env[second] !== undefined) context.addIssue({ code: "custom", path: [first], message: `required with ${second}` });
      if (env[second] === undefined && env[first] !== undefined) context.addIssue({ code: "custom", path: [second], message: `required with ${first}` });
    }
    if (env.TELEGRAM_JOBS_CHANNEL !== undefined && env.TELEGRAM_BOT_TOKEN === undefined)
      context.addIssue({ code: "custom", path: ["TELEGRAM_BOT_TOKEN"], message: "required with TELEGRAM_JOBS_CHANNEL" });
    for (const issue of deploymentIssues(env)) context.addIssue({ code: "custom", path: [issue.path], message: issue.message });
  });

/**
 * A connection string with `password` in it, percent-encoded (a base64 password's `/`, `+` and `=`, or an `@`, would
 * otherwise break the URL or be read as something else); the URL unchanged without one.
 */
function withPassword(url: string | undefined, password: string | undefined): string | undefined {
  if (url === undefined || password === undefined) return url;
  const withIt = new URL(url);
  withIt.password = encodeURIComponent(password);
  return withIt.toString();
}

/** The role a PostgreSQL connection string logs in as (its user), or undefined when it names none. */
export function databaseRoleOf(url: string): string | undefined {
  const user = decodeURIComponent(new URL(url).username);
  return user === "" ? undefined : user;
}

/** Why the release step's owner URL cannot go with the app's DATABASE_URL, if it cannot. */
function migrationRoleProblem(migrationUrl: string, appUrl: string | undefined): string | undefined {
  if (appUrl === undefined) return "needs DATABASE_URL, the app's role, which the release step grants what the app needs";
  const appRole = databaseRoleOf(appUrl);
  if (appRole === undefined) return "needs DATABASE_URL to name the app's role (postgres://role:password@host/database)";
  const owner = databaseRoleOf(migrationUrl);
  if (owner === undefined) return "must name the tables' owner (postgres://owner:password@host/database)";
  if (owner === appRole) return `logs in as ${owner}, like DATABASE_URL: the tables' owner must be another role than the app's`;
  return undefined;
}

/** `origin`: the site's own origin (site-origin.ts), never a request's Host. */
export type Env = z.infer<typeof envSchema> & Deployment & { dataDir: string; origin: string };

export class ConfigError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  return { ...result.data, ...deploymentOf(result.data), dataDir: path.resolve(result.data.DATA_DIR), origin: siteOriginOf(result.data) };
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
