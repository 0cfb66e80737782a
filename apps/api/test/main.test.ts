import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ApiProcess, startApiProcess } from './support/api-process.ts';
import { connect } from './support/ws-client.ts';

describe('main: start and graceful shutdown', () => {
  let api: ApiProcess;
  let dataDir = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'lisa-main-test-'));
    cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
    // The source through tsx, not the build: this is the entry `npm run dev` starts.
    api = await startApiProcess({
      args: ['--import', 'tsx', 'src/main.ts'],
      cwd: join(import.meta.dirname, '..'),
      env: { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    });
  });
  afterAll(() => {
    if (api?.child.exitCode === null) api.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints where it listens', () => {
    expect(api.output()).toContain(`Lisa API listening on ${api.url}`);
    expect(api.output()).toContain(`WebSocket ${api.wsUrl}`);
  });

  it('on SIGTERM closes sockets with 1001, stops listening and exits 0', async () => {
    const socket = await connect(api.wsUrl);
    const exited = new Promise<number | null>((resolve) =>
      api.child.once('exit', (code) => resolve(code)),
    );
    api.child.kill('SIGTERM');
    expect((await socket.closed).code).toBe(1001);
    expect(await exited).toBe(0);
    await expect(fetch(`${api.url}/api/health-check`)).rejects.toThrow();
  });
});
