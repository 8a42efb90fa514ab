import { about as en } from "./en/about";
import type { Namespace } from "./use-language";
import { about as ru } from "./ru/about";

export const aboutText: Namespace<typeof ru> = { ru, en };
