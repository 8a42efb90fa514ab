import type { ReactNode } from "react";
import { specialistsText } from "~/i18n/specialists";
import { useT } from "~/i18n/use-language";
import { Avatar } from "~/ui/avatar";
import { ReviewSummaryLine } from "./review-summary";
import { displayName, type SpecialistProfile } from "./specialist";

/** `action`: the page's call to action beside the name (a Pro's «Обсудить проект»). */
export function ProfileHeader({ profile, action }: { profile: SpecialistProfile; action?: ReactNode }) {
  const t = useT(specialistsText);
  const name = displayName(profile, t.card.unnamed);
  return (
    <header className="flex flex-col gap-5 rounded-2xl border border-zinc-200 bg-white p-6 sm:flex-row sm:items-center sm:p-8">
      <Avatar name={name} photoUrl={profile.photoUrl} className="size-28 shrink-0 rounded-full text-4xl" isPriority />
      <div className="min-w-0 space-y-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl leading-tight font-black break-words">{name}</h1>
          {profile.isPro && <span className="rounded bg-amber-400 px-2 py-0.5 text-sm font-black text-zinc-950">{t.card.pro}</span>}
        </div>
        {profile.isApproved && (
          <p className="flex items-center gap-1.5 text-sm font-medium text-emerald-700">
            <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4 fill-current">
              <path d="M10 1l2.4 1.8 3 .1.9 2.8 2.4 1.8-.9 2.9.9 2.8-2.4 1.8-.9 2.8-3 .1L10 19l-2.4-1.8-3-.1-.9-2.8L1.3 12.5l.9-2.8-.9-2.9 2.4-1.8.9-2.8 3-.1zm-1.2 11.6l5.6-5.6-1.2-1.2-4.4 4.4-2-2-1.2 1.2z" />
            </svg>
            {t.profile.verified}
          </p>
        )}
        <ReviewSummaryLine reviews={profile.reviews} />
      </div>
      {action && <div className="sm:ml-auto sm:self-center">{action}</div>}
    </header>
  );
}
