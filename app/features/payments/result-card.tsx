import type { ReactNode } from "react";

type ResultTone = "pending" | "success" | "error";

const iconClass: Record<ResultTone, string> = {
  pending: "border-4 border-violet-200 border-t-violet-700 motion-safe:animate-spin",
  success: "bg-emerald-100 text-emerald-700",
  error: "bg-red-100 text-red-700",
};

function ToneIcon({ tone }: { tone: ResultTone }) {
  return (
    <div aria-hidden="true" className={`mx-auto flex size-16 items-center justify-center rounded-full ${iconClass[tone]}`}>
      {tone === "success" && (
        <svg viewBox="0 0 24 24" className="size-8 fill-current">
          <path d="M9.2 16.2 4.9 12l-1.4 1.4 5.7 5.7L21 7.3l-1.4-1.4z" />
        </svg>
      )}
      {tone === "error" && (
        <svg viewBox="0 0 24 24" className="size-8 fill-current">
          <path d="M11 6h2v8h-2zm0 10h2v2h-2z" />
        </svg>
      )}
    </div>
  );
}

interface ResultCardProps {
  tone: ResultTone;
  title: string;
  text: string;
  children?: ReactNode;
}

/** The payment pages' centred card: an icon, the page's h1 and text announced as a status, then what follows. */
export function ResultCard({ tone, title, text, children }: ResultCardProps) {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-2xl items-center px-4 py-12 sm:px-6">
      <section className="w-full rounded-2xl border border-zinc-200 bg-white p-6 text-center shadow-sm sm:p-10">
        <ToneIcon tone={tone} />
        <div role="status" className="mt-6">
          <h1 className="text-2xl font-black text-balance sm:text-3xl">{title}</h1>
          <p className="mt-3 text-zinc-700">{text}</p>
        </div>
        {children}
      </section>
    </main>
  );
}
