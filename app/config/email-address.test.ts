import addressparser from "nodemailer/lib/addressparser/index.js";
import { describe, expect, it } from "vitest";
import { EMAIL_MAX_LENGTH, emailAddress, emailLimitKey, isPlainEmailAddress } from "./email-address";

/** Spellings the mailer delivers to victim@example.com (or to more than one mailbox), and other things that are not one plain address. */
const NOT_PLAIN_ADDRESSES = [
  '"victim"@example.com',
  "a1<victim@example.com>",
  "victim(c3)@example.com",
  "Victim <victim@example.com>",
  "<victim@example.com>",
  "victim@example.com (c3)",
  '"a b"@example.com',
  "victim@example.com, other@example.com",
  "victim@example.com;other@example.com",
  "victim @example.com",
  "victim@example.com\n",
  "victim@exa\tmple.com",
  "group: victim@example.com;",
  "victim@[127.0.0.1]",
  "victim@localhost",
  "victim@example",
  "victim@example.c",
  "victim@-example.com",
  "victim@example-.com",
  "victim@example..com",
  ".victim@example.com",
  "victim.@example.com",
  "vic..tim@example.com",
  "victim@@example.com",
  "@example.com",
  "victim@",
  "почта@example.com",
  "victim@почта.рф",
  "victim\u0000@example.com",
  "",
];

const PLAIN_ADDRESSES = [
  "victim@example.com",
  "Victim@Example.COM",
  "first.last+tag@mail.example.co.uk",
  "o'brien@example.ie",
  "under_score-dash@sub-domain.example.org",
  "x@xn--80a1acny.xn--p1ai",
  "1@2.example",
];

describe("isPlainEmailAddress", () => {
  it("refuses every spelling that is not exactly one plain addr-spec", () => {
    expect(NOT_PLAIN_ADDRESSES.filter(isPlainEmailAddress)).toEqual([]);
  });

  it("accepts plain addresses, each of which the mailer reads back as exactly itself", () => {
    expect(PLAIN_ADDRESSES.filter((address) => !isPlainEmailAddress(address))).toEqual([]);
    for (const address of PLAIN_ADDRESSES) expect(addressparser(address, { flatten: true })).toEqual([{ name: "", address }]);
  });

  it("refuses an address too long to deliver: over 64 characters before the @, or over 254 in all", () => {
    expect(isPlainEmailAddress(`${"a".repeat(64)}@example.com`)).toBe(true);
    expect(isPlainEmailAddress(`${"a".repeat(65)}@example.com`)).toBe(false);
    const longest = `${"a".repeat(64)}@${"b".repeat(61)}.${"c".repeat(61)}.${"d".repeat(61)}.com`;
    expect([longest.length, isPlainEmailAddress(longest)]).toEqual([EMAIL_MAX_LENGTH, true]);
    expect(isPlainEmailAddress(`${longest}m`)).toBe(false);
  });
});

describe("emailAddress", () => {
  it("refuses with the field's own message, and passes an empty value only when the field is optional", () => {
    const messages = (schema: ReturnType<typeof emailAddress>, value: string) => schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
    for (const value of ['"victim"@example.com', "a1<victim@example.com>", "victim(c3)@example.com"]) {
      expect(messages(emailAddress("notAnEmail"), value)).toEqual(["notAnEmail"]);
      expect(messages(emailAddress("invalidEmail", { optional: true }), value)).toEqual(["invalidEmail"]);
    }
    expect(messages(emailAddress("emailInvalid"), "")).toEqual(["emailInvalid"]);
    expect(messages(emailAddress("invalidEmail", { optional: true }), "")).toEqual([]);
    expect(emailAddress("notAnEmail").parse("victim@example.com")).toBe("victim@example.com");
  });
});

describe("emailLimitKey", () => {
  it("counts an address in any case as one, and leaves sub-addresses apart", () => {
    expect(new Set(["victim@example.com", "Victim@Example.COM", " VICTIM@EXAMPLE.COM "].map(emailLimitKey))).toEqual(new Set(["victim@example.com"]));
    expect(emailLimitKey("victim+1@example.com")).toBe("victim+1@example.com");
  });
});
