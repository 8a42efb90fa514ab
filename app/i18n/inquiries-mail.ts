import { inquiriesMail as en } from "./en/inquiries-mail";
import { inquiriesMail as ru } from "./ru/inquiries-mail";
import type { Namespace } from "./use-language";

export const inquiriesMailText: Namespace<typeof ru> = { ru, en };
