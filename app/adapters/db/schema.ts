// Tables live in one pg-core schema that runs unchanged on PGlite and PostgreSQL.
// Each feature issue adds its tables here and generates a migration (npm run db:generate).
export {};
