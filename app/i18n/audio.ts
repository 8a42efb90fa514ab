import { audio as en } from "./en/audio";
import { audio as ru } from "./ru/audio";
import type { Namespace } from "./use-language";

export const audioText: Namespace<typeof ru> = { ru, en };
