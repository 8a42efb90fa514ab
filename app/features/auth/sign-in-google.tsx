/**
 * Starts Google sign-in: better-auth answers with the provider's address and sets its state cookie; the
 * browser then leaves for Google, which comes back to `callbackURL`, or to `errorCallbackURL` on failure.
 * better-auth 1.7's genericOAuth plugin registers "google" as a social provider, so the start is
 * /sign-in/social with `provider` (there is no /sign-in/oauth2 endpoint in this version).
 */
export async function startGoogleSignIn({ callbackURL, errorCallbackURL }: { callbackURL: string; errorCallbackURL: string }): Promise<void> {
  const response = await fetch("/api/auth/sign-in/social", {
    method: "POST",
    headers: { "content-type": "application/json" },
    credentials: "same-origin",
    body: JSON.stringify({ provider: "google", callbackURL, errorCallbackURL, disableRedirect: true }),
  });
  const result: unknown = await response.json().catch(() => null);
  const url = response.ok && result && typeof result === "object" && "url" in result && typeof result.url === "string" ? result.url : null;
  if (!url) throw new Error(`Google sign-in did not start (HTTP ${response.status})`);
  window.location.assign(url);
}

/** Google's four-colour "G", as its sign-in buttons show it. */
export function GoogleIcon() {
  return (
    <svg viewBox="0 0 48 48" className="size-5 shrink-0" aria-hidden="true">
      <path
        fill="#FFC107"
        d="M43.6 20.1H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 8 3l5.7-5.7C34 6.1 29.3 4 24 4 13 4 4 13 4 24s9 20 20 20 20-9 20-20c0-1.3-.1-2.6-.4-3.9z"
      />
      <path fill="#FF3D00" d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 8 3l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z" />
      <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z" />
      <path fill="#1976D2" d="M43.6 20.1H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.6-.4-3.9z" />
    </svg>
  );
}
