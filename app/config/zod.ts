import { z } from "zod";

/**
 * zod, configured once: every schema imports `z` from here (app/config/zod.test.ts holds that). Jitless: zod's
 * compiled parsers probe `new Function`, which the pages' CSP refuses (no 'unsafe-eval'), and the refusal is a
 * console error and a CSP violation report in every browser that parses a form (docs/decisions/016).
 */
z.config({ jitless: true });

export { z };
