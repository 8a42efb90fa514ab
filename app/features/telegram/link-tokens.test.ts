import { describe, expect, it } from "vitest";
import { deepLink, LINK_TOKEN_PATTERN } from "./link-tokens";
import { deriveWebhookSecret } from "./telegram-bot.server";
import { hashLinkToken } from "./linking.server";

describe("link tokens", () => {
  it("are stored as their SHA-256, never as themselves", () => {
    const token = "abcdefghijklmnopqrstuvwxyz012345";
    expect(LINK_TOKEN_PATTERN.test(token)).toBe(true);
    expect(hashLinkToken(token)).toBe("653bb1245e828fcda4fa53fcd5a3def5bd7654e651f54b4132b73d74e64435c4");
    expect(hashLinkToken(token)).not.toBe(hashLinkToken(`${token.slice(0, -1)}6`));
  });

  it("open the bot's chat through its deep link", () => {
    expect(deepLink("zvuk_rabota_bot", "abc_DEF-123")).toBe("https://t.me/zvuk_rabota_bot?start=abc_DEF-123");
  });
});

describe("the webhook secret derived from AUTH_SECRET", () => {
  it("is the same for the same AUTH_SECRET, differs for another, and is a secret Telegram accepts", () => {
    const secret = deriveWebhookSecret("a".repeat(32));
    expect(secret).toBe(deriveWebhookSecret("a".repeat(32)));
    expect(secret).not.toBe(deriveWebhookSecret("b".repeat(32)));
    expect(secret).toMatch(/^[A-Za-z0-9_-]{1,256}$/);
  });
});
