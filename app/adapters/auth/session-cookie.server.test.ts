import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signedSessionToken } from "./session-cookie.server";

const SECRET = "a-secret-of-the-right-length-for-tests";
const NAME = "better-auth.session_token";
const sign = (token: string, secret = SECRET) => encodeURIComponent(`${token}.${createHmac("sha256", secret).update(token).digest("base64")}`);

describe("signedSessionToken", () => {
  it("reads the token of a correctly signed cookie among others", () => {
    expect(signedSessionToken(`theme=dark; ${NAME}=${sign("tok123")}; lang=ru`, NAME, SECRET)).toBe("tok123");
  });

  it("refuses a cookie signed with another secret, a changed token or no signature", () => {
    expect(signedSessionToken(`${NAME}=${sign("tok123", "another-secret")}`, NAME, SECRET)).toBeNull();
    expect(signedSessionToken(`${NAME}=${sign("tok123").replace("tok123", "tok124")}`, NAME, SECRET)).toBeNull();
    expect(signedSessionToken(`${NAME}=tok123`, NAME, SECRET)).toBeNull();
    expect(signedSessionToken(`${NAME}=tok123.short=`, NAME, SECRET)).toBeNull();
  });

  it("reads only the cookie of the given name", () => {
    expect(signedSessionToken(`__Secure-${NAME}=${sign("tok123")}`, NAME, SECRET)).toBeNull();
    expect(signedSessionToken(`__Secure-${NAME}=${sign("tok123")}`, `__Secure-${NAME}`, SECRET)).toBe("tok123");
    expect(signedSessionToken("", NAME, SECRET)).toBeNull();
  });
});
