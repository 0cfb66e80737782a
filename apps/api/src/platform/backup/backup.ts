// Backup and restore of the embedded database (PGlite) with the files beside it. A backup
// is a folder: `database.tar.gz` (the data directory, taken between two transactions, so
// it holds only committed work), `files/` (attachment bytes from the data-directory store,
// copied after the dump so every row in it has its file) and `manifest.json` (row counts
// per table and a checksum of the messages, which a restore checks).
// PostgreSQL is backed up with pg_dump / pg_restore (apps/api/README.md).
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import {
  type DatabaseHandle,
  openDatabase,
  pgliteExtensions,
  type RawQuery,
  rowsOf,
} from '../../db/client.ts';
import { API_VERSION } from '../http/version.ts';

export interface BackupManifest {
  format: 'lisa-backup-1';
  version: string;
  created_at: string;
  /** Rows per table of the public schema. */
  tables: Record<string, number>;
  /** md5 over every message's id, sender and text, in id order. */
  messages_checksum: string;
  files: number;
}

export class BackupError extends Error {}

type Facts = Pick<BackupManifest, 'tables' | 'messages_checksum'>;

/** What a restore must find again: row counts per table and the messages' checksum. */
export async function databaseFacts(query: RawQuery): Promise<Facts> {
  const names = (await query(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  )) as { name: string }[];
  const tables: Record<string, number> = {};
  for (const { name } of names) {
    const [row] = (await query(
      `select count(*)::int as n from "${name.replaceAll('"', '""')}"`,
    )) as { n: number }[];
    tables[name] = row?.n ?? 0;
  }
  const [sum] = (await query(
    `select md5(coalesce(string_agg(id::text || ':' || sender || ':' || coalesce(text, ''), '|' order by id), '')) as checksum from messages`,
  )) as { checksum: string }[];
  return { tables, messages_checksum: sum?.checksum ?? '' };
}

/** The facts of an open database, through Drizzle (outside a dump). */
function factsOf(database: DatabaseHandle): Promise<Facts> {
  return databaseFacts(
    async (text) => rowsOf(await database.db.execute(sql.raw(text))) as Record<string, unknown>[],
  );
}

function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    count += entry.isDirectory() ? countFiles(join(dir, entry.name)) : 1;
  }
  return count;
}

/** Writes a backup folder of a running (or just opened) PGlite database. */
export async function writeBackup(
  database: DatabaseHandle,
  options: { outDir: string; filesDir?: string | undefined; now?: Date },
): Promise<BackupManifest> {
  if (!database.dumpDataDir) {
    throw new BackupError('PostgreSQL is backed up with pg_dump (see apps/api/README.md).');
  }
  if (existsSync(options.outDir) && readdirSync(options.outDir).length > 0) {
    throw new BackupError(`${options.outDir} is not empty: choose a new folder for the backup.`);
  }
  mkdirSync(options.outDir, { recursive: true });
  // The facts and the dump describe the same moment: nothing runs between them.
  const { dump, read: facts } = await database.dumpDataDir(databaseFacts);
  writeFileSync(join(options.outDir, 'database.tar.gz'), Buffer.from(await dump.arrayBuffer()));
  const files = join(options.outDir, 'files');
  if (options.filesDir && existsSync(options.filesDir)) {
    cpSync(options.filesDir, files, { recursive: true });
  }
  const manifest: BackupManifest = {
    format: 'lisa-backup-1',
    version: API_VERSION,
    created_at: (options.now ?? new Date()).toISOString(),
    ...facts,
    files: countFiles(files),
  };
  writeFileSync(join(options.outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export function readManifest(backupDir: string): BackupManifest {
  const path = join(backupDir, 'manifest.json');
  if (!existsSync(path) || !existsSync(join(backupDir, 'database.tar.gz'))) {
    throw new BackupError(
      `${backupDir} is not a Lisa backup (no manifest.json or database.tar.gz).`,
    );
  }
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as BackupManifest;
  if (manifest.format !== 'lisa-backup-1') {
    throw new BackupError(`${backupDir}: unknown backup format ${String(manifest.format)}.`);
  }
  return manifest;
}

/**
 * Restores a backup folder into a fresh data directory (refused when it holds anything),
 * files into `<dataDir>/files`, then opens it as the API would (migrations included) and
 * checks every table's row count and the messages' checksum against the manifest.
 */
export async function restoreBackup(
  backupDir: string,
  dataDir: string,
): Promise<{ manifest: BackupManifest; mismatches: string[] }> {
  const manifest = readManifest(backupDir);
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new BackupError(`${dataDir} is not empty: restore into a new folder.`);
  }
  mkdirSync(dataDir, { recursive: true });
  const tarball = new Blob([readFileSync(join(backupDir, 'database.tar.gz'))]);
  const loaded = await PGlite.create(dataDir, {
    extensions: pgliteExtensions,
    loadDataDir: tarball,
  });
  await loaded.close();
  const files = join(backupDir, 'files');
  if (existsSync(files)) cpSync(files, join(dataDir, 'files'), { recursive: true });

  const database = await openDatabase({ dataDir });
  try {
    const facts = await factsOf(database);
    const mismatches: string[] = [];
    for (const [table, count] of Object.entries(manifest.tables)) {
      if (facts.tables[table] !== count) {
        mismatches.push(`${table}: ${count} in the backup, ${facts.tables[table] ?? 0} restored`);
      }
    }
    if (facts.messages_checksum !== manifest.messages_checksum) {
      mismatches.push('messages: the checksum differs');
    }
    return { manifest, mismatches };
  } finally {
    await database.close();
  }
}

/** A folder name for a backup taken now: `lisa-backup-2026-11-26T07-30-00Z`. */
export function backupFolderName(now: Date): string {
  return `lisa-backup-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}`;
}

/** A short fingerprint of a backup's database file, printed so two copies can be compared. */
export function backupFingerprint(backupDir: string): string {
  return createHash('sha256')
    .update(readFileSync(join(backupDir, 'database.tar.gz')))
    .digest('hex')
    .slice(0, 16);
}
