import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { Children, useCallback, useSyncExternalStore, type KeyboardEvent, type ReactNode } from "react";
import { interpolate } from "~/i18n/plural";

interface CarouselLabels {
  /** The accessible name of the whole carousel region. */
  region: string;
  previous: string;
  next: string;
  /** Names each slide for screen readers; {n} is its position and {total} the number of slides. */
  slide: string;
}

interface CarouselProps {
  labels: CarouselLabels;
  /** Each child is one slide. */
  children: ReactNode;
  /** Width of one slide, as Tailwind flex-basis classes. */
  slideClassName?: string;
  /** Classes of the outer region. */
  className?: string;
  options?: EmblaOptionsType;
}

type EmblaCarouselType = NonNullable<UseEmblaCarouselType[1]>;
type EmblaOptionsType = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;
type Subscribe = (onChange: () => void) => () => void;

const noSubscription: Subscribe = () => () => {};

/**
 * A swipeable carousel (Embla) with previous / next buttons. The region is focusable and the
 * left / right arrow keys move it while it has focus; a focused slide is scrolled into view.
 */
export function Carousel({ labels, children, slideClassName = "basis-full", className = "", options }: CarouselProps) {
  const [viewportRef, api] = useEmblaCarousel({ align: "start", ...options });
  const slides = Children.toArray(children);

  const subscribe = useCallback<Subscribe>(
    (onChange) => {
      if (!api) return noSubscription(onChange);
      api.on("select", onChange).on("reInit", onChange);
      return () => {
        api.off("select", onChange).off("reInit", onChange);
      };
    },
    [api],
  );
  const canScrollPrev = useScrollState(subscribe, api, (carousel) => carousel.canScrollPrev(), false);
  const canScrollNext = useScrollState(subscribe, api, (carousel) => carousel.canScrollNext(), slides.length > 1);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      api?.scrollPrev();
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      api?.scrollNext();
    }
  };

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={labels.region}
      tabIndex={0}
      onKeyDown={onKeyDown}
      className={`group relative rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-violet-700 ${className}`}
    >
      <div ref={viewportRef} className="overflow-hidden rounded-xl">
        <div className="-ml-4 flex touch-pan-y touch-pinch-zoom">
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={interpolate(labels.slide, { n: index + 1, total: slides.length })}
              className={`min-w-0 shrink-0 grow-0 pl-4 ${slideClassName}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-4 flex justify-end gap-2">
        <CarouselButton label={labels.previous} disabled={!canScrollPrev} onClick={() => api?.scrollPrev()} direction="previous" />
        <CarouselButton label={labels.next} disabled={!canScrollNext} onClick={() => api?.scrollNext()} direction="next" />
      </div>
    </div>
  );
}

/** Reads one of Embla's scroll flags and re-renders when the selected slide changes. */
function useScrollState(subscribe: Subscribe, api: EmblaCarouselType | undefined, read: (api: EmblaCarouselType) => boolean, initial: boolean) {
  return useSyncExternalStore(
    subscribe,
    () => (api ? read(api) : initial),
    () => initial,
  );
}

function CarouselButton({ label, disabled, onClick, direction }: { label: string; disabled: boolean; onClick: () => void; direction: "previous" | "next" }) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="flex size-11 items-center justify-center rounded-full border border-zinc-300 bg-white text-zinc-900 shadow-sm transition hover:border-violet-700 hover:text-violet-700 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-zinc-300 disabled:hover:text-zinc-900"
    >
      <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
        <path
          d={direction === "previous" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
