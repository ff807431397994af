// drizzle-kit: `npx drizzle-kit generate` writes SQL migrations from the schema into ./drizzle;
// the API applies them on start (PGlite and PostgreSQL alike).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // every table is defined next to its resource (src/<resource>/*-table.ts)
  schema: './src/**/*-table.ts',
  out: './drizzle',
});
