import { randomBytes } from "node:crypto";

/** The display name of the benchmark's account: a signed-in page shows it in the header. */
export const BENCH_ACCOUNT_NAME = "Замер Нагрузкин";

/**
 * Registers a new account on the running server, the way the sign-up form does, and returns its
 * session cookie: the "signed-in" measurements render for a real session, read from the database.
 */
export async function signUpForBench(origin: string): Promise<string> {
  const response = await fetch(new URL("/api/auth/sign-up/email", origin), {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email: `bench-${randomBytes(6).toString("hex")}@example.com`, password: randomBytes(12).toString("hex"), name: BENCH_ACCOUNT_NAME }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .find((pair) => pair?.includes("session_token="));
  if (!response.ok || !cookie) throw new Error(`signing up the benchmark account answered ${response.status}: ${await response.text()}`);
  return cookie;
}
