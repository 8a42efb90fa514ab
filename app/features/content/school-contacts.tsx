import { EXTERNAL_LINKS } from "~/config/constants";
import { tramplinText } from "~/i18n/tramplin";
import { useT } from "~/i18n/use-language";
import { ExternalLink } from "./external-link";
import { phoneHref } from "./format";

/** The school's phone, e-mail and website, then its social networks. */
export function SchoolContacts() {
  const t = useT(tramplinText).contacts;
  const { school } = EXTERNAL_LINKS;
  const rows = [
    { key: "phone", label: t.phone, href: phoneHref(school.phone), text: school.phone },
    { key: "email", label: t.email, href: `mailto:${school.email}`, text: school.email },
    { key: "site", label: t.site, href: school.site, text: new URL(school.site).host },
  ];

  return (
    <section aria-labelledby="school-contacts-title" className="rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm">
      <h2 id="school-contacts-title" className="text-xl font-bold text-zinc-900">
        {t.title}
      </h2>
      <dl className="mt-4 space-y-3">
        {rows.map((row) => (
          <div key={row.key}>
            <dt className="text-sm text-zinc-600">{row.label}</dt>
            <dd className="break-words">
              <ExternalLink href={row.href}>{row.text}</ExternalLink>
            </dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-6 text-sm font-semibold text-zinc-900">{t.socialTitle}</h3>
      <ul className="mt-3 flex flex-wrap gap-2">
        <li>
          <ExternalLink href={school.telegram} variant="outline" size="sm">
            {t.telegram}
          </ExternalLink>
        </li>
        <li>
          <ExternalLink href={school.vk} variant="outline" size="sm">
            {t.vk}
          </ExternalLink>
        </li>
      </ul>
    </section>
  );
}
