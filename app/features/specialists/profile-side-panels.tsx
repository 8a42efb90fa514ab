import { interpolate } from "~/i18n/plural";
import { specialistsText } from "~/i18n/specialists";
import { useT } from "~/i18n/use-language";
import { telegramUrl, type SpecialistProfile } from "./specialist";

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-zinc-500 uppercase">{label}</dt>
      <dd className="mt-0.5 break-words text-zinc-900">{children}</dd>
    </div>
  );
}

/** "Информация" (spec 2 "Specialist profile"): left out when there is nothing to show. */
export function ProfileInfoPanel({ profile, className }: { profile: SpecialistProfile; className: string }) {
  const t = useT(specialistsText).profile;
  const hasInfo = Boolean(profile.location || profile.workExperience || profile.languages.length > 0 || profile.website);
  if (!hasInfo) return null;
  return (
    <aside className={className}>
      <section aria-labelledby="profile-info" className="rounded-2xl border border-zinc-200 bg-white p-6">
        <h2 id="profile-info" className="mb-4 text-lg font-bold">
          {t.info.title}
        </h2>
        <dl className="space-y-3">
          {profile.location && <Row label={t.info.location}>{profile.location}</Row>}
          {profile.workExperience && <Row label={t.info.experience}>{interpolate(t.info.years, { n: profile.workExperience })}</Row>}
          {profile.languages.length > 0 && <Row label={t.info.languages}>{profile.languages.join(", ")}</Row>}
          {profile.website && (
            <Row label={t.info.website}>
              <a
                href={profile.website}
                data-contact="website"
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="text-violet-700 underline underline-offset-2"
              >
                {profile.website.replace(/^https?:\/\//i, "")}
              </a>
            </Row>
          )}
        </dl>
      </section>
    </aside>
  );
}

/** "Контакты" (spec 2 "Specialist profile"): left out when there is nothing to show. */
export function ProfileContactsPanel({ profile, className }: { profile: SpecialistProfile; className: string }) {
  const t = useT(specialistsText).profile;
  const telegram = telegramUrl(profile.telegramLink);
  if (!telegram && !profile.email) return null;
  return (
    <aside className={className}>
      <section aria-labelledby="profile-contacts" className="rounded-2xl border border-zinc-200 bg-white p-6">
        <h2 id="profile-contacts" className="mb-4 text-lg font-bold">
          {t.contacts.title}
        </h2>
        <dl className="space-y-3">
          {telegram && (
            <Row label={t.contacts.telegram}>
              <a href={telegram} data-contact="telegram" target="_blank" rel="noopener noreferrer" className="text-violet-700 underline underline-offset-2">
                {telegram.replace(/^https:\/\//, "")}
              </a>
            </Row>
          )}
          {profile.email && (
            <Row label={t.contacts.email}>
              <a href={`mailto:${profile.email}`} data-contact="email" className="text-violet-700 underline underline-offset-2">
                {profile.email}
              </a>
            </Row>
          )}
        </dl>
      </section>
    </aside>
  );
}
