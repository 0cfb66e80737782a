// Starts the API: configuration, database (migrated and seeded), then the server (which
// builds the knowledge engine) on HTTP and WebSocket; prints where they listen; shuts down
// cleanly on SIGINT/SIGTERM.

import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { openDatabase } from './db/client.ts';
import { seedDemoBusiness } from './db/demo-seed.ts';
import { seedDemoWorkflows } from './db/demo-seed-workflows.ts';
import { renewSeedBusinessKey, seedDatabase } from './db/seed.ts';
import { loadEnv } from './env.ts';
import { installBackupSignal } from './platform/backup/backup-signal.ts';
import { logOptions } from './platform/security/log-redaction.ts';
import { buildServer } from './server.ts';

async function main(): Promise<void> {
  const env = loadEnv();
  // One pino logger for the start-up messages and every request, at LOG_LEVEL.
  const logger = pino(logOptions(env.LOG_LEVEL));
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    // Written next to dist/main.js by the build (scripts/build-pglite-template.ts).
    pgliteTemplate: join(dirname(fileURLToPath(import.meta.url)), 'pglite-template.tar.gz'),
  });
  await seedDatabase(database.db);
  if (database.fromTemplate) await renewSeedBusinessKey(database.db);
  const demo = env.SEED_DEMO
    ? await seedDemoBusiness(database.db, { clock: () => new Date() })
    : null;
  const server = await buildServer({ env, database, loggerInstance: logger });
  if (demo?.seeded && demo.businessId !== null && demo.ownerId !== null) {
    await seedDemoWorkflows(server.services.workflows.workflows, demo.businessId, demo.ownerId);
    logger.info(
      { businessId: demo.businessId },
      'seeded the demo business: sign in as demo@lisa.local (see README)',
    );
  }
  const { httpUrl, wsUrl } = await server.listen();
  process.stdout.write(
    `Lisa API listening on ${httpUrl} (docs ${httpUrl}/api/docs), WebSocket ${wsUrl}, database ${database.driver === 'pglite' ? `PGlite in ${env.DATA_DIR}` : 'PostgreSQL'}\n`,
  );

  // On PGlite, `pnpm --filter @lisa/api db:backup` asks this process for a backup.
  const removeBackupSignal =
    database.driver === 'pglite'
      ? installBackupSignal({
          database,
          dataDir: env.DATA_DIR,
          filesDir: env.S3_ENDPOINT ? undefined : (env.FILES_DIR ?? join(env.DATA_DIR, 'files')),
          log: logger,
        })
      : () => {};

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, 'shutting down');
    // A hung drain must not keep the process forever.
    const force = setTimeout(() => process.exit(1), env.SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      removeBackupSignal();
      await server.close();
      process.exit(0);
    } catch (error) {
      server.app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Lisa API failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
