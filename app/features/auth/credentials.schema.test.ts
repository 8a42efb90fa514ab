import { describe, expect, it } from "vitest";
import { credentialsSchema } from "./credentials.schema";
import { resetRequestSchema } from "./password-reset.schema";

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];

describe("the sign-in, registration and password-reset e-mail", () => {
  it("refuses an address that is not one plain addr-spec with emailInvalid", () => {
    for (const email of ['"victim"@example.com', "a1<victim@example.com>", "victim(c3)@example.com"]) {
      expect(messages(credentialsSchema.safeParse({ email, password: "secret1" }))).toEqual([["email", "emailInvalid"]]);
      expect(messages(resetRequestSchema.safeParse({ email }))).toEqual([["email", "emailInvalid"]]);
    }
  });

  it("takes a plain address, trimmed", () => {
    expect(credentialsSchema.parse({ email: " Anna@Example.com ", password: "secret1" }).email).toBe("Anna@Example.com");
    expect(messages(resetRequestSchema.safeParse({ email: "" }))).toEqual([["email", "emailRequired"]]);
  });
});
