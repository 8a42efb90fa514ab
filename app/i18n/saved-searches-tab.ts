import { savedSearchesTab as en } from "./en/saved-searches-tab";
import { savedSearchesTab as ru } from "./ru/saved-searches-tab";
import type { Namespace } from "./use-language";

export const savedSearchesTabText: Namespace<typeof ru> = { ru, en };
