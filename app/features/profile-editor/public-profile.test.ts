import { describe, expect, it } from "vitest";
import { hasPublicProfile, listingGaps, paysForListing, publicProfilePath } from "./public-profile";

const complete = { name: "Анна", specializations: ["Звукорежиссёр"] };

describe("paysForListing", () => {
  it("is true for account type Pro, whatever the access and the switch", () => {
    expect(paysForListing({ accountType: "Pro", hasActivePro: false, showInSpecialists: false })).toBe(true);
  });

  it("follows the switch for active Pro access", () => {
    expect(paysForListing({ accountType: "Basic", hasActivePro: true, showInSpecialists: true })).toBe(true);
    expect(paysForListing({ accountType: "Basic", hasActivePro: true, showInSpecialists: false })).toBe(false);
  });

  it("is false without Pro", () => {
    expect(paysForListing({ accountType: "Basic", hasActivePro: false, showInSpecialists: true })).toBe(false);
  });
});

describe("listingGaps", () => {
  it("names a missing name (blank counts as missing), a missing specialization and an unconfirmed address, in that order", () => {
    expect(listingGaps(complete, true)).toEqual([]);
    expect(listingGaps({ name: "  ", specializations: [] }, false)).toEqual(["name", "specialization", "address"]);
    expect(listingGaps({ ...complete, specializations: [] }, true)).toEqual(["specialization"]);
    expect(listingGaps(complete, false)).toEqual(["address"]);
  });
});

describe("hasPublicProfile", () => {
  it("needs the listing paid for and nothing missing", () => {
    const paying = { accountType: "Pro" as const, hasActivePro: false, showInSpecialists: false };
    expect(hasPublicProfile({ ...paying, profile: complete }, true)).toBe(true);
    expect(hasPublicProfile({ ...paying, profile: complete }, false)).toBe(false);
    expect(hasPublicProfile({ ...paying, profile: { ...complete, name: "" } }, true)).toBe(false);
    expect(hasPublicProfile({ accountType: "Basic", hasActivePro: false, showInSpecialists: true, profile: complete }, true)).toBe(false);
  });
});

describe("publicProfilePath", () => {
  it("is the directory's page of the user", () => {
    expect(publicProfilePath("u1")).toBe("/specialists/u1");
  });
});
