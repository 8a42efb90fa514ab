/**
 * A page cursor over (time, id), for lists ordered by a timestamp: the time as PostgreSQL prints it (`column::text`,
 * microseconds kept, which a JS Date would round away and so skip or repeat rows), a space, the id.
 */
export function parseCursor(cursor: string | null): { at: string; id: string } | null {
  const match = cursor ? /^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d{1,6})?[+-]\d\d(?::\d\d)?) (\S{1,200})$/.exec(cursor) : null;
  return match?.[1] && match[2] ? { at: match[1], id: match[2] } : null;
}

export const formatCursor = (at: string, id: string) => `${at} ${id}`;
