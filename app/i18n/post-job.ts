import { postJob as en } from "./en/post-job";
import type { Namespace } from "./use-language";
import { postJob as ru } from "./ru/post-job";

export const postJobText: Namespace<typeof ru> = { ru, en };
