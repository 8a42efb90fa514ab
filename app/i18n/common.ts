import { common as en } from "./en/common";
import type { Namespace } from "./use-language";
import { common as ru } from "./ru/common";

export const commonText: Namespace<typeof ru> = { ru, en };
