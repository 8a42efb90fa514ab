import { randomBytes } from "node:crypto";

/** The display name of the benchmark's account: a signed-in page shows it in the header. */
export const BENCH_ACCOUNT_NAME = "Замер Нагрузкин";

/**
 * Registers a new account on the running server, the way the sign-up form does, then signs in with its password (a
 * registration sets no session: docs/decisions/032), and returns the session cookie: the "signed-in" measurements
 * render for a real session, read from the database.
 */
export async function signUpForBench(origin: string): Promise<string> {
  const credentials = { email: `bench-${randomBytes(6).toString("hex")}@example.com`, password: randomBytes(12).toString("hex") };
  const post = (path: string, body: object) =>
    fetch(new URL(path, origin), { method: "POST", headers: { "content-type": "application/json", origin }, body: JSON.stringify(body) });
  const signedUp = await post("/api/auth/sign-up/email", { ...credentials, name: BENCH_ACCOUNT_NAME });
  if (!signedUp.ok) throw new Error(`signing up the benchmark account answered ${signedUp.status}: ${await signedUp.text()}`);
  const signedIn = await post("/api/auth/sign-in/email", credentials);
  const cookie = signedIn.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .find((pair) => pair?.includes("session_token="));
  if (!signedIn.ok || !cookie) throw new Error(`signing in the benchmark account answered ${signedIn.status}: ${await signedIn.text()}`);
  return cookie;
}
