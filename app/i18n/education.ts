import { education as en } from "./en/education";
import type { Namespace } from "./use-language";
import { education as ru } from "./ru/education";

export const educationText: Namespace<typeof ru> = { ru, en };
