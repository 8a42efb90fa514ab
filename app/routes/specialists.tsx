import { getDb } from "~/adapters/db/database.server";
import { DirectoryFiltersCompact, DirectoryFiltersPanel, DirectorySearch, FilterChips } from "~/features/specialists/directory-filters";
import { DirectoryResults } from "~/features/specialists/directory-results";
import { findSpecialists, getMatchingSpecialistIds, getSpecialistLocations } from "~/features/specialists/directory.server";
import { directorySearch } from "~/features/specialists/directory-url";
import { parseDirectoryFilters } from "~/features/specialists/parse-directory-filters.server";
import { useViewer } from "~/features/auth/use-viewer";
import { useAppearancesBeacon } from "~/features/profile-stats";
import { SpecialistsHero } from "~/features/specialists/specialists-hero";
import { languageFromPath } from "~/i18n/language";
import { specialistsText } from "~/i18n/specialists";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/specialists";

export async function loader({ request }: Route.LoaderArgs) {
  const db = await getDb();
  const locations = await getSpecialistLocations(db);
  const { filters, pages, seed } = parseDirectoryFilters(new URL(request.url), locations);
  const { specialists, total, hasMore } = await findSpecialists(db, filters, { seed, pages, matchingIds: getMatchingSpecialistIds });
  return { specialists, total, filters, locations, moreSearch: hasMore ? directorySearch(filters, { page: pages + 1, seed }) : null };
}

export function meta(args: Route.MetaArgs) {
  const t = specialistsText[languageFromPath(args.location.pathname)];
  return pageMeta(args, { title: t.seoTitle, description: t.seoDescription });
}

export default function Specialists({ loaderData }: Route.ComponentProps) {
  const viewer = useViewer();
  const { specialists, total, filters, locations, moreSearch } = loaderData;
  // The cards shown count as appearances through a beacon, outside the cached render (docs/decisions/037).
  useAppearancesBeacon(specialists.map((specialist) => specialist.id));
  return (
    <main>
      <SpecialistsHero canBecomePro={!viewer?.isPro} />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-10 sm:px-6">
        <DirectorySearch filters={filters} />
        <div className="lg:hidden">
          <DirectoryFiltersCompact filters={filters} locations={locations} />
        </div>
        <div className="grid gap-6 lg:grid-cols-[17rem_1fr]">
          <aside className="hidden lg:block">
            <DirectoryFiltersPanel filters={filters} locations={locations} />
          </aside>
          <div className="min-w-0 space-y-4">
            <FilterChips filters={filters} />
            <DirectoryResults specialists={specialists} total={total} filters={filters} moreHref={moreSearch} />
          </div>
        </div>
      </div>
    </main>
  );
}
