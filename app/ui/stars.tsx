/** Five stars filled to `rating` (0–5, halves rounded), for reading; the label says the figure. */
export function Stars({ rating, label, size = "size-4" }: { rating: number; label: string; size?: string }) {
  const filled = Math.round(rating);
  return (
    <span role="img" aria-label={label} className="inline-flex items-center gap-0.5">
      {Array.from({ length: 5 }, (_, index) => (
        <svg key={index} viewBox="0 0 20 20" aria-hidden="true" className={`${size} ${index < filled ? "fill-amber-400" : "fill-zinc-300"}`}>
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </span>
  );
}
