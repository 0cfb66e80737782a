// Writes dist/pglite-template.tar.gz: an embedded database already initialised, migrated,
// seeded with business 1 and holding Lisa's own knowledge base. dist/main.js starts from
// it when DATA_DIR is empty (a first `npm start`, every e2e run), which turns a cold start
// of 40+ s on a busy 2-core machine into a few seconds. It is built in memory, so nothing
// on disk is touched besides the output file.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database } from '../src/db/client.ts';
import { CREATE_EXTENSIONS, findMigrationsFolder, pgliteExtensions } from '../src/db/client.ts';
import { seedDatabase } from '../src/db/seed.ts';
import { createKnowledgeEngine } from '../src/modules/knowledge/knowledge-engine.ts';
import { createKnowledgeStore } from '../src/modules/knowledge/knowledge-store.ts';

const root = join(import.meta.dirname, '..');
const started = Date.now();
const client = await PGlite.create({ extensions: pgliteExtensions });
await client.exec(CREATE_EXTENSIONS);
const db = drizzle(client);
await migrate(db, { migrationsFolder: findMigrationsFolder(join(root, 'src', 'db')) });
await seedDatabase(db as unknown as Database);
await createKnowledgeEngine({
  env: { LLM_BASE_URL: undefined, LLM_API_KEY: undefined, LLM_MODEL: undefined },
  store: createKnowledgeStore({ db: db as unknown as Database, clock: () => new Date() }),
});
const dump = await client.dumpDataDir('gzip');
const file = join(root, 'dist', 'pglite-template.tar.gz');
writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
await client.close();
process.stdout.write(`PGlite template written to ${file} in ${Date.now() - started} ms\n`);
