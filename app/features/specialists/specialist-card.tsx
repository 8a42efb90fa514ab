import { Link } from "react-router";
import { LIMITS } from "~/config/constants";
import { AuditionButton } from "~/features/audio";
import { interpolate } from "~/i18n/plural";
import { specialistsText } from "~/i18n/specialists";
import { useLocalizePath, useT } from "~/i18n/use-language";
import { Avatar } from "~/ui/avatar";
import { ReviewSummaryLine } from "./review-summary";
import { displayName, type SpecialistCard as Card } from "./specialist";

export function SpecialistCard({ specialist }: { specialist: Card }) {
  const t = useT(specialistsText);
  const localize = useLocalizePath();
  const name = displayName(specialist, t.card.unnamed);
  const shown = specialist.specializations.slice(0, LIMITS.cardSpecializations);
  const hidden = specialist.specializations.length - shown.length;
  return (
    <article className="relative flex h-full flex-col gap-3 rounded-xl border border-zinc-200 bg-white p-4 shadow-sm transition hover:shadow-md sm:p-5">
      <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center">
        <Avatar name={name} photoUrl={specialist.photoUrl} className="size-16 shrink-0 rounded-full text-xl" />
        {/* A name that is one long word wraps anywhere: in the phone's column layout the block is as wide as its longest word otherwise. */}
        <div className="max-w-full min-w-0">
          <h3 className="leading-snug font-semibold wrap-anywhere">
            <Link
              to={localize(`/specialists/${specialist.id}`)}
              aria-label={interpolate(t.card.open, { name })}
              className="after:absolute after:inset-0 hover:text-violet-700"
            >
              {name}
            </Link>
          </h3>
          {specialist.isPro && <span className="mt-1 inline-block rounded bg-amber-400 px-1.5 py-0.5 text-xs font-black text-zinc-950">{t.card.pro}</span>}
        </div>
      </div>
      {specialist.demo && (
        <div>
          <AuditionButton source={specialist.demo} name={name} />
        </div>
      )}
      {shown.length > 0 && (
        <ul className="flex flex-wrap gap-1.5">
          {shown.map((slug) => (
            <li key={slug} className="rounded-full bg-violet-50 px-2.5 py-1 text-xs font-medium text-violet-800">
              {t.specializations[slug]}
            </li>
          ))}
          {hidden > 0 && <li className="rounded-full bg-zinc-100 px-2.5 py-1 text-xs font-medium text-zinc-700">{interpolate(t.card.more, { n: hidden })}</li>}
        </ul>
      )}
      <div className="mt-auto space-y-1">
        {specialist.workExperience && <p className="text-sm text-zinc-700">{interpolate(t.card.experience, { n: specialist.workExperience })}</p>}
        <ReviewSummaryLine reviews={specialist.reviews} />
      </div>
    </article>
  );
}
