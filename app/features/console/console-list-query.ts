import { CONSOLE_PAGE_SIZES, type ConsoleList } from "~/config/constants";
import { z } from "~/config/zod";
import { decodeCursor, type KeysetPosition, type KeysetQuery } from "~/server/keyset-cursor";

/** The URL parameter of a console list's cursor. */
export const CURSOR_PARAM = "after";

/**
 * A console list's query parser: each filter is read from its URL parameter by its schema — which must `.catch` its
 * default, since a missing parameter reads as null: anything malformed is dropped rather than refused, so a bad link
 * shows the unfiltered list —, the cursor (`after`) is decoded to the list's position (ignored when malformed: the first
 * page), and the page size is the list's in CONSOLE_PAGE_SIZES.
 */
export function consoleListQuery<Shape extends z.ZodRawShape, Position extends KeysetPosition>(
  list: ConsoleList,
  filters: Shape,
  position: z.ZodType<Position>,
) {
  const schema = z.object(filters);
  return (searchParams: URLSearchParams): KeysetQuery<z.output<typeof schema>, Position> => ({
    filters: schema.parse(Object.fromEntries(Object.keys(filters).map((name) => [name, searchParams.get(name)]))),
    after: decodeCursor(searchParams.get(CURSOR_PARAM), position),
    pageSize: CONSOLE_PAGE_SIZES[list],
  });
}
