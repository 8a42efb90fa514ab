import { z } from "~/config/zod";

/** The cabinet panel's two buttons (POST /api/telegram/link). */
export const telegramLinkFormSchema = z.object({ intent: z.enum(["connect", "disconnect"]) });
