import { accountMail as en } from "./en/account-mail";
import { accountMail as ru } from "./ru/account-mail";
import type { Namespace } from "./use-language";

export const accountMailText: Namespace<typeof ru> = { ru, en };
