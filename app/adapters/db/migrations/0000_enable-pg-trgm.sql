-- pg_trgm serves the trigram indexes of job and specialist search (drizzle-kit never emits CREATE EXTENSION).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
