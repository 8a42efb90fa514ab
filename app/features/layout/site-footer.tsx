import { Link } from "react-router";
import { EXTERNAL_LINKS } from "~/config/constants";
import { commonText } from "~/i18n/common";
import { interpolate } from "~/i18n/plural";
import { useLocalizePath, useT } from "~/i18n/use-language";
import { useViewer } from "~/features/auth";

const linkClass = "text-zinc-300 hover:text-white";

export function SiteFooter() {
  const t = useT(commonText);
  const localize = useLocalizePath();
  const viewer = useViewer();
  const external = { target: "_blank", rel: "noopener noreferrer", className: linkClass } as const;

  return (
    <footer className="mt-24 bg-zinc-950 text-sm text-zinc-400">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div className="space-y-3">
          <p className="text-lg font-bold text-white">{t.siteName}</p>
          <p>{t.footer.tagline}</p>
          <Link to={localize("/post-job")} className="inline-block rounded-md bg-violet-700 px-4 py-2 font-semibold text-white hover:bg-violet-600">
            {t.footer.postJob}
          </Link>
        </div>
        <FooterColumn title={t.footer.sections.site}>
          <Link to={localize("/about")} className={linkClass}>
            {t.footer.about}
          </Link>
          <Link to={localize("/blog")} className={linkClass}>
            {t.footer.blog}
          </Link>
          <Link to={localize("/contacts")} className={linkClass}>
            {t.footer.contacts}
          </Link>
          {!viewer?.isPro && (
            <Link to={localize("/pro")} className={linkClass}>
              {t.footer.pro}
            </Link>
          )}
          <Link to={localize("/legal")} className={linkClass}>
            {t.footer.legal}
          </Link>
        </FooterColumn>
        <FooterColumn title={t.footer.sections.messengers}>
          <a href={EXTERNAL_LINKS.jobsChannel} {...external}>
            {t.footer.jobsChannel}
          </a>
          <a href={EXTERNAL_LINKS.manager} {...external}>
            {t.footer.manager}
          </a>
        </FooterColumn>
        <FooterColumn title={t.footer.social}>
          <a href={EXTERNAL_LINKS.social.vk} {...external}>
            {t.footer.socialVk}
          </a>
          <a href={EXTERNAL_LINKS.social.youtube} {...external}>
            {t.footer.socialYoutube}
          </a>
          <a href={EXTERNAL_LINKS.social.telegram} {...external}>
            {t.footer.socialTelegram}
          </a>
        </FooterColumn>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 sm:px-6" data-testid="copyright">
          {interpolate(t.footer.copyright, { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 font-semibold text-white">{title}</h2>
      <div className="flex flex-col items-start gap-2">{children}</div>
    </div>
  );
}
