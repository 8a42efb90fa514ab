/** The languages as the comma-separated field shows them; the schema's `splitLanguages` reads them back. */
export function joinLanguages(languages: readonly string[]): string {
  return languages.join(", ");
}
