import { inquiries as en } from "./en/inquiries";
import { inquiries as ru } from "./ru/inquiries";
import type { Namespace } from "./use-language";

export const inquiriesText: Namespace<typeof ru> = { ru, en };
