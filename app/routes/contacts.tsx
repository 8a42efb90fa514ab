import { EXTERNAL_LINKS } from "~/config/constants";
import { ContactCard } from "~/features/content/contact-card";
import { ExternalLink } from "~/features/content/external-link";
import { telegramHandle } from "~/features/content/format";
import { PageHero } from "~/features/content/page-hero";
import { contactsText } from "~/i18n/contacts";
import { languageFromPath } from "~/i18n/language";
import { useT } from "~/i18n/use-language";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/contacts";

export function meta(args: Route.MetaArgs) {
  const t = contactsText[languageFromPath(args.location.pathname)];
  return pageMeta(args, { title: t.seoTitle, description: t.seoDescription });
}

export default function Contacts() {
  const t = useT(contactsText);
  const { social } = EXTERNAL_LINKS;
  const networks = [
    { key: "telegram", href: social.telegram, label: t.social.telegram },
    { key: "vk", href: social.vk, label: t.social.vk },
    { key: "youtube", href: social.youtube, label: t.social.youtube },
  ];

  return (
    <main>
      <PageHero eyebrow={t.hero.eyebrow} title={t.hero.title} lead={t.hero.lead} />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:px-6 md:grid-cols-2 lg:py-16">
        <ContactCard id="manager" title={t.manager.title} text={t.manager.text} detail={telegramHandle(EXTERNAL_LINKS.manager)} highlighted>
          <ExternalLink href={EXTERNAL_LINKS.manager} variant="accent">
            {t.manager.button}
          </ExternalLink>
        </ContactCard>
        <ContactCard id="channel" title={t.channel.title} text={t.channel.text} detail={telegramHandle(EXTERNAL_LINKS.jobsChannel)}>
          <ExternalLink href={EXTERNAL_LINKS.jobsChannel} variant="primary">
            {t.channel.button}
          </ExternalLink>
        </ContactCard>
        <ContactCard id="email" title={t.email.title} text={t.email.text}>
          <ExternalLink href={`mailto:${EXTERNAL_LINKS.ownerEmail}`} className="text-lg">
            {EXTERNAL_LINKS.ownerEmail}
          </ExternalLink>
        </ContactCard>
        <ContactCard id="social" title={t.social.title} text={t.social.text}>
          <ul className="flex flex-wrap gap-2">
            {networks.map((network) => (
              <li key={network.key}>
                <ExternalLink href={network.href} variant="outline" size="sm">
                  {network.label}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </ContactCard>
      </div>
    </main>
  );
}
