// drizzle-kit reads every file in src/db/schema (core, accounts, knowledge, ...), so each
// area owns its schema file and one migration folder serves PGlite and PostgreSQL alike.
// Generate with: flock /tmp/lisa-drizzle.lock pnpm --filter @lisa/api db:generate
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema',
  out: './drizzle',
});
