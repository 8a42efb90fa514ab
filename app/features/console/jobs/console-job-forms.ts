import { DATE_UTC_OFFSET_HOURS } from "~/config/constants";
import { z } from "~/config/zod";
import { consoleJobSchema } from "~/features/jobs";

/** The job's last write as the operator saw it: a change is refused when the job was written since (a stale decision). */
const seen = z.iso.datetime({ message: "required" });

/** Create and edit: the jobs' one schema (spec 3 "Job", shared with the sheet import), plus the edit guard. */
export const consoleJobFormSchema = consoleJobSchema.extend({ seen: seen.or(z.literal("")) });

/** Close or reopen: only the guard; the intent says which. */
export const jobStateFormSchema = z.object({ seen });

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The last second of a `yyyy-mm-dd` day at the site's UTC+3 (spec 9), or null for an impossible day. */
function endOfDay(text: string): Date | null {
  const match = DAY.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day, 23, 59, 59));
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return null;
  return new Date(utc.getTime() - DATE_UTC_OFFSET_HOURS * 3_600_000);
}

/** The `yyyy-mm-dd` day at UTC+3 of an instant, for the date field. */
export function dayOf(instant: string): string {
  return new Date(Date.parse(instant) + DATE_UTC_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);
}

/** validThrough: a day (inclusive) not yet over, or empty to clear it. */
export const validThroughFormSchema = z.object({
  seen,
  validThrough: z
    .string()
    .trim()
    .refine((value) => value === "" || endOfDay(value) !== null, "notADate")
    .refine((value) => value === "" || (endOfDay(value)?.getTime() ?? 0) > Date.now(), "notInFuture")
    .transform((value) => (value === "" ? null : endOfDay(value))),
});
