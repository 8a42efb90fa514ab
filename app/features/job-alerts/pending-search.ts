/**
 * A search a signed-out visitor asked to save: kept in the tab's sessionStorage while they sign in or register in the
 * dialog (or with Google, which leaves the site and comes back), then saved by the cabinet's "Мои подписки" tab, where
 * the dialog leads. Only a recent one counts: one left behind by a visitor who closed the dialog is not saved hours later.
 */
const KEY = "zvuk-rabota:pending-saved-search";
const PENDING_SEARCH_MAX_AGE_MS = 30 * 60_000;

export interface PendingSearch {
  q: string;
  location: string;
  type: string;
}

export function keepPendingSearch(search: PendingSearch, now = Date.now()): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...search, at: now }));
  } catch {
    // Storage refused (private mode, quota): the visitor signs in and saves the search again.
  }
}

/** The pending search, taken out of storage (so it is saved once), or null when there is none or it is too old. */
export function takePendingSearch(now = Date.now()): PendingSearch | null {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingSearch & { at: number }>;
    const text = (field: unknown) => (typeof field === "string" ? field : "");
    if (typeof value.at !== "number" || now - value.at > PENDING_SEARCH_MAX_AGE_MS || now < value.at) return null;
    return { q: text(value.q), location: text(value.location), type: text(value.type) };
  } catch {
    return null;
  }
}
