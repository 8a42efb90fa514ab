import { data, redirect } from "react-router";
import { getDb } from "~/adapters/db/database.server";
import { getViewer } from "~/features/auth/index.server";
import { localizePath } from "~/i18n/language";
import { actionLanguageOf } from "~/server/action-language";
import { parseFormSubmission } from "~/server/parse-form-submission";
import type { SavedSearchActionData } from "./saved-search";
import { savedSearchCreateSchema, savedSearchIdSchema, savedSearchUpdateSchema, type SavedSearchIntent, type SavedSearchRefusal } from "./saved-search.schema";
import { createSavedSearch, deleteSavedSearch, openSavedSearch, updateSavedSearch } from "./saved-searches.server";
import { answerOnFailure } from "~/server/answer-on-failure.server";

/** The home page's address for a search, as its own search form would make it, at the list. */
function homeSearchPath(search: { q: string; location: string; type: string }, language: "ru" | "en"): string {
  const params = new URLSearchParams();
  if (search.q) params.set("q", search.q);
  if (search.location) params.set("location", search.location);
  if (search.type) params.set("type", search.type);
  const query = params.size > 0 ? `?${params}` : "";
  return `${localizePath("/", language)}${query}#jobs`;
}

/**
 * A saved search's write, for the page action that received the form (the home page: create; the cabinet: all four).
 * The user is the session's; the language is the page's (a creation stores it, a settings change on /en moves the
 * alerts to English). The form is checked with the same schema as in the browser; a refusal is a 4xx with a refusal
 * code, a key of the dictionary — 400 bad input, 401 signed out, 404 not the user's (or gone), 409 the 20-search limit —,
 * and an unexpected failure is logged and answered 500 with "could not save", never thrown at the page.
 */
export async function runSavedSearchIntent(request: Request, form: FormData, intent: SavedSearchIntent, requestId: string) {
  const language = actionLanguageOf(request);
  const refuse = (error: SavedSearchRefusal, status: number, result?: unknown) => data<SavedSearchActionData>({ intent, ok: false, error, result }, { status });
  const viewer = await getViewer(request);
  if (!viewer) return refuse("AUTH_REQUIRED", 401);
  return answerOnFailure(
    { requestId, intent, message: "saved search write failed" },
    async () => {
      const db = await getDb();
      if (intent === "create-saved-search") {
        const submission = parseFormSubmission(form, savedSearchCreateSchema);
        if (submission.status !== "success") return refuse("INVALID", 400, submission.reply());
        const created = await createSavedSearch(db, viewer.id, submission.value, language);
        if (!created.ok) return refuse("LIMIT", 409);
        return data<SavedSearchActionData>({ intent, ok: true, id: created.id, name: created.name, alreadySaved: created.alreadySaved });
      }
      if (intent === "update-saved-search") {
        const submission = parseFormSubmission(form, savedSearchUpdateSchema);
        if (submission.status !== "success") return refuse("INVALID", 400, submission.reply());
        const updated = await updateSavedSearch(db, viewer.id, submission.value, language);
        if (!updated.ok) return refuse("NOT_FOUND", 404);
        return data<SavedSearchActionData>({ intent, ok: true, id: submission.value.id, result: submission.reply() });
      }
      const submission = parseFormSubmission(form, savedSearchIdSchema);
      if (submission.status !== "success") return refuse("NOT_FOUND", 404);
      if (intent === "delete-saved-search") {
        const deleted = await deleteSavedSearch(db, viewer.id, submission.value.id);
        if (!deleted.ok) return refuse("NOT_FOUND", 404);
        return data<SavedSearchActionData>({ intent, ok: true, id: submission.value.id });
      }
      const opened = await openSavedSearch(db, viewer.id, submission.value.id);
      if (!opened) return refuse("NOT_FOUND", 404);
      return redirect(homeSearchPath(opened, language));
    },
    () => refuse("FAILED", 500),
  );
}
