-- Trigram matching for contains()/endswith() list filters: lets a GIN index serve ILIKE '%text%'.
-- PGlite loads the extension's bundle when it opens the database (src/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
