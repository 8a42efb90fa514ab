import { SPECIALISTS_PAGE_SIZE } from "~/config/constants";
import { z } from "~/config/zod";

const profileId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** The contact links a click is counted for (the profile page's Telegram, e-mail and website links). */
const CONTACT_CHANNELS = ["telegram", "email", "website"] as const;

/**
 * What a page's beacon says (POST /api/profile-stats, JSON): a profile's page was opened, a page of the directory
 * showed these cards, or a contact link on a profile was clicked. Nothing else is read from the body.
 */
export const statsEventSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("view"), profileId }),
  z.strictObject({ type: z.literal("appearances"), profileIds: z.array(profileId).min(1).max(SPECIALISTS_PAGE_SIZE) }),
  z.strictObject({ type: z.literal("click"), profileId, channel: z.enum(CONTACT_CHANNELS) }),
]);
export type StatsEvent = z.infer<typeof statsEventSchema>;
