import { EXTERNAL_LINKS } from "~/config/constants";
import { commonText } from "~/i18n/common";
import { useT } from "~/i18n/use-language";

/** The fixed promo strip at the very top (spec 1 "Site furniture"); the motion stops for reduced-motion users. */
export function PromoMarquee() {
  const t = useT(commonText);
  const items = Array.from({ length: 4 }, (_, index) => (
    <span key={index} className="mx-8 inline-flex items-center gap-3" aria-hidden={index > 0}>
      <span>{t.marquee.text}</span>
      <span className="font-semibold underline underline-offset-2">{t.marquee.cta} →</span>
    </span>
  ));
  return (
    <aside aria-label={t.marquee.cta}>
      <a
        href={EXTERNAL_LINKS.webinar}
        target="_blank"
        rel="noopener noreferrer"
        className="fixed inset-x-0 top-0 z-50 block h-9 overflow-hidden bg-amber-400 text-sm leading-9 whitespace-nowrap text-zinc-950"
      >
        <span className="inline-block animate-[marquee_40s_linear_infinite] motion-reduce:animate-none">
          {items}
          <span aria-hidden="true">{items}</span>
        </span>
      </a>
    </aside>
  );
}
