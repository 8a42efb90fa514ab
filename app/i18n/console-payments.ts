import { consolePayments as en } from "./en/console-payments";
import type { Namespace } from "./use-language";
import { consolePayments as ru } from "./ru/console-payments";

export const consolePaymentsText: Namespace<typeof ru> = { ru, en };
