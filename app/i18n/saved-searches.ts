import { savedSearches as en } from "./en/saved-searches";
import { savedSearches as ru } from "./ru/saved-searches";
import type { Namespace } from "./use-language";

export const savedSearchesText: Namespace<typeof ru> = { ru, en };
