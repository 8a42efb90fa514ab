// The Telegram feature's server-only public surface (docs/decisions/026).
export { sendTelegramToUser, type TelegramDelivery } from "./send-to-user.server";
export { configureTelegramBot, getTelegramBot, resetTelegramBot, type TelegramBot, type TelegramSettings } from "./telegram-bot.server";
export { getTelegramLinkState } from "./linking.server";
export { startTelegramLinking, stopTelegramLinking } from "./cabinet.server";
export { telegramLinkFormSchema } from "./link-form.schema";
export { handleWebhookUpdate, isTelegramSecret } from "./webhook.server";
export { startTelegram, stopTelegram } from "./telegram-services.server";
export { TELEGRAM_CHANNEL_QUEUE } from "./jobs-channel.server";
export { isTelegramOn } from "./linking.server";
