import type { ConsoleJobsDictionary } from "~/i18n/ru/console-jobs";
import { interpolate } from "~/i18n/plural";

type Reasons = ConsoleJobsDictionary["imports"]["reasons"];

/** The import's reasons (job-fields.schema.ts, parse-rows, the blog's parser), by pattern; anything else is shown as written. */
const PATTERNS: Array<[RegExp, keyof Reasons]> = [
  [/^fewer than 3 columns$/, "fewerColumns"],
  [/^(?<field>\w+) is empty$/, "empty"],
  [/^(?<field>\w+) is longer than \d+ characters$/, "tooLong"],
  [/^(?<field>\w+) is not an http\(s\) link$/, "notALink"],
  [/^(?<field>\w+) is not an e-mail address$/, "notAnEmail"],
  [/^(?<field>\w+) is not a Telegram handle or link$/, "notATelegram"],
  [/^id starts with console-/, "reservedId"],
  [/^duplicate id (?<id>.+) \(first on row (?<first>\d+)\)$/, "duplicate"],
];

/** A skipped row's reason in the page's language; a field is named as the form labels it. */
export function skippedReasonText(reason: string, reasons: Reasons, fields: Record<string, string>): string {
  for (const [pattern, key] of PATTERNS) {
    const match = pattern.exec(reason);
    if (!match) continue;
    const { field = "", id = "", first = "" } = match.groups ?? {};
    return interpolate(reasons[key], { field: fields[field] ?? field, id, first });
  }
  return reason;
}
