import { dashboard as en } from "./en/dashboard";
import { dashboard as ru } from "./ru/dashboard";
import type { Namespace } from "./use-language";

export const dashboardText: Namespace<typeof ru> = { ru, en };
