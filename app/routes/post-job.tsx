import { Link } from "react-router";
import { EXTERNAL_LINKS } from "~/config/constants";
import { CallToAction } from "~/features/content/call-to-action";
import { ContentSection } from "~/features/content/content-section";
import { ExternalLink, LINK_VARIANTS } from "~/features/content/external-link";
import { telegramHandle } from "~/features/content/format";
import { InfoCard } from "~/ui/info-card";
import { JobChecklist } from "~/features/content/job-checklist";
import { PageHero } from "~/features/content/page-hero";
import { JOBS_SECTION_ID } from "~/features/home/home-hero";
import { JobSubmissionForm } from "~/features/job-submissions";
import { postJobAction } from "~/features/job-submissions/index.server";
import { languageFromPath } from "~/i18n/language";
import { jobSubmissionsText } from "~/i18n/job-submissions";
import { useLocalizePath, useT } from "~/i18n/use-language";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/post-job";

export function meta(args: Route.MetaArgs) {
  const t = jobSubmissionsText[languageFromPath(args.location.pathname)];
  return pageMeta(args, { title: t.seoTitle, description: t.seoDescription });
}

/** The employer's form on this page (docs/decisions/027): no account needed; the job waits for a moderator. */
export const action = ({ request }: Route.ActionArgs) => postJobAction(request);

export default function PostJob({ actionData }: Route.ComponentProps) {
  const t = useT(jobSubmissionsText);
  const localize = useLocalizePath();
  return (
    <main>
      <PageHero eyebrow={t.hero.eyebrow} title={t.hero.title} lead={t.hero.lead}>
        <ExternalLink href={EXTERNAL_LINKS.manager} variant="accent">
          {t.hero.messenger}
        </ExternalLink>
        <ExternalLink href={EXTERNAL_LINKS.postJobForm} variant="outlineDark">
          {t.hero.form}
        </ExternalLink>
      </PageHero>
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12 sm:px-6 sm:py-16">
        <ContentSection id="checklist" title={t.checklist.title} intro={t.checklist.intro}>
          <JobChecklist />
        </ContentSection>
        <ContentSection id="channels" title={t.channels.title}>
          <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            <li>
              <InfoCard title={t.submit.card.title} text={t.submit.card.text}>
                <a href="#submit" className={`${LINK_VARIANTS.primary} px-5 py-3`}>
                  {t.submit.card.button}
                </a>
              </InfoCard>
            </li>
            <li>
              <InfoCard title={t.channels.messenger.title} text={t.channels.messenger.text}>
                <ExternalLink href={EXTERNAL_LINKS.manager} variant="primary">
                  {t.channels.messenger.button}
                </ExternalLink>
                <span className="self-center font-mono text-zinc-700">{telegramHandle(EXTERNAL_LINKS.manager)}</span>
              </InfoCard>
            </li>
            <li>
              <InfoCard title={t.channels.form.title} text={t.channels.form.text}>
                <ExternalLink href={EXTERNAL_LINKS.postJobForm} variant="outline">
                  {t.channels.form.button}
                </ExternalLink>
              </InfoCard>
            </li>
          </ul>
        </ContentSection>
        <ContentSection id="submit" title={t.submit.title} intro={t.submit.intro}>
          <JobSubmissionForm lastResult={actionData?.result} sentTo={actionData?.sentTo ?? null} />
        </ContentSection>
        <CallToAction id="next" title={t.next.title} text={t.next.text}>
          <Link to={`${localize("/")}#${JOBS_SECTION_ID}`} className={`${LINK_VARIANTS.outline} px-5 py-3`}>
            {t.next.button}
          </Link>
        </CallToAction>
      </div>
    </main>
  );
}
