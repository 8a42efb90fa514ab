// The Telegram feature's server-only public surface (docs/decisions/026).
export { sendTelegramToUser, type TelegramDelivery } from "./send-to-user.server";
export { configureTelegramBot, getTelegramBot, resetTelegramBot, type TelegramBot, type TelegramSettings } from "./telegram-bot.server";
export { escapeTelegramHtml, telegramLink } from "./telegram-html";
