/**
 * A person's photo, or the initials of their name on a tinted disc when there is none (spec 2: "photo or
 * initials"). `name` is the whole name as shown ("Анна Петрова"); the initials are its first two words'.
 */
export function Avatar({
  name,
  photoUrl,
  className,
  alt = name,
  isPriority = false,
}: {
  name: string;
  photoUrl: string;
  className: string;
  alt?: string;
  /** The page's main image (a profile's header): loaded at once and first, not lazily (it is the page's LCP on phones). */
  isPriority?: boolean;
}) {
  if (photoUrl) {
    return isPriority ? (
      <img src={photoUrl} alt={alt} fetchPriority="high" decoding="async" className={`${className} object-cover`} />
    ) : (
      <img src={photoUrl} alt={alt} loading="lazy" decoding="async" className={`${className} object-cover`} />
    );
  }
  return (
    <span aria-hidden="true" className={`${className} flex items-center justify-center bg-gradient-to-br from-violet-600 to-fuchsia-500 font-bold text-white`}>
      {initialsOf(name)}
    </span>
  );
}

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((word) => word.charAt(0).toUpperCase())
      .join("") || "?"
  );
}
