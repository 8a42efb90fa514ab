import type { ReactNode } from "react";

interface ContactCardProps {
  id: string;
  title: string;
  text: string;
  /** A handle or address shown under the text. */
  detail?: string;
  /** The main contact gets the dark panel. */
  highlighted?: boolean;
  children: ReactNode;
}

/** One way to reach the team: h2, what it is for, and the link. */
export function ContactCard({ id, title, text, detail, highlighted = false, children }: ContactCardProps) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`flex flex-col rounded-2xl p-6 sm:p-8 ${highlighted ? "bg-zinc-950 text-white" : "border border-zinc-200 bg-white shadow-sm"}`}
    >
      <h2 id={`${id}-title`} className={`text-2xl font-bold ${highlighted ? "text-white" : "text-zinc-900"}`}>
        {title}
      </h2>
      <p className={`mt-2 ${highlighted ? "text-zinc-300" : "text-zinc-700"}`}>{text}</p>
      {detail ? <p className={`mt-3 font-mono ${highlighted ? "text-amber-300" : "text-violet-800"}`}>{detail}</p> : null}
      <div className="mt-auto pt-6">{children}</div>
    </section>
  );
}
