/**
 * The document's module preloads are fetched at low priority (docs/decisions/029). React Router's `<Scripts>` renders a
 * `<link rel="modulepreload">` for every module the page hydrates with, and React hoists them to the top of the head,
 * where the browser gives each the priority of a parser-blocking script: on a slow phone network ~150 kB of JavaScript
 * then shares the line with the document it does not need for painting (and Lighthouse counts them as render-blocking).
 * Marked `fetchpriority="low"`, they still start at once — nothing is discovered later — but wait behind what paints.
 * Only the head is touched: the body's text is React's escaped output and never holds the tag.
 */
const MODULE_PRELOAD = '<link rel="modulepreload" ';
const LOW_PRIORITY_MODULE_PRELOAD = '<link rel="modulepreload" fetchpriority="low" ';

export function lowerModulePreloadPriority(html: string): string {
  const headEnd = html.indexOf("</head>");
  if (headEnd === -1) return html;
  return html.slice(0, headEnd).replaceAll(MODULE_PRELOAD, LOW_PRIORITY_MODULE_PRELOAD) + html.slice(headEnd);
}
