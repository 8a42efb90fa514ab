import { Link, useLocation } from "react-router";
import { jobsText } from "~/i18n/jobs";
import { useLocalizePath, useT } from "~/i18n/use-language";

/**
 * "Сохранить" on a job. Saving needs an account: until the accounts feature lands, a signed-out
 * click leads to sign-in with a way back to this page.
 */
export function SaveJobButton({ jobId }: { jobId: string }) {
  const t = useT(jobsText).card;
  const localize = useLocalizePath();
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  return (
    <Link
      to={`${localize("/login")}?redirectTo=${encodeURIComponent(returnTo)}`}
      data-job-id={jobId}
      className="rounded-md border border-zinc-300 px-4 py-2 text-sm font-semibold text-zinc-800 hover:border-violet-600 hover:text-violet-700"
    >
      {t.save}
    </Link>
  );
}
