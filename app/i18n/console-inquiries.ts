import { consoleInquiries as en } from "./en/console-inquiries";
import { consoleInquiries as ru } from "./ru/console-inquiries";
import type { Namespace } from "./use-language";

export const consoleInquiriesText: Namespace<typeof ru> = { ru, en };
