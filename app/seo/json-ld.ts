/** Safe inside a <script> element: no "</script>" or "<!--" can close it early. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
