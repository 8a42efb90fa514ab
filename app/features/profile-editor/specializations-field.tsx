import { SPECIALIZATIONS, type Specialization } from "~/config/constants";
import type { ProfileErrorKey } from "./profile.schema";
import { profileEditorText } from "~/i18n/profile-editor";
import { specialistsText } from "~/i18n/specialists";
import { useT } from "~/i18n/use-language";

interface SpecializationsFieldProps {
  selected: readonly Specialization[];
  onSelectedChange: (selected: Specialization[]) => void;
  error?: ProfileErrorKey;
}

/** The multi-select of spec 3 "Specialization slugs": one checkbox each, posted as repeated `specializations` fields. */
export function SpecializationsField({ selected, onSelectedChange, error }: SpecializationsFieldProps) {
  const t = useT(profileEditorText);
  const labels = useT(specialistsText).specializations;
  const toggle = (slug: Specialization, isChecked: boolean) =>
    onSelectedChange(SPECIALIZATIONS.filter((known) => (known === slug ? isChecked : selected.includes(known))));
  return (
    <fieldset aria-describedby={error ? "profile-specializations-error" : undefined} className="space-y-2">
      <legend className="text-sm font-medium text-zinc-800">{t.personal.specializations}</legend>
      <div className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
        {SPECIALIZATIONS.map((slug) => {
          const isChecked = selected.includes(slug);
          return (
            <label
              key={slug}
              className={`flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm transition has-focus-visible:ring-2 has-focus-visible:ring-violet-600/40 ${
                isChecked ? "border-violet-600 bg-violet-50 text-violet-950" : "border-zinc-200 bg-white text-zinc-800 hover:border-violet-400"
              }`}
            >
              <input
                type="checkbox"
                name="specializations"
                value={slug}
                checked={isChecked}
                onChange={(event) => toggle(slug, event.target.checked)}
                className="size-4 shrink-0 accent-violet-700"
              />
              {labels[slug]}
            </label>
          );
        })}
      </div>
      {error && (
        <p id="profile-specializations-error" className="text-sm text-red-700">
          {t.errors[error]}
        </p>
      )}
    </fieldset>
  );
}
