import { describe, expect, it } from "vitest";
import { hashVisitor, newSalt } from "./visitor-hash.server";

describe("visitor hashes", () => {
  const ip = "203.0.113.7";
  const browser = "Mozilla/5.0 (X11; Linux x86_64) Chrome/142.0";

  it("are the same for the same visitor, salt and profile: a second view that day is recognised", () => {
    const salt = newSalt();
    expect(hashVisitor(salt, ip, browser, "profile-a")).toBe(hashVisitor(salt, ip, browser, "profile-a"));
  });

  it("change with the day's salt, the profile, the address and the browser", () => {
    const salt = newSalt();
    const hash = hashVisitor(salt, ip, browser, "profile-a");
    expect(hashVisitor(newSalt(), ip, browser, "profile-a")).not.toBe(hash);
    expect(hashVisitor(salt, ip, browser, "profile-b")).not.toBe(hash);
    expect(hashVisitor(salt, "203.0.113.8", browser, "profile-a")).not.toBe(hash);
    expect(hashVisitor(salt, ip, `${browser} Edge`, "profile-a")).not.toBe(hash);
  });

  it("hold neither the address nor the browser", () => {
    const hash = hashVisitor(newSalt(), ip, browser, "profile-a");
    expect(hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).not.toContain("203");
    expect(hash).not.toContain("Mozilla");
  });

  it("salts are random", () => {
    expect(newSalt()).not.toBe(newSalt());
    expect(newSalt()).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
