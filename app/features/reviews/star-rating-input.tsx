import { plural } from "~/i18n/plural";
import { reviewsText } from "~/i18n/reviews";
import { useLanguage, useT } from "~/i18n/use-language";

/**
 * The rating as a group of five radio buttons drawn as stars: arrow keys move and choose, screen readers
 * hear "4 звезды, 4 из 5" (native radios, so no script is needed for either).
 */
export function StarRatingInput({ value, onChange, error, errorId }: { value: number; onChange: (value: number) => void; error?: string; errorId: string }) {
  const t = useT(reviewsText).form;
  const language = useLanguage();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={Boolean(error)} className="space-y-1">
      <legend className="text-sm font-medium text-zinc-800">{t.rating}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className="cursor-pointer rounded p-0.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-violet-600">
            <input type="radio" name="rating" value={stars} checked={value === stars} onChange={() => onChange(stars)} className="sr-only" />
            <span className="sr-only">{plural(language, stars, t.star)}</span>
            <svg viewBox="0 0 20 20" aria-hidden="true" className={`size-8 ${stars <= value ? "fill-amber-400" : "fill-zinc-300 hover:fill-amber-200"}`}>
              <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
            </svg>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
