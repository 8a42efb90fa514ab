import { Link } from "react-router";
import { profileEditorText } from "~/i18n/profile-editor";
import { useLocalizePath, useT } from "~/i18n/use-language";

/** Spec 2 "Dashboard": without Pro the editor is faded and inert under "Активируйте Pro для публикации". */
export function LockedBanner() {
  const t = useT(profileEditorText).locked;
  const localize = useLocalizePath();
  return (
    <div className="flex flex-wrap items-center justify-between gap-4 rounded-xl border border-amber-300 bg-amber-50 p-5">
      <div className="min-w-0 flex-1 basis-64">
        <h3 className="font-bold text-amber-950">{t.title}</h3>
        <p className="mt-1 text-sm text-amber-950">{t.text}</p>
      </div>
      <Link to={localize("/pricing")} className="rounded-md bg-violet-700 px-5 py-2.5 font-semibold text-white hover:bg-violet-600">
        {t.link}
      </Link>
    </div>
  );
}
