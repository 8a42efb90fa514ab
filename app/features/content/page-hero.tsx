import type { ReactNode } from "react";

interface PageHeroProps {
  eyebrow: string;
  title: string;
  lead?: string;
  /** Shown above the eyebrow, e.g. a back link. */
  before?: ReactNode;
  /** Buttons and badges under the lead. */
  children?: ReactNode;
}

/** The dark band that opens every content page; it holds the page's only h1. */
export function PageHero({ eyebrow, title, lead, before, children }: PageHeroProps) {
  return (
    <section className="relative overflow-hidden bg-zinc-950 text-white">
      <div aria-hidden="true" className="absolute -top-24 -right-24 size-96 rounded-full bg-violet-700/30 blur-3xl" />
      <div className="relative mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
        {before}
        <p className="text-xs font-semibold tracking-widest text-amber-300 uppercase">{eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-3xl leading-tight font-black text-balance break-words min-[400px]:text-4xl sm:text-5xl">{title}</h1>
        {lead ? <p className="mt-5 max-w-2xl text-lg text-zinc-300">{lead}</p> : null}
        {children ? <div className="mt-8 flex flex-wrap items-center gap-3">{children}</div> : null}
      </div>
    </section>
  );
}
