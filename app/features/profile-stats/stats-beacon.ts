import { useEffect, useRef } from "react";

// The browser's half of profile statistics (issue 27, docs/decisions/037): pages are the same cached bytes for every
// visitor, so they count nothing themselves; once a page is up it sends a beacon, a separate small POST the server
// counts. Kept tiny: it ships with the directory and every profile page.

type ContactChannel = "telegram" | "email" | "website";
type StatsBeacon =
  { type: "view"; profileId: string } | { type: "appearances"; profileIds: string[] } | { type: "click"; profileId: string; channel: ContactChannel };

const ENDPOINT = "/api/profile-stats";

/** sendBeacon survives the page being left (a contact link opening a mail app); fetch with keepalive where it is missing. */
function send(event: StatsBeacon): void {
  const body = JSON.stringify(event);
  try {
    if (navigator.sendBeacon(ENDPOINT, new Blob([body], { type: "application/json" }))) return;
  } catch {
    // No sendBeacon: fall through.
  }
  fetch(ENDPOINT, { method: "POST", body, keepalive: true, headers: { "Content-Type": "application/json" } }).catch(() => undefined);
}

/** A profile page was shown: one view (the server counts a visitor once a day). */
export function useProfileViewBeacon(profileId: string): void {
  useEffect(() => send({ type: "view", profileId }), [profileId]);
}

/**
 * A page of the directory's results was shown. "Show more" adds a page under the ones shown, in the same order: only the
 * added cards are sent; any other list (a new search) is a new result page, all of it sent.
 */
export function useAppearancesBeacon(profileIds: readonly string[]): void {
  const shown = useRef<readonly string[]>([]);
  const key = profileIds.join(" ");
  useEffect(() => {
    const ids = key ? key.split(" ") : [];
    const before = shown.current;
    const isMore = before.length > 0 && before.every((id, index) => ids[index] === id);
    const added = isMore ? ids.slice(before.length) : ids;
    shown.current = ids;
    if (added.length > 0) send({ type: "appearances", profileIds: added });
  }, [key]);
}

/** A click on a profile's contact link, one marked `data-contact="telegram|email|website"`. */
export function useContactClickBeacon(profileId: string): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLElement>("a[data-contact]") : null;
      const channel = link?.dataset.contact;
      if (channel === "telegram" || channel === "email" || channel === "website") send({ type: "click", profileId, channel });
    };
    document.addEventListener("click", onClick, true);
    document.addEventListener("auxclick", onClick, true);
    return () => {
      document.removeEventListener("click", onClick, true);
      document.removeEventListener("auxclick", onClick, true);
    };
  }, [profileId]);
}
