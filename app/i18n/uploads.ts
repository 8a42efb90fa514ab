import { uploads as en } from "./en/uploads";
import { uploads as ru } from "./ru/uploads";
import type { Namespace } from "./use-language";

export const uploadsText: Namespace<typeof ru> = { ru, en };
