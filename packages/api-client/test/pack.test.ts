import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoopbackServer, sendJson, sendText, startServer } from './support/loopback-server.ts';

// Builds the package, packs it with pnpm (which rewrites catalog: versions), installs the
// tarball with npm into a folder outside the workspace and runs a plain `node` script that
// imports it against a loopback server answering like Lisa's API.

const run = promisify(execFile);
const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

let workDir: string;
let server: LoopbackServer;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'lisa-api-client-pack-'));
  server = await startServer((request, res) => {
    if (request.path === '/api/health-check') {
      return sendJson(res, 200, { status: 'ok', database: 'ok', version: 'test' });
    }
    if (request.path === '/business/1') {
      return sendJson(res, 200, { business_name: 'Lisa', agent_name: 'Lisa' });
    }
    if (request.path === '/api/credit') {
      return sendJson(res, 401, { error: 'unauthorized', message: 'Sign in first' });
    }
    return sendText(res, 404, 'not found');
  });
});

afterAll(async () => {
  await server?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe('published tarball', () => {
  it('installs outside the workspace and works from a plain Node script', async () => {
    await run('pnpm', ['run', 'build'], { cwd: packageDir });
    await run('pnpm', ['pack', '--pack-destination', workDir], { cwd: packageDir });
    const tarball = (await readdir(workDir)).find((name) => name.endsWith('.tgz'));
    expect(tarball).toBeDefined();

    const consumerDir = join(workDir, 'consumer');
    await cp(join(packageDir, 'test/consumer'), consumerDir, { recursive: true });
    await writeFile(
      join(consumerDir, 'package.json'),
      JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
    );
    await run(
      'npm',
      ['install', '--no-audit', '--no-fund', '--loglevel=error', join(workDir, tarball ?? '')],
      { cwd: consumerDir },
    );

    const installed = await readdir(join(consumerDir, 'node_modules'));
    expect(installed).toEqual(expect.arrayContaining(['@lisa', 'ky', 'zod']));
    // @lisa/contracts is private: it must be inside dist, never a dependency to install.
    expect(await readdir(join(consumerDir, 'node_modules/@lisa'))).toEqual(['api-client']);

    const { stdout } = await run(process.execPath, ['consumer.mjs', server.url], {
      cwd: consumerDir,
    });
    expect(JSON.parse(stdout)).toEqual({
      healthy: true,
      online: true,
      credit: {
        balance: 6960,
        used: 0,
        source: 'default',
        message: 'Credit endpoint temporarily disabled',
      },
      business: { business_name: 'Lisa', agent_name: 'Lisa' },
      monitor: { retried: true, banner: 'restored' },
      offline: { isOfflineError: true, message: 'Network offline' },
    });
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(['HEAD /api/health-check', 'GET /business/1', 'GET /api/credit']),
    );
  }, 240_000);
});
