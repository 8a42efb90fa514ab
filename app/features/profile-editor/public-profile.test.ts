import { describe, expect, it } from "vitest";
import { hasPublicProfile, publicProfilePath } from "./public-profile";

describe("hasPublicProfile", () => {
  it("is true for account type Pro, whatever the access and the switch", () => {
    expect(hasPublicProfile({ accountType: "Pro", hasActivePro: false, showInSpecialists: false })).toBe(true);
  });

  it("follows the switch for active Pro access", () => {
    expect(hasPublicProfile({ accountType: "Basic", hasActivePro: true, showInSpecialists: true })).toBe(true);
    expect(hasPublicProfile({ accountType: "Basic", hasActivePro: true, showInSpecialists: false })).toBe(false);
  });

  it("is false without Pro", () => {
    expect(hasPublicProfile({ accountType: "Basic", hasActivePro: false, showInSpecialists: true })).toBe(false);
  });
});

describe("publicProfilePath", () => {
  it("is the directory's page of the user", () => {
    expect(publicProfilePath("u1")).toBe("/specialists/u1");
  });
});
