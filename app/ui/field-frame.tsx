import { commonText } from "~/i18n/common";
import { plural } from "~/i18n/plural";
import { useLanguage, useT } from "~/i18n/use-language";
import { isRunningOut, remainingCharacters } from "./character-counter";

/** Focused from script (the first invalid field, the form of a service being edited): clear of the fixed header. */
export const controlClass =
  "w-full scroll-mt-32 rounded-md border border-zinc-300 bg-white px-3 py-2.5 text-base focus:border-violet-600 focus:outline-none focus:ring-2 focus:ring-violet-600/30 aria-invalid:border-red-600";

/** The ids of the texts that describe a control: its hint, its counter and its error, in reading order. */
export function describedBy(
  id: string,
  { hasHint, hasCounter = true, hasError }: { hasHint: boolean; hasCounter?: boolean; hasError: boolean },
): string | undefined {
  const ids = [hasHint && `${id}-hint`, hasCounter && `${id}-counter`, hasError && `${id}-error`].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

interface FieldFrameProps {
  id: string;
  label: string;
  hint?: string;
  /** With a cap, the live "N символов осталось" counter for `value`. */
  counter?: { value: string; max: number };
  /** The message, in the page's language. */
  error?: string;
  isRequired?: boolean;
  children: React.ReactNode;
}

/** A label above its control, then the hint, the counter (spec 5: orange at 10 % or less remaining) and the error. */
export function FieldFrame({ id, label, hint, counter, error, isRequired = false, children }: FieldFrameProps) {
  const t = useT(commonText);
  const language = useLanguage();
  const remaining = counter ? remainingCharacters(counter.value, counter.max) : 0;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-zinc-800">
        {label}
        {isRequired && (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        )}
      </label>
      {children}
      <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-xs">
        {hint && (
          <p id={`${id}-hint`} className="text-zinc-600">
            {hint}
          </p>
        )}
        {counter && (
          <p
            id={`${id}-counter`}
            className={`ml-auto tabular-nums ${isRunningOut(remaining, counter.max) ? "font-semibold text-orange-700" : "text-zinc-600"}`}
          >
            {plural(language, remaining, t.remaining)}
          </p>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
