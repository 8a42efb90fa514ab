import { contacts as en } from "./en/contacts";
import type { Namespace } from "./use-language";
import { contacts as ru } from "./ru/contacts";

export const contactsText: Namespace<typeof ru> = { ru, en };
