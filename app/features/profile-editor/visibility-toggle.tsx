import { profileEditorText } from "~/i18n/profile-editor";
import { useT } from "~/i18n/use-language";
import { useEditorFetcher } from "./use-editor-fetcher";

/**
 * Spec 4 "Catalogue visibility": users with active Pro who are not account type Pro choose whether the
 * directory lists them. The switch shows the choice at once; a refusal puts it back and says so.
 */
export function VisibilityToggle({ isShown }: { isShown: boolean }) {
  const t = useT(profileEditorText).visibility;
  const fetcher = useEditorFetcher({ topic: "visibility" });
  const pending = fetcher.formData?.get("show");
  const isChecked = pending === undefined ? isShown : pending === "true";
  return (
    <div className="flex items-start gap-3 rounded-xl border border-zinc-200 bg-white p-4">
      <input
        id="editor-visibility"
        type="checkbox"
        role="switch"
        checked={isChecked}
        disabled={fetcher.state !== "idle"}
        aria-describedby="editor-visibility-hint"
        onChange={(event) => void fetcher.submit({ intent: "set-visibility", show: String(event.target.checked) }, { method: "post" })}
        className="relative mt-0.5 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-zinc-300 transition before:absolute before:top-0.5 before:left-0.5 before:size-5 before:rounded-full before:bg-white before:shadow before:transition checked:bg-violet-700 checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600 disabled:cursor-wait disabled:opacity-70"
      />
      <div>
        <label htmlFor="editor-visibility" className="cursor-pointer font-semibold">
          {t.label}
        </label>
        <p id="editor-visibility-hint" className="text-sm text-zinc-600">
          {t.hint}
        </p>
      </div>
    </div>
  );
}
