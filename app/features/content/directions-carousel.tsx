import { SCHOOL_DIRECTIONS } from "~/config/constants";
import { tramplinText } from "~/i18n/tramplin";
import { useT } from "~/i18n/use-language";
import { Carousel } from "~/ui/carousel";
import { ContentSection } from "./content-section";
import { DirectionIcon } from "./direction-icon";

/** The six directions taught at the school, as a swipeable row of cards. */
export function DirectionsCarousel() {
  const t = useT(tramplinText).directions;
  return (
    <ContentSection id="directions" title={t.title} intro={t.intro}>
      <Carousel labels={t.labels} slideClassName="basis-[85%] sm:basis-1/2 xl:basis-1/3">
        {SCHOOL_DIRECTIONS.map((key, index) => (
          <article key={key} className="flex h-full flex-col rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm">
            <div className="flex items-center justify-between">
              <DirectionIcon direction={key} />
              <span aria-hidden="true" className="font-mono text-sm font-semibold text-zinc-600">
                {String(index + 1).padStart(2, "0")}
              </span>
            </div>
            <h3 className="mt-5 text-lg font-bold text-zinc-900">{t.items[key].title}</h3>
            <p className="mt-2 text-zinc-700">{t.items[key].text}</p>
          </article>
        ))}
      </Carousel>
    </ContentSection>
  );
}
