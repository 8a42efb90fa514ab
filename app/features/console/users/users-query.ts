import { USER_ROLES } from "~/config/constants";
import { z } from "~/config/zod";
import { timeAndId } from "~/server/keyset-cursor";
import { consoleListQuery } from "../console-list-query";

/**
 * The users list's search and filters, from the URL: `q` (part of the e-mail or name, any case), the role, banned or
 * not; newest first, by (created, id).
 */
export const parseUsersQuery = consoleListQuery(
  "users",
  {
    q: z.string().trim().max(320).catch(""),
    role: z.enum(USER_ROLES).or(z.literal("")).catch(""),
    banned: z.enum(["yes", "no"]).or(z.literal("")).catch(""),
  },
  timeAndId,
);

export type UsersQuery = ReturnType<typeof parseUsersQuery>;
