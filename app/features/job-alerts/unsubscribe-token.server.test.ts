import { describe, expect, it } from "vitest";
import { claimedSavedSearchId, unsubscribeKey, unsubscribeToken, verifyUnsubscribeToken } from "./unsubscribe-token.server";

const key = unsubscribeKey("the-site-secret-the-site-secret-1234");
const mine = { savedSearchId: "0b6f6c1e-5a59-4f43-9d2a-7f0e5a1c2b3d", userId: "user-a" };
const theirs = { savedSearchId: "5d1e7a2c-0f3b-4c6d-8e9f-a1b2c3d4e5f6", userId: "user-b" };

describe("unsubscribe tokens", () => {
  it("verify for the search and user they were made for", () => {
    const token = unsubscribeToken(key, mine);
    expect(token).toMatch(/^0b6f6c1e-5a59-4f43-9d2a-7f0e5a1c2b3d\.[A-Za-z0-9_-]{43}$/);
    expect(claimedSavedSearchId(token)).toBe(mine.savedSearchId);
    expect(verifyUnsubscribeToken(key, token, mine)).toBe(true);
  });

  it("refuse a tampered token: any changed character, a cut or lengthened MAC, another id", () => {
    const token = unsubscribeToken(key, mine);
    for (let index = 0; index < token.length; index += 1) {
      const character = token[index] === "A" ? "B" : "A";
      const tampered = `${token.slice(0, index)}${character}${token.slice(index + 1)}`;
      expect(verifyUnsubscribeToken(key, tampered, mine), tampered).toBe(false);
    }
    expect(verifyUnsubscribeToken(key, token.slice(0, -1), mine)).toBe(false);
    expect(verifyUnsubscribeToken(key, `${token}A`, mine)).toBe(false);
    expect(verifyUnsubscribeToken(key, "", mine)).toBe(false);
    expect(claimedSavedSearchId("no dot here")).toBeNull();
  });

  it("cannot be made for another user's search without the secret", () => {
    const mac = unsubscribeToken(key, mine).split(".")[1];
    // My MAC on their search id, a token for their search id with me as the owner, one made with another secret.
    expect(verifyUnsubscribeToken(key, `${theirs.savedSearchId}.${mac}`, theirs)).toBe(false);
    expect(verifyUnsubscribeToken(key, unsubscribeToken(key, { savedSearchId: theirs.savedSearchId, userId: mine.userId }), theirs)).toBe(false);
    expect(verifyUnsubscribeToken(key, unsubscribeToken(unsubscribeKey("another-secret-another-secret-12345"), theirs), theirs)).toBe(false);
    // The token names its search: it never verifies against another.
    expect(verifyUnsubscribeToken(key, unsubscribeToken(key, mine), theirs)).toBe(false);
  });
});
