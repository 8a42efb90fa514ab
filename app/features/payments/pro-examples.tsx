import { Link } from "react-router";
import { SpecialistCard, type SpecialistCardData as Card } from "~/features/specialists";
import { paymentsText } from "~/i18n/payments";
import { useLocalizePath, useT } from "~/i18n/use-language";

/** Spec 2 "Pro landing": a few real profiles from the directory; nothing when the directory is empty. */
export function ProExamples({ specialists }: { specialists: Card[] }) {
  const t = useT(paymentsText).pro;
  const localize = useLocalizePath();
  if (specialists.length === 0) return null;
  return (
    <section aria-labelledby="examples-title">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="examples-title" className="text-2xl font-bold tracking-tight text-zinc-900 sm:text-3xl">
            {t.examplesTitle}
          </h2>
          <p className="mt-3 text-zinc-700">{t.examplesText}</p>
        </div>
        <Link to={localize("/specialists")} className="font-semibold text-violet-800 underline underline-offset-4 hover:text-violet-600">
          {t.allSpecialists}
        </Link>
      </div>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {specialists.map((specialist) => (
          <li key={specialist.id}>
            <SpecialistCard specialist={specialist} />
          </li>
        ))}
      </ul>
    </section>
  );
}
