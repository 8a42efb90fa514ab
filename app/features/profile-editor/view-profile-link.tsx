import { profileEditorText } from "~/i18n/profile-editor";
import { useLocalizePath, useT } from "~/i18n/use-language";
import { publicProfilePath } from "./public-profile";

/** "Просмотр профиля" (spec 2 "Dashboard"): the public profile, in the page's language, in a new tab. */
export function ViewProfileLink({ userId }: { userId: string }) {
  const t = useT(profileEditorText);
  const localize = useLocalizePath();
  return (
    <a
      href={localize(publicProfilePath(userId))}
      target="_blank"
      rel="noopener"
      className="inline-flex items-center gap-2 rounded-md border border-violet-700 px-4 py-2 text-sm font-semibold text-violet-800 hover:bg-violet-50"
    >
      {t.viewProfile}
      <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
        <path
          d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="sr-only">({t.opensInNewTab})</span>
    </a>
  );
}
