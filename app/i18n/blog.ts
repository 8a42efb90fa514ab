import { blog as en } from "./en/blog";
import type { Namespace } from "./use-language";
import { blog as ru } from "./ru/blog";

export const blogText: Namespace<typeof ru> = { ru, en };
