import { EXTERNAL_LINKS } from "~/config/constants";
import { jobsText } from "~/i18n/jobs";
import { useT } from "~/i18n/use-language";

/** Promo card for the jobs channel in the side panel. */
export function ChannelPromo() {
  const t = useT(jobsText).channelPromo;
  return (
    <aside className="rounded-xl bg-gradient-to-br from-violet-700 to-violet-900 p-5 text-white">
      <h3 className="text-lg font-semibold">{t.title}</h3>
      <p className="mt-2 text-sm text-violet-100">{t.text}</p>
      <a
        href={EXTERNAL_LINKS.jobsChannel}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-4 inline-block rounded-md bg-white px-4 py-2 text-sm font-semibold text-violet-800 hover:bg-violet-50"
      >
        {t.cta}
      </a>
    </aside>
  );
}
