/** A migrated, empty PGlite data directory made by `npm run build`, relative to the project root. */
export const DB_TEMPLATE_DIR = "build/db-template";
