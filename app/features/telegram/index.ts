// The Telegram feature's public surface (browser and server).
export { escapeTelegramHtml, telegramLink } from "./telegram-html";
