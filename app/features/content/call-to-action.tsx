import type { ReactNode } from "react";

interface CallToActionProps {
  id: string;
  title: string;
  text: string;
  /** Dark panels stand out; light ones sit on the page background. */
  tone?: "light" | "dark";
  children: ReactNode;
}

/** A panel with an h2, a short text and one or two links. */
export function CallToAction({ id, title, text, tone = "light", children }: CallToActionProps) {
  const isDark = tone === "dark";
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`flex flex-col rounded-2xl p-6 sm:p-8 ${isDark ? "bg-zinc-950 text-white" : "border border-zinc-200 bg-white shadow-sm"}`}
    >
      <h2 id={`${id}-title`} className={`text-2xl font-bold tracking-tight ${isDark ? "text-white" : "text-zinc-900"}`}>
        {title}
      </h2>
      <p className={`mt-3 max-w-2xl ${isDark ? "text-zinc-300" : "text-zinc-700"}`}>{text}</p>
      <div className="mt-auto flex flex-wrap items-center gap-4 pt-6">{children}</div>
    </section>
  );
}
