/** Spec 5 "Profile editor": in the experience field, Tab inserts four spaces. */
const INDENT = "    ";

export interface TextEdit {
  value: string;
  /** Where the caret goes afterwards. */
  caret: number;
}

/**
 * The text after Tab over the selection [start, end): the selection is replaced by four spaces, or by as
 * many as still fit under `maxLength`. Null when not even one fits, so the text stays as it is.
 */
export function insertIndent(value: string, start: number, end: number, maxLength: number): TextEdit | null {
  const room = maxLength - (value.length - (end - start));
  const indent = INDENT.slice(0, Math.max(room, 0));
  if (indent === "") return null;
  return { value: value.slice(0, start) + indent + value.slice(end), caret: start + indent.length };
}
