import { getEnv } from "~/config/env.server";
import { getAuth } from "./auth.server";

/**
 * Calls one of better-auth's endpoints through its HTTP handler on behalf of the browser's request,
 * so rate limits, origin checks and cookies apply exactly as for a direct call (auth.api skips rate limits).
 */
export async function callAuthEndpoint(request: Request, path: string, body: unknown): Promise<Response> {
  const { origin } = getEnv();
  const headers = new Headers({ "content-type": "application/json", origin });
  for (const name of ["cookie", "user-agent", "x-client-ip", "x-request-id"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const auth = await getAuth();
  return auth.handler(new Request(`${origin}/api/auth${path}`, { method: "POST", headers, body: JSON.stringify(body) }));
}

/** The Set-Cookie headers of an auth response, to pass on with our own redirect. */
export function authCookies(response: Response): Headers {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}
