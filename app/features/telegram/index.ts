// The Telegram feature's public surface (browser and server).
export { TelegramLinkPanel } from "./telegram-link-panel";
export type { TelegramLinkActionData, TelegramLinkError } from "./link-tokens";
