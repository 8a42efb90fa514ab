import { CONTENT_SOURCES, type ContentSource } from "~/config/constants";
import { z } from "~/config/zod";

/**
 * The console's job list filters and page, from the URL: text (the public search's), status, source, and the keyset
 * cursor `after` + `afterId` (the last row of the page before). Anything malformed is dropped rather than refused: a
 * bad link shows the unfiltered list.
 */
const consoleJobQuerySchema = z.object({
  q: z.string().trim().max(200).catch(""),
  status: z.enum(["open", "closed"]).or(z.literal("")).catch(""),
  source: z.enum(CONTENT_SOURCES).or(z.literal("")).catch(""),
  after: z.iso.datetime().nullable().catch(null),
  afterId: z.string().min(1).max(200).nullable().catch(null),
});

export type ConsoleJobListQuery = {
  q: string;
  status: "" | "open" | "closed";
  source: "" | ContentSource;
  after: { postDate: string; id: string } | null;
};

export function parseConsoleJobQuery(searchParams: URLSearchParams): ConsoleJobListQuery {
  const { after, afterId, ...filters } = consoleJobQuerySchema.parse({
    q: searchParams.get("q") ?? "",
    status: searchParams.get("status") ?? "",
    source: searchParams.get("source") ?? "",
    after: searchParams.get("after"),
    afterId: searchParams.get("afterId"),
  });
  return { ...filters, after: after && afterId ? { postDate: after, id: afterId } : null };
}

/** The list's URL with these filters, optionally from a cursor. */
export function consoleJobListSearch(query: Pick<ConsoleJobListQuery, "q" | "status" | "source">, after?: { postDate: string; id: string } | null): string {
  const search = new URLSearchParams({
    ...(query.q && { q: query.q }),
    ...(query.status && { status: query.status }),
    ...(query.source && { source: query.source }),
    ...(after && { after: after.postDate, afterId: after.id }),
  });
  const text = search.toString();
  return text ? `?${text}` : "?";
}
