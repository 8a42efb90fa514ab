import { Form } from "react-router";
import { useViewer } from "~/features/auth";
import { commonText } from "~/i18n/common";
import { interpolate } from "~/i18n/plural";
import { useLocalizePath, useT } from "~/i18n/use-language";

/**
 * On every page while an admin acts as someone (the console's impersonation, docs/decisions/020): whose account this
 * is, and "Завершить", which ends it and returns the admin to that user's console page. A plain form post, so it
 * works before the page's scripts have loaded.
 */
export function ImpersonationBanner() {
  const viewer = useViewer();
  const t = useT(commonText).impersonation;
  const localize = useLocalizePath();
  if (!viewer?.isImpersonated) return null;
  return (
    <div role="region" aria-label={t.label} className="border-b border-amber-300 bg-amber-100">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-2 sm:px-6">
        <p className="text-sm font-semibold break-all text-amber-950">{interpolate(t.banner, { name: viewer.name, email: viewer.email })}</p>
        <Form method="post" action={localize("/impersonation/end")} reloadDocument>
          <button type="submit" className="rounded-md bg-amber-900 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-800">
            {t.stop}
          </button>
        </Form>
      </div>
    </div>
  );
}
