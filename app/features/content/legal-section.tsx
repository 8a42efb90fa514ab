import type { ReactNode } from "react";
import { interpolate } from "~/i18n/plural";

interface LegalSectionProps {
  id: string;
  number: number;
  title: string;
  paragraphs: readonly string[];
  /** Values for the {placeholders} of the paragraphs. */
  values: Record<string, string | number>;
  children?: ReactNode;
}

/** One numbered section of the terms: h2, paragraphs, then any extra content. */
export function LegalSection({ id, number, title, paragraphs, values, children }: LegalSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-28">
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-zinc-900">
        <span className="mr-2 text-violet-700">{number}.</span>
        {title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-zinc-800">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{interpolate(paragraph, values)}</p>
        ))}
        {children}
      </div>
    </section>
  );
}
