import { CONTENT_SOURCES } from "~/config/constants";
import { z } from "~/config/zod";
import { timeAndId } from "~/server/keyset-cursor";
import { consoleListQuery } from "../console-list-query";

/** The console's job list filters, from the URL: text (the public search's), status, source; newest first, by (post date, id). */
export const parseConsoleJobQuery = consoleListQuery(
  "jobs",
  {
    q: z.string().trim().max(200).catch(""),
    status: z.enum(["open", "closed"]).or(z.literal("")).catch(""),
    source: z.enum(CONTENT_SOURCES).or(z.literal("")).catch(""),
  },
  timeAndId,
);

export type ConsoleJobListQuery = ReturnType<typeof parseConsoleJobQuery>;
