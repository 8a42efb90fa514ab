import type { SavedSearchChannel, SavedSearchFrequency } from "~/config/constants";
import type { SavedSearchIntent, SavedSearchRefusal } from "./saved-search.schema";

/** One row of "Мои подписки" as the cabinet shows it. */
export interface SavedSearchItem {
  id: string;
  name: string;
  /** The search text as typed; the filters as the home page applied them ("" for all). */
  query: string;
  location: string;
  type: string;
  frequency: SavedSearchFrequency;
  channel: SavedSearchChannel;
  /** Jobs published since the owner last opened it that match it now, at most NEW_COUNT_CAP. */
  newCount: number;
}

/** The "Мои подписки" tab's data; a failed load is that tab's state only. */
export type SavedSearchesPanelData =
  { isLoaded: true; savedSearches: SavedSearchItem[]; hasTelegramLink: boolean; isTelegramOn: boolean } | { isLoaded: false };

/**
 * What a saved search's write answers (the home page's and the cabinet's actions): `saved` for a creation (with the
 * name, and whether it was there already), `done` for a settings change or a deletion, or a refusal code, a key of
 * the dictionary's `refusals`; `result` is Conform's reply for the form's fields.
 */
export type SavedSearchActionData = {
  intent: SavedSearchIntent;
  result?: unknown;
} & ({ ok: true; id: string; name?: string; alreadySaved?: boolean } | { ok: false; error: SavedSearchRefusal });

/** The most new jobs the cabinet counts out loud; more is "99+" (the server counts one past it and stops). */
export const NEW_COUNT_SHOWN_MAX = 99;

/** "3", or "99+" past NEW_COUNT_SHOWN_MAX. */
export function formatNewCount(count: number): string {
  return count > NEW_COUNT_SHOWN_MAX ? `${NEW_COUNT_SHOWN_MAX}+` : String(count);
}
