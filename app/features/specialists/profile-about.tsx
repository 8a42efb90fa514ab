import { Link } from "react-router";
import { AudioPlayer, type RecordingAnalysis } from "~/features/audio";
import { specialistsText } from "~/i18n/specialists";
import { useLocalizePath, useT } from "~/i18n/use-language";
import { servicePriceText } from "./service-price";
import type { SpecialistProfile } from "./specialist";

/** The "about" tab: experience text, specializations as chips, service cards (spec 2). */
export function ProfileAbout({ profile, recordings }: { profile: SpecialistProfile; recordings: Record<string, RecordingAnalysis> }) {
  const t = useT(specialistsText);
  const localize = useLocalizePath();
  // The rate guide's card of the profile's first specialization (issue 27; every specialization has an anchor there).
  const [firstSpecialization] = profile.specializations;
  const ratesPath = `${localize("/rates")}${firstSpecialization ? `#${firstSpecialization}` : ""}`;
  return (
    <div className="space-y-8">
      <section aria-labelledby="profile-experience" className="space-y-3">
        <h2 id="profile-experience" className="text-xl font-bold">
          {t.profile.experienceTitle}
        </h2>
        {profile.experience ? (
          <p className="wrap-anywhere whitespace-pre-wrap text-zinc-800">{profile.experience}</p>
        ) : (
          <p className="text-zinc-600">{t.profile.noExperience}</p>
        )}
      </section>
      {profile.specializations.length > 0 && (
        <section aria-labelledby="profile-specializations" className="space-y-3">
          <h2 id="profile-specializations" className="text-xl font-bold">
            {t.profile.specializationsTitle}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {profile.specializations.map((slug) => (
              <li key={slug} className="rounded-full bg-violet-50 px-3 py-1 text-sm font-medium text-violet-800">
                {t.specializations[slug]}
              </li>
            ))}
          </ul>
        </section>
      )}
      {profile.audioUrl && (
        <section aria-labelledby="profile-demo" className="space-y-3">
          <h2 id="profile-demo" className="text-xl font-bold">
            {t.profile.demoAudio}
          </h2>
          <AudioPlayer src={profile.audioUrl} analysis={recordings[profile.audioUrl] ?? null} label={t.profile.demoAudio} />
        </section>
      )}
      {profile.services.length > 0 && (
        <section aria-labelledby="profile-services" className="space-y-3">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h2 id="profile-services" className="text-xl font-bold">
              {t.profile.servicesTitle}
            </h2>
            <Link to={ratesPath} className="text-sm font-medium text-violet-700 underline underline-offset-2 hover:text-violet-900">
              {t.profile.ratesLink}
            </Link>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2">
            {profile.services.map((service) => (
              <li key={service.id} className="space-y-2 rounded-xl border border-zinc-200 bg-white p-5">
                <h3 className="font-semibold">{service.title}</h3>
                <p className="text-lg font-bold text-violet-800">{servicePriceText(service.price, t.profile.price)}</p>
                <p className="text-sm wrap-anywhere whitespace-pre-wrap text-zinc-700">{service.description}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
