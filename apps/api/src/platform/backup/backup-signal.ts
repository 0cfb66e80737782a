// A running API on PGlite owns its data directory: no second process may open it. So the
// backup command asks the API itself: the API writes its pid to `<DATA_DIR>/api.pid`; the
// command writes `<DATA_DIR>/backup-request.json` ({ id, outDir }) and sends SIGUSR2; the
// API writes the backup and answers in `<DATA_DIR>/backup-result.json` ({ id, ok, ... }).
// Only someone who may signal the process (its user, or root) can ask: no network surface.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseHandle } from '../../db/client.ts';
import { writeBackup } from './backup.ts';

export interface BackupRequest {
  id: string;
  outDir: string;
}

export type BackupResult =
  | { id: string; ok: true; outDir: string; tables: number; files: number }
  | { id: string; ok: false; error: string };

export const backupPaths = (dataDir: string) => ({
  pid: join(dataDir, 'api.pid'),
  request: join(dataDir, 'backup-request.json'),
  result: join(dataDir, 'backup-result.json'),
});

/** Installs the pid file and the SIGUSR2 handler; returns what removes both. */
export function installBackupSignal(options: {
  database: DatabaseHandle;
  dataDir: string;
  filesDir: string | undefined;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}): () => void {
  const paths = backupPaths(options.dataDir);
  writeFileSync(paths.pid, `${process.pid}\n`);
  let running = false;
  const onSignal = async () => {
    if (running || !existsSync(paths.request)) return;
    running = true;
    let request: BackupRequest | null = null;
    try {
      request = JSON.parse(readFileSync(paths.request, 'utf8')) as BackupRequest;
      const manifest = await writeBackup(options.database, {
        outDir: request.outDir,
        filesDir: options.filesDir,
      });
      const result: BackupResult = {
        id: request.id,
        ok: true,
        outDir: request.outDir,
        tables: Object.keys(manifest.tables).length,
        files: manifest.files,
      };
      writeFileSync(paths.result, JSON.stringify(result));
      options.log.info({ outDir: request.outDir }, 'backup written');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      writeFileSync(
        paths.result,
        JSON.stringify({ id: request?.id ?? '', ok: false, error: message } satisfies BackupResult),
      );
      options.log.error({ err: error }, 'backup failed');
    } finally {
      running = false;
    }
  };
  process.on('SIGUSR2', onSignal);
  return () => {
    process.off('SIGUSR2', onSignal);
    rmSync(paths.pid, { force: true });
  };
}
