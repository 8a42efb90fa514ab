import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, databaseRoleOf, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("defaults to the embedded setup on port 3000 with ./data", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.dataDir).toBe(path.resolve("./data"));
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("treats empty variables as unset", () => {
    expect(parseEnv({ PORT: "", DATABASE_URL: "" }).PORT).toBe(3000);
  });

  it("reads ADMIN_EMAILS as plain addresses in lower case, and refuses a spelling with a display name, comment or quotes", () => {
    expect(parseEnv({ ADMIN_EMAILS: " Boss@Example.com ,second@example.com," }).ADMIN_EMAILS).toEqual(["boss@example.com", "second@example.com"]);
    for (const spelling of ['"boss"@example.com', "Boss <boss@example.com>", "boss(c)@example.com"]) {
      expect(() => parseEnv({ ADMIN_EMAILS: spelling }), spelling).toThrow(ConfigError);
    }
  });

  it("stops on a bad value, naming the variable", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
  });

  it("takes Telegram's settings, naming a bad one; the jobs channel needs the bot token", () => {
    const token = "123456789:AAE_abcdefghijklmnopqrstuvwxyz-0123";
    expect(parseEnv({}).TELEGRAM_API_URL).toBe("https://api.telegram.org");
    expect(parseEnv({ TELEGRAM_BOT_TOKEN: token, TELEGRAM_JOBS_CHANNEL: "@zvuk_rabota" })).toMatchObject({ TELEGRAM_JOBS_CHANNEL: "@zvuk_rabota" });
    expect(parseEnv({ TELEGRAM_BOT_TOKEN: token, TELEGRAM_JOBS_CHANNEL: "-1001234567890" }).TELEGRAM_JOBS_CHANNEL).toBe("-1001234567890");
    expect(() => parseEnv({ TELEGRAM_BOT_TOKEN: "not-a-token" })).toThrow(/TELEGRAM_BOT_TOKEN: a bot token from @BotFather/);
    expect(() => parseEnv({ TELEGRAM_BOT_TOKEN: token, TELEGRAM_JOBS_CHANNEL: "zvuk_rabota" })).toThrow(
      /TELEGRAM_JOBS_CHANNEL: a channel's @username or its id -100/,
    );
    expect(() => parseEnv({ TELEGRAM_JOBS_CHANNEL: "@zvuk_rabota" })).toThrow(/TELEGRAM_BOT_TOKEN: required with TELEGRAM_JOBS_CHANNEL/);
    expect(() => parseEnv({ TELEGRAM_API_URL: "ftp://x" })).toThrow(/TELEGRAM_API_URL/);
    expect(() => parseEnv({ TELEGRAM_WEBHOOK_SECRET: "short" })).toThrow(/TELEGRAM_WEBHOOK_SECRET: 16 to 256 characters/);
    expect(() => parseEnv({ TELEGRAM_BOT_USERNAME: "@bot" })).toThrow(/TELEGRAM_BOT_USERNAME/);
  });

  it("takes S3 storage only as a whole: endpoint with bucket, key id with secret", () => {
    const env = parseEnv({ S3_ENDPOINT: "http://127.0.0.1:9000", S3_BUCKET: "uploads" });
    expect(env).toMatchObject({ S3_BUCKET: "uploads", S3_REGION: "us-east-1", S3_FORCE_PATH_STYLE: "on" });
    expect(parseEnv({}).S3_ENDPOINT).toBeUndefined();
    expect(() => parseEnv({ S3_ENDPOINT: "http://127.0.0.1:9000" })).toThrow(/S3_BUCKET: required with S3_ENDPOINT/);
    expect(() => parseEnv({ S3_BUCKET: "uploads" })).toThrow(/S3_ENDPOINT: required with S3_BUCKET/);
    expect(() => parseEnv({ S3_ENDPOINT: "http://s3", S3_BUCKET: "b", S3_ACCESS_KEY_ID: "id" })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => parseEnv({ S3_ENDPOINT: "ftp://s3", S3_BUCKET: "b" })).toThrow(/S3_ENDPOINT/);
    expect(() => parseEnv({ S3_FORCE_PATH_STYLE: "yes" })).toThrow(/S3_FORCE_PATH_STYLE/);
  });

  it("takes YOOKASSA_ALLOWED_IPS as on, off or addresses and CIDR ranges, and names a bad entry", () => {
    for (const setting of ["on", "off", "185.71.76.0/27", " 77.75.156.11 , 2a02:5180::/32,::1,", "10.0.0.0/0,0.0.0.0/32,::/128"]) {
      expect(parseEnv({ YOOKASSA_ALLOWED_IPS: setting }).YOOKASSA_ALLOWED_IPS).toBe(setting);
    }
    for (const bad of ["300.1.1.1", "10.0.0.0/33", "1.2.3", "2a02:5180::/129", "10.0.0.0/", "10.0.0.0/8/8", "10.0.0.0/x", "010.0.0.1", "example.com", "yes"]) {
      expect(() => parseEnv({ YOOKASSA_ALLOWED_IPS: `185.71.76.0/27, ${bad}` })).toThrow(ConfigError);
      expect(() => parseEnv({ YOOKASSA_ALLOWED_IPS: `185.71.76.0/27, ${bad}` })).toThrow(`YOOKASSA_ALLOWED_IPS: "${bad}" is not an IP address or CIDR range`);
    }
    expect(() => parseEnv({ YOOKASSA_ALLOWED_IPS: " , " })).toThrow(/YOOKASSA_ALLOWED_IPS: on, off or a comma-separated list/);
  });
});

