// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_IN_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const XML_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/**
 * Element text and attribute values of the XML the site serves (sitemaps, the Yandex vacancies feed): the five XML
 * specials as named entities, and the characters XML 1.0 forbids even escaped (C0 controls but tab and line breaks,
 * U+FFFE, U+FFFF, lone surrogates) dropped: the database can hold them (a pasted vertical tab), and one would make the
 * whole file ill-formed.
 */
export function escapeXml(text: string): string {
  return text
    .toWellFormed()
    .replace(FORBIDDEN_IN_XML, "")
    .replace(/[&<>"']/g, (character) => XML_ENTITIES[character] ?? character);
}
