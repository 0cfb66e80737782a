import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect } from './support/ws-client.ts';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('main: start and graceful shutdown', () => {
  let child: ChildProcess;
  let output = '';
  let url = '';
  let wsUrl = '';
  let dataDir = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'lisa-main-test-'));
    cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
    const [port, wsPort] = [await freePort(), await freePort()];
    url = `http://127.0.0.1:${port}`;
    wsUrl = `ws://127.0.0.1:${wsPort}/ws`;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: join(import.meta.dirname, '..'),
      env: {
        ...process.env,
        PORT: String(port),
        WS_PORT: String(wsPort),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.stderr?.on('data', (d: Buffer) => {
      output += d.toString();
    });
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`${url}/api/health-check`)).ok) return;
      } catch {}
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`server did not start:\n${output}`);
  });
  afterAll(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints where it listens', () => {
    expect(output).toContain(`Lisa API listening on ${url}`);
    expect(output).toContain(`WebSocket ${wsUrl}`);
  });

  it('on SIGTERM closes sockets with 1001, stops listening and exits 0', async () => {
    const socket = await connect(wsUrl);
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    );
    child.kill('SIGTERM');
    expect((await socket.closed).code).toBe(1001);
    expect(await exited).toBe(0);
    await expect(fetch(`${url}/api/health-check`)).rejects.toThrow();
  });
});
