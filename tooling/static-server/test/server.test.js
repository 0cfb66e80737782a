import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { serveStatic } from '../server.js';

test('serves files, falls back to index.html and exposes the runtime config', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'lisa-static-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *');
  const server = await serveStatic({ dir, port: 0, config: { apiUrl: 'http://api.test' } });
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  const base = `http://127.0.0.1:${port}`;
  try {
    assert.equal(await (await fetch(`${base}/robots.txt`)).text(), 'User-agent: *');
    const deep = await fetch(`${base}/solutions/fintech`);
    assert.equal(deep.status, 200);
    assert.match(await deep.text(), /<title>app<\/title>/);
    const config = await (await fetch(`${base}/runtime-config.js`)).text();
    assert.equal(config, 'window.__LISA_CONFIG__ = {"apiUrl":"http://api.test"};\n');
  } finally {
    server.close();
  }
});

test('with a 200.html shell, index.html answers only / and the shell every other path', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'lisa-static-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>home page</title>');
  writeFileSync(join(dir, '200.html'), '<!doctype html><title>shell</title>');
  mkdirSync(join(dir, 'release-1.2.25'));
  writeFileSync(join(dir, 'release-1.2.25', 'index.html'), '<!doctype html><title>release</title>');
  const server = await serveStatic({ dir, port: 0, config: {} });
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  const base = `http://127.0.0.1:${port}`;
  try {
    assert.match(await (await fetch(`${base}/`)).text(), /home page/);
    for (const path of ['/pricing', '/solutions/fintech', '/no/such/page']) {
      const res = await fetch(`${base}${path}`);
      assert.equal(res.status, 200);
      assert.match(await res.text(), /<title>shell<\/title>/, path);
    }
    assert.match(await (await fetch(`${base}/release-1.2.25`)).text(), /release/);
  } finally {
    server.close();
  }
});
