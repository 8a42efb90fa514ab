import type { ReactNode } from "react";

interface InfoCardProps {
  title: string;
  text: string;
  /** A short line above the title, e.g. a step number. */
  marker?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A white card with an h3 title and a paragraph; extra content (links) goes below. */
export function InfoCard({ title, text, marker, children, className = "" }: InfoCardProps) {
  return (
    <div className={`flex h-full flex-col rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm ${className}`}>
      {marker ? <div className="mb-3">{marker}</div> : null}
      <h3 className="text-lg font-bold text-zinc-900">{title}</h3>
      <p className="mt-2 text-zinc-700">{text}</p>
      {children ? <div className="mt-auto flex flex-wrap gap-3 pt-5">{children}</div> : null}
    </div>
  );
}
