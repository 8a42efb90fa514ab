import { payments as en } from "./en/payments";
import { payments as ru } from "./ru/payments";
import type { Namespace } from "./use-language";

export const paymentsText: Namespace<typeof ru> = { ru, en };