describe("WEB_CONCURRENCY", () => {
  it("is one process unless set, and more only on PostgreSQL: the embedded database belongs to one process", () => {
    expect(parseEnv({}).WEB_CONCURRENCY).toBe(1);
    expect(parseEnv({ DATABASE_URL: "postgres://app@db.internal/zvuk", WEB_CONCURRENCY: "4" }).WEB_CONCURRENCY).toBe(4);
    expect(() => parseEnv({ WEB_CONCURRENCY: "2" })).toThrow(/WEB_CONCURRENCY: more than one process needs DATABASE_URL/);
    expect(() => parseEnv({ WEB_CONCURRENCY: "0", DATABASE_URL: "postgres://app@db.internal/zvuk" })).toThrow(/WEB_CONCURRENCY/);
  });
});

describe("MIGRATION_DATABASE_URL", () => {
  const app = "postgres://zvuk_app:secret@db.internal/zvuk";
  const owner = "postgres://zvuk:secret@db.internal/zvuk";

  it("goes with a DATABASE_URL that logs in as another role, the app's, which the release step grants to", () => {
    expect(parseEnv({ DATABASE_URL: app, MIGRATION_DATABASE_URL: owner })).toMatchObject({ DATABASE_URL: app, MIGRATION_DATABASE_URL: owner });
    expect(databaseRoleOf(app)).toBe("zvuk_app");
    expect(databaseRoleOf("postgres://zvuk%2Dapp@db.internal/zvuk")).toBe("zvuk-app");
    expect(databaseRoleOf("postgres://db.internal/zvuk")).toBeUndefined();
  });

  it("is refused, naming it, without DATABASE_URL, with the same role as DATABASE_URL, or where either names no role", () => {
    expect(() => parseEnv({ MIGRATION_DATABASE_URL: owner })).toThrow(/MIGRATION_DATABASE_URL: needs DATABASE_URL, the app's role/);
    expect(() => parseEnv({ DATABASE_URL: owner, MIGRATION_DATABASE_URL: owner.replace("secret", "other") })).toThrow(
      "MIGRATION_DATABASE_URL: logs in as zvuk, like DATABASE_URL: the tables' owner must be another role than the app's",
    );
    expect(() => parseEnv({ DATABASE_URL: "postgres://db.internal/zvuk", MIGRATION_DATABASE_URL: owner })).toThrow(
      /MIGRATION_DATABASE_URL: needs DATABASE_URL to name the app's role/,
    );
    expect(() => parseEnv({ DATABASE_URL: app, MIGRATION_DATABASE_URL: "postgres://db.internal/zvuk" })).toThrow(
      /MIGRATION_DATABASE_URL: must name the tables' owner/,
    );
    expect(() => parseEnv({ DATABASE_URL: app, MIGRATION_DATABASE_URL: "mysql://zvuk@db.internal/zvuk" })).toThrow(/MIGRATION_DATABASE_URL/);
  });
});

describe("DATABASE_PASSWORD and MIGRATION_DATABASE_PASSWORD", () => {
  const base64 = "q/Zk+9@a:%2F=";

  it("put a password of any characters into its URL as node-postgres reads it back", async () => {
    const { parse } = await import("pg-connection-string");
    const env = parseEnv({
      DATABASE_URL: "postgres://zvuk_app@db.internal:5432/zvuk",
      DATABASE_PASSWORD: base64,
      MIGRATION_DATABASE_URL: "postgres://zvuk:old@db.internal:5432/zvuk",
      MIGRATION_DATABASE_PASSWORD: `${base64}owner`,
    });
    expect(parse(env.DATABASE_URL ?? "")).toMatchObject({ user: "zvuk_app", password: base64, host: "db.internal", port: "5432", database: "zvuk" });
    expect(parse(env.MIGRATION_DATABASE_URL ?? "")).toMatchObject({ user: "zvuk", password: `${base64}owner`, database: "zvuk" });
    expect(env).not.toHaveProperty("DATABASE_PASSWORD");
  });

  it("is refused, naming the URL it needs, without that URL", () => {
    expect(() => parseEnv({ DATABASE_PASSWORD: "x" })).toThrow("DATABASE_URL: required with DATABASE_PASSWORD");
    expect(() => parseEnv({ DATABASE_URL: "postgres://zvuk_app@db/zvuk", MIGRATION_DATABASE_PASSWORD: "x" })).toThrow(
      "MIGRATION_DATABASE_URL: required with MIGRATION_DATABASE_PASSWORD",
    );
  });
});

describe("production mode", () => {
  const secret = "s".repeat(32);
  const yooKassa = { YOOKASSA_SHOP_ID: "123456", YOOKASSA_SECRET_KEY: "live_key" };

  it("is the local try-out without PUBLIC_URL: sandbox payments and demo content, a generated secret", () => {
    expect(parseEnv({})).toMatchObject({ mode: "try-out", isPaymentsSandbox: true, hasDemoContent: true });
    expect(parseEnv({}).reasons).toEqual(["PUBLIC_URL is not set", "payments: sandbox checkout (no YooKassa keys)", "demo content: on (local try-out)"]);
  });

  it("keeps demo content off by default on a PostgreSQL server, and on when asked for", () => {
    expect(parseEnv({ DATABASE_URL: "postgres://app@db.internal/zvuk" }).hasDemoContent).toBe(false);
    expect(parseEnv({ DATABASE_URL: "postgres://app@db.internal/zvuk", DEMO_CONTENT: "on" }).hasDemoContent).toBe(true);
    expect(parseEnv({ DEMO_CONTENT: "off" }).hasDemoContent).toBe(false);
  });

  it("is declared by PUBLIC_URL and refuses to start without AUTH_SECRET, naming it", () => {
    expect(() => parseEnv({ PUBLIC_URL: "https://zvuk.example", ...yooKassa })).toThrow(/AUTH_SECRET: required in production mode \(PUBLIC_URL is set\)/);
    expect(parseEnv({ PUBLIC_URL: "https://zvuk.example", AUTH_SECRET: secret, ...yooKassa })).toMatchObject({
      mode: "production",
      isPaymentsSandbox: false,
      hasDemoContent: false,
      reasons: ["PUBLIC_URL is set", "payments: YooKassa", "demo content: off (production mode)"],
    });
  });

  it("refuses the sandbox checkout in production mode unless PAYMENTS_SANDBOX=on", () => {
    expect(() => parseEnv({ PUBLIC_URL: "https://zvuk.example", AUTH_SECRET: secret })).toThrow(
      /YOOKASSA_SHOP_ID: required in production mode \(PUBLIC_URL is set\), with YOOKASSA_SECRET_KEY; PAYMENTS_SANDBOX=on runs the test checkout instead/,
    );
    expect(parseEnv({ PUBLIC_URL: "https://staging.zvuk.example", AUTH_SECRET: secret, PAYMENTS_SANDBOX: "on" })).toMatchObject({
      mode: "production",
      isPaymentsSandbox: true,
    });
    expect(() => parseEnv({ PAYMENTS_SANDBOX: "off" })).toThrow(/YOOKASSA_SHOP_ID: required with PAYMENTS_SANDBOX=off/);
    expect(() => parseEnv({ PAYMENTS_SANDBOX: "on", ...yooKassa })).toThrow(/PAYMENTS_SANDBOX: on conflicts with YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY/);
  });

  it("takes demo content in production mode only when asked for by name", () => {
    const production = { PUBLIC_URL: "https://zvuk.example", AUTH_SECRET: secret, ...yooKassa };
    expect(parseEnv(production).hasDemoContent).toBe(false);
    expect(parseEnv({ ...production, DEMO_CONTENT: "on" })).toMatchObject({
      hasDemoContent: true,
      reasons: expect.arrayContaining(["demo content: on (DEMO_CONTENT=on)"]) as unknown,
    });
  });

  it("names DEMO_CONTENT when the replaced DEMO_SPECIALISTS is still set", () => {
    expect(() => parseEnv({ DEMO_SPECIALISTS: "off" })).toThrow(/DEMO_SPECIALISTS: replaced by DEMO_CONTENT/);
  });
});
