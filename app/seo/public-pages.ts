/** The public, indexable pages that are not rows of a table (language-neutral paths). */
export const PUBLIC_PAGES = [
  "/",
  "/specialists",
  "/blog",
  "/education",
  "/education/tramplin",
  "/about",
  "/post-job",
  "/legal",
  "/contacts",
  "/pro",
  "/pricing",
  "/rates",
] as const;
