/**
 * The one normalisation used both when a job is stored and when it is searched, so the
 * database needs no locale support for Cyrillic: lower case, ё folded to е, spaces collapsed.
 */
export function normalizeSearchText(text: string): string {
  return text.toLowerCase().replaceAll("ё", "е").replace(/\s+/g, " ").trim();
}

export function jobSearchText(job: { title: string; company: string; description: string }): string {
  return normalizeSearchText(`${job.title} ${job.company} ${job.description}`);
}
