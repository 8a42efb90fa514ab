import type { ReactNode } from "react";

interface ContentSectionProps {
  title: string;
  id?: string;
  intro?: string;
  children?: ReactNode;
  className?: string;
}

/** A titled block of a content page (h2). */
export function ContentSection({ title, id, intro, children, className = "" }: ContentSectionProps) {
  return (
    <section id={id} aria-labelledby={id ? `${id}-title` : undefined} className={`scroll-mt-28 ${className}`}>
      <h2 id={id ? `${id}-title` : undefined} className="text-2xl font-bold tracking-tight text-zinc-900 sm:text-3xl">
        {title}
      </h2>
      {intro ? <p className="mt-3 max-w-3xl text-zinc-700">{intro}</p> : null}
      {children ? <div className="mt-6">{children}</div> : null}
    </section>
  );
}
