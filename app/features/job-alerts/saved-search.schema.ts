import { LIMITS, SAVED_SEARCH_CHANNELS, SAVED_SEARCH_FREQUENCIES } from "~/config/constants";
import { userText } from "~/config/user-text";
import { z } from "~/config/zod";
import type { JobAlertsDictionary } from "~/i18n/ru/job-alerts";

/** A message of these schemas: a key of the dictionary's `errors` (docs/decisions/017). */
export type SavedSearchFieldMessage = keyof JobAlertsDictionary["errors"];
const message = (key: SavedSearchFieldMessage) => key;

/** Why a saved search's write was refused: a key of the dictionary's `refusals` (docs/decisions/035). */
export type SavedSearchRefusal = keyof JobAlertsDictionary["refusals"];

/** What a saved search's forms post as `intent`; the cabinet's action runs the one named. */
const SAVED_SEARCH_INTENTS = ["create-saved-search", "update-saved-search", "delete-saved-search", "open-saved-search"] as const;
export type SavedSearchIntent = (typeof SAVED_SEARCH_INTENTS)[number];

export function parseSavedSearchIntent(value: FormDataEntryValue | null): SavedSearchIntent | null {
  return SAVED_SEARCH_INTENTS.find((intent) => intent === value) ?? null;
}

/** Ids are uuids; anything longer than this is not one of ours. */
const ID_MAX_LENGTH = 100;
/** The home page reads its filters up to this length (parse-job-filters.server.ts); a saved search keeps what it applied. */
const FILTER_MAX_LENGTH = 200;

const filter = (max: number) => userText(message("invalid")).trim().max(max, message("invalid"));
const id = userText(message("notFound")).trim().min(1, message("notFound")).max(ID_MAX_LENGTH, message("notFound"));

/**
 * "Подписаться на вакансии" (issue 17): the home page's search as the page applied it. No name: the server builds the
 * default one (defaultSavedSearchName), which the owner can change in the cabinet. No user: always the session's.
 */
export const savedSearchCreateSchema = z.object({
  q: filter(LIMITS.savedSearch.query),
  location: filter(FILTER_MAX_LENGTH),
  type: filter(FILTER_MAX_LENGTH),
});
export type SavedSearchCreate = z.infer<typeof savedSearchCreateSchema>;

/** The cabinet's settings form of one saved search: its name (1..100 characters), how often and where alerts go. */
export const savedSearchUpdateSchema = z.object({
  id,
  name: userText(message("nameRequired")).trim().min(1, message("nameRequired")).max(LIMITS.savedSearch.name, message("nameTooLong")),
  frequency: z.enum(SAVED_SEARCH_FREQUENCIES, message("invalid")),
  channel: z.enum(SAVED_SEARCH_CHANNELS, message("invalid")),
});
export type SavedSearchUpdate = z.infer<typeof savedSearchUpdateSchema>;

/** Delete, and "see the jobs" (which marks them seen): which saved search. */
export const savedSearchIdSchema = z.object({ id });
