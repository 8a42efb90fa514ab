import { home as en } from "./en/home";
import type { Namespace } from "./use-language";
import { home as ru } from "./ru/home";

export const homeText: Namespace<typeof ru> = { ru, en };
