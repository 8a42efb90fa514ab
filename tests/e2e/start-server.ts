import { rm } from "node:fs/promises";
import { E2E_GOOGLE_USER, startFakeOidcProvider } from "../fakes/oidc-provider.ts";
import { startFakeTelegramBotApi } from "../fakes/telegram-bot-api.ts";
import { E2E_TELEGRAM, e2eDataDir } from "./e2e-server.ts";

// Every end-to-end run starts on an empty embedded database of its own.
await rm(e2eDataDir, { recursive: true, force: true });
process.env.DATA_DIR = e2eDataDir;

// The profile editor's Pro accounts (tests/e2e/fixtures/editor-accounts.ts), written before the app opens the database.
await import("../../scripts/app-imports.ts");
const { seedE2eAccounts } = await import("./seed-e2e-accounts.ts");
await seedE2eAccounts(e2eDataDir);

// "Войти через Google" goes to a local OpenID Connect provider in this process, started before the app
// reads its configuration; it signs in E2E_GOOGLE_USER at once. The app's origin is the Playwright one.
const appOrigin = `http://127.0.0.1:${process.env.PORT ?? "3000"}`;
const google = { clientId: "zvuk-e2e-client", clientSecret: "zvuk-e2e-secret" };
const provider = await startFakeOidcProvider({ ...google, redirectUris: [`${appOrigin}/api/auth/callback/google`], user: E2E_GOOGLE_USER });
process.env.GOOGLE_CLIENT_ID = google.clientId;
process.env.GOOGLE_CLIENT_SECRET = google.clientSecret;
process.env.GOOGLE_DISCOVERY_URL = provider.discoveryUrl;

// The Telegram bot talks to a fake Bot API in this process (long polling it, as there is no PUBLIC_URL); specs play
// the bot's updates through the webhook route with its secret (tests/e2e/telegram.spec.ts).
const telegram = await startFakeTelegramBotApi({ botUsername: E2E_TELEGRAM.botUsername });
process.env.TELEGRAM_BOT_TOKEN = telegram.token;
process.env.TELEGRAM_API_URL = telegram.apiUrl;
process.env.TELEGRAM_WEBHOOK_SECRET = E2E_TELEGRAM.webhookSecret;

await import("../../server/start.ts");
