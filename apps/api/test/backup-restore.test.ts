// Issue 23: one command backs up the embedded database while the API runs (it asks the
// API, which owns the data directory), another restores it into a fresh data directory and
// checks every table's row count and the messages' checksum; the files come along. PGlite
// only: PostgreSQL is pg_dump / pg_restore (README).
import { type ChildProcess, execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, rowsOf } from '../src/db/client.ts';
import type { BackupManifest } from '../src/platform/backup/backup.ts';
import { type ApiProcess, startApiProcess } from './support/api-process.ts';

const API_DIR = join(import.meta.dirname, '..');
const BUILD_DIR = join(API_DIR, 'node_modules', '.cache', 'lisa-backup-build');

function cli(args: string[], dataDir: string): { code: number; output: string } {
  try {
    const output = execFileSync('pnpm', ['exec', 'tsx', 'scripts/db-backup.ts', ...args], {
      cwd: API_DIR,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { code: 0, output };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { code: failed.status, output: `${failed.stdout}${failed.stderr}` };
  }
}

async function countOf(dataDir: string, table: string): Promise<number> {
  const database = await openDatabase({ dataDir });
  try {
    const [row] = rowsOf(
      await database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`),
    ) as { n: number }[];
    return row?.n ?? 0;
  } finally {
    await database.close();
  }
}

describe('backup and restore of the embedded database', () => {
  const root = mkdtempSync(join(tmpdir(), 'lisa-backup-test-'));
  const dataDir = join(root, 'data');
  let api: ApiProcess;
  let child: ChildProcess;
  let url = '';

  beforeAll(async () => {
    execFileSync('pnpm', ['exec', 'tsdown', '--out-dir', BUILD_DIR, '--no-sourcemap'], {
      cwd: API_DIR,
      stdio: 'ignore',
    });
    mkdirSync(dataDir);
    cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
    api = await startApiProcess({
      args: [join(BUILD_DIR, 'main.js')],
      cwd: API_DIR,
      env: {
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
        RATE_LIMIT_PER_MINUTE: '100000',
        CHAT_NEW_CONVERSATIONS_PER_IP: '100000',
        FREE_CHAT_LIMIT_PER_IP: '100000',
      },
      startTimeoutMs: 150_000,
    });
    ({ child, url } = api);
  });

  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    rmSync(root, { recursive: true, force: true });
  });

  const chat = (customer: string, extra: object = {}) =>
    fetch(`${url}/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        message: 'What are your opening hours?',
        customer_id: customer,
        ...extra,
      }),
    });

  it('backs up the running API while chats go on, and restores an identical database with its files', async () => {
    const bytes = Buffer.from('backup me, byte for byte\n');
    const withFile = await chat('backup-file', {
      attachments: [
        { name: 'notes.txt', content_type: 'text/plain', data_base64: bytes.toString('base64') },
      ],
    });
    expect(withFile.status, api.output()).toBe(200);

    // Chats keep arriving while the backup is taken.
    const during = Array.from({ length: 10 }, (_, i) => chat(`backup-during-${i}`));
    const backupDir = join(root, 'backup-1');
    const taken = cli(['backup', '--out', backupDir], dataDir);
    expect(taken.code, taken.output).toBe(0);
    expect(taken.output).toContain('asking the running API');
    for (const answer of await Promise.all(during)) expect(answer.status).toBe(200);

    const manifest = JSON.parse(
      readFileSync(join(backupDir, 'manifest.json'), 'utf8'),
    ) as BackupManifest;
    expect(manifest.tables.messages).toBeGreaterThan(2);
    expect(manifest.tables.contacts).toBeGreaterThan(0);
    expect(manifest.tables.deals).toBeGreaterThan(0);
    expect(manifest.files).toBe(1);
    // The request file and the answer are cleaned up; the API keeps serving.
    expect(existsSync(join(dataDir, 'backup-request.json'))).toBe(false);
    expect((await chat('backup-after')).status).toBe(200);

    const restored = join(root, 'restored');
    const restore = cli(['restore', backupDir, restored], dataDir);
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toContain("every table's rows and the messages' checksum match");
    expect(await countOf(restored, 'messages')).toBe(manifest.tables.messages);
    const [file] = readdirSync(join(restored, 'files', 'attachments'), { recursive: true })
      .map(String)
      .filter((name) => /\/\d+$/.test(name));
    expect(readFileSync(join(restored, 'files', 'attachments', String(file)))).toEqual(bytes);
  });

  it('refuses to overwrite: a backup into a used folder, a restore into a used data directory', async () => {
    const used = join(root, 'used');
    mkdirSync(used);
    writeFileSync(join(used, 'keep.txt'), 'mine');
    const backup = cli(['backup', '--out', used], dataDir);
    expect(backup.code).toBe(1);
    expect(backup.output).toContain('is not empty');
    expect(readFileSync(join(used, 'keep.txt'), 'utf8')).toBe('mine');

    const restore = cli(['restore', join(root, 'backup-1'), used], dataDir);
    expect(restore.code).toBe(1);
    expect(restore.output).toContain('is not empty: restore into a new folder');
    const notBackup = cli(['restore', used, join(root, 'fresh')], dataDir);
    expect(notBackup.code).toBe(1);
    expect(notBackup.output).toContain('is not a Lisa backup');
  });

  it('backs up a stopped API straight from its data directory', async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    expect(existsSync(join(dataDir, 'api.pid'))).toBe(false);
    const backupDir = join(root, 'backup-offline');
    const taken = cli(['backup', '--out', backupDir], dataDir);
    expect(taken.code, taken.output).toBe(0);
    expect(taken.output).not.toContain('asking the running API');
    const restored = join(root, 'restored-offline');
    const restore = cli(['restore', backupDir, restored], dataDir);
    expect(restore.code, restore.output).toBe(0);
    expect(await countOf(restored, 'messages')).toBe(await countOf(dataDir, 'messages'));
  });
});
