import type { TelegramDictionary } from "../ru/telegram";

export const telegram: TelegramDictionary = {
  panel: {
    title: "Telegram",
    description: "Link Telegram to get alerts about new jobs matching your saved searches in a chat with our bot.",
    connect: "Link Telegram",
    connecting: "Preparing the link…",
    openBot: "Open the bot in Telegram",
    linkHint: "Open the link and press “Start” in the chat with the bot. The link works once, within 15 minutes.",
    afterLinking: "Done? Refresh the page.",
    refresh: "Refresh",
    linked: "Telegram linked: {username}",
    linkedNoUsername: "Telegram linked",
    disconnect: "Unlink",
    disconnecting: "Unlinking…",
    disconnected: "Telegram unlinked",
    errors: {
      AUTH_REQUIRED: "Sign in to link Telegram",
      FORBIDDEN_ORIGIN: "Something went wrong. Refresh the page and try again",
      INVALID_REQUEST: "Something went wrong. Refresh the page and try again",
      UNAVAILABLE: "Telegram is unavailable right now. Try again later",
      FAILED: "Something went wrong. Try again",
    },
  },
  bot: {
    linked: "Telegram linked: {account}. Alerts about new jobs matching your saved searches will come here. To unlink, send /stop.",
    invalidToken:
      "This link is no longer valid: it has expired or was already used. Open “My alerts” in your account ({site}) and press “Link Telegram” again.",
    howToLink: "This is the Zvuk.Rabota bot. To get alerts about new jobs, open “My alerts” in your account ({site}) and press “Link Telegram”.",
    stopped: "Telegram unlinked: no more alerts will come here. You can link it again in your account ({site}).",
    notLinked: "This chat is not linked to a Zvuk.Rabota account. You can link it in your account ({site}).",
  },
  channel: {
    english: "ENG",
    details: "Details and how to apply",
  },
};
