import { useLocation, useNavigation } from "react-router";
import { plural } from "~/i18n/plural";
import { specialistsText } from "~/i18n/specialists";
import { useLanguage, useT } from "~/i18n/use-language";
import { ShowMoreLink } from "~/ui/show-more-link";
import { DirectorySkeletonGrid } from "./directory-skeleton";
import { hasActiveFilters } from "./directory-url";
import type { SpecialistCard as Card, SpecialistFilters } from "./specialist";
import { SpecialistCard } from "./specialist-card";

interface DirectoryResultsProps {
  specialists: Card[];
  total: number;
  filters: SpecialistFilters;
  moreHref: string | null;
}

/** The found count (the list's h2) and the grid (2 columns on phones, 3 on wide screens), with the empty texts of spec 2. */
export function DirectoryResults({ specialists, total, filters, moreHref }: DirectoryResultsProps) {
  const t = useT(specialistsText).list;
  const language = useLanguage();
  const navigation = useNavigation();
  const location = useLocation();
  if (navigation.state === "loading" && navigation.location.pathname === location.pathname) return <DirectorySkeletonGrid isPreparing={false} />;
  if (specialists.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-zinc-300 bg-white p-10 text-center text-zinc-700">
        {hasActiveFilters(filters) ? t.noResults : t.noSpecialists}
      </p>
    );
  }
  return (
    <div className="space-y-4">
      {/* The list's heading (the cards' names are h3, the filters' h2 is hidden on phones): headings never skip a level. */}
      <div role="status">
        <h2 className="text-sm font-medium text-zinc-700">{plural(language, total, t.found)}</h2>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3">
        {specialists.map((specialist) => (
          <li key={specialist.id}>
            <SpecialistCard specialist={specialist} />
          </li>
        ))}
      </ul>
      {moreHref && <ShowMoreLink to={moreHref}>{t.more}</ShowMoreLink>}
    </div>
  );
}
