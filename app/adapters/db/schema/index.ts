// Tables live in one pg-core schema that runs unchanged on PGlite and PostgreSQL, one file per domain.
// After a change: `npm run db:generate` writes the SQL migration.
export * from "./accounts.ts";
export * from "./alerts.ts";
export * from "./audio.ts";
export * from "./audit-log.ts";
export * from "./blog.ts";
export * from "./inquiries.ts";
export * from "./jobs.ts";
export * from "./mail.ts";
export * from "./payments.ts";
export * from "./profile-stats.ts";
export * from "./reviews.ts";
export * from "./specialists.ts";
export * from "./telegram.ts";
export type { ContentSource } from "../../../config/constants.ts";
