import { inquiriesTab as en } from "./en/inquiries-tab";
import { inquiriesTab as ru } from "./ru/inquiries-tab";
import type { Namespace } from "./use-language";

export const inquiriesTabText: Namespace<typeof ru> = { ru, en };
