// Creating a PGlite database runs initdb inside WebAssembly, which takes tens of seconds on
// a busy 2-core machine. Test files instead copy a template made once here: migrated and
// seeded, and kept under /tmp keyed by the migrations it holds (a schema change makes a
// new one).
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { findMigrationsFolder, openDatabase } from '../src/db/client.ts';
import { seedDatabase } from '../src/db/seed.ts';

function migrationsHash(folder: string): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(folder)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(join(folder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

export default async function setup(project: TestProject): Promise<void> {
  const folder = findMigrationsFolder(join(import.meta.dirname, '..', 'src', 'db'));
  const template = join(tmpdir(), `lisa-api-pglite-template-${migrationsHash(folder)}`);
  if (!existsSync(template)) {
    const building = mkdtempSync(join(tmpdir(), 'lisa-api-pglite-building-'));
    const database = await openDatabase({ dataDir: building, migrationsFolder: folder });
    await seedDatabase(database.db);
    await database.close();
    try {
      renameSync(building, template);
    } catch {
      // Another run finished its template first; use that one.
      rmSync(building, { recursive: true, force: true });
    }
  }
  project.provide('pgliteTemplate', template);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
