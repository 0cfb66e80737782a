// `pnpm --filter @lisa/api db:backup [--out <folder>]`: backs up the embedded database of
// DATA_DIR (and its files) into a new folder, asking the running API when there is one.
// `pnpm --filter @lisa/api db:restore <backup folder> <new data dir>`: restores it and checks
// row counts and the messages' checksum. PostgreSQL: pg_dump / pg_restore (README).
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openDatabase } from '../src/db/client.ts';
import { loadEnv } from '../src/env.ts';
import {
  BackupError,
  backupFingerprint,
  backupFolderName,
  restoreBackup,
  writeBackup,
} from '../src/platform/backup/backup.ts';
import { type BackupResult, backupPaths } from '../src/platform/backup/backup-signal.ts';

const ANSWER_TIMEOUT_MS = 5 * 60_000;

function runningApiPid(dataDir: string): number | null {
  const { pid } = backupPaths(dataDir);
  if (!existsSync(pid)) return null;
  const value = Number(readFileSync(pid, 'utf8').trim());
  if (!Number.isInteger(value) || value <= 0) return null;
  try {
    process.kill(value, 0);
    return value;
  } catch {
    return null;
  }
}

async function askRunningApi(dataDir: string, pid: number, outDir: string): Promise<void> {
  const paths = backupPaths(dataDir);
  const id = randomUUID();
  rmSync(paths.result, { force: true });
  writeFileSync(paths.request, JSON.stringify({ id, outDir }));
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + ANSWER_TIMEOUT_MS;
  try {
    while (Date.now() < deadline) {
      if (existsSync(paths.result)) {
        const result = JSON.parse(readFileSync(paths.result, 'utf8')) as BackupResult;
        if (result.id === id) {
          if (!result.ok) throw new BackupError(`the API could not back up: ${result.error}`);
          return;
        }
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new BackupError(`the API (pid ${pid}) did not answer within 5 minutes`);
  } finally {
    rmSync(paths.request, { force: true });
    rmSync(paths.result, { force: true });
  }
}

async function backup(args: string[]): Promise<void> {
  const env = loadEnv();
  if (env.DATABASE_URL) {
    throw new BackupError(
      'DATABASE_URL is set: back PostgreSQL up with pg_dump -Fc "$DATABASE_URL" -f lisa.dump (see apps/api/README.md).',
    );
  }
  const dataDir = resolve(env.DATA_DIR);
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    throw new BackupError(`there is no database in ${dataDir} (DATA_DIR).`);
  }
  const out = args[args.indexOf('--out') + 1];
  const outDir = resolve(
    args.includes('--out') && out ? out : join('backups', backupFolderName(new Date())),
  );
  const filesDir = env.S3_ENDPOINT ? undefined : resolve(env.FILES_DIR ?? join(dataDir, 'files'));
  // Refused before anything else, whoever would write it (the running API or this process).
  if (existsSync(outDir) && readdirSync(outDir).length > 0) {
    throw new BackupError(`${outDir} is not empty: choose a new folder for the backup.`);
  }
  const pid = runningApiPid(dataDir);
  if (pid) {
    console.log(`asking the running API (pid ${pid}) for a backup of ${dataDir}`);
    await askRunningApi(dataDir, pid, outDir);
  } else {
    const database = await openDatabase({ dataDir });
    try {
      await writeBackup(database, { outDir, filesDir });
    } finally {
      await database.close();
    }
  }
  const manifest = JSON.parse(readFileSync(join(outDir, 'manifest.json'), 'utf8'));
  const messages = manifest.tables.messages ?? 0;
  console.log(
    `backup written to ${outDir}: ${Object.keys(manifest.tables).length} tables, ${messages} messages, ${manifest.files} files, database sha256 ${backupFingerprint(outDir)}…`,
  );
  if (env.S3_ENDPOINT) console.log('files are in S3: back the bucket up with its own tools.');
}

async function restore(args: string[]): Promise<void> {
  const [from, to] = args;
  if (!from || !to) throw new BackupError('usage: db:restore <backup folder> <new data dir>');
  const { manifest, mismatches } = await restoreBackup(resolve(from), resolve(to));
  if (mismatches.length > 0) {
    throw new BackupError(
      `restored, but it differs from the backup:\n  ${mismatches.join('\n  ')}`,
    );
  }
  console.log(
    `restored ${from} (taken ${manifest.created_at}, version ${manifest.version}) into ${to}: every table's rows and the messages' checksum match. Start the API with DATA_DIR=${to}.`,
  );
}

const [command, ...rest] = process.argv.slice(2);
try {
  if (command === 'backup') await backup(rest);
  else if (command === 'restore') await restore(rest);
  else
    throw new BackupError(
      'usage: db-backup.ts backup [--out <folder>] | restore <backup folder> <new data dir>',
    );
} catch (error) {
  console.error(`lisa: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
