import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from '../precompress.js';
import { securityHeaders, serveStatic } from '../server.js';

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
    assert.match(config, /^window\.__LISA_CONFIG__ = \{"apiUrl":"http:\/\/api\.test"\};\n/);
    assert.match(config, /__zod_globalConfig.*jitless: true/);
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

test('sends the precompressed brotli or gzip sibling the client accepts, with cache headers', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'lisa-static-'));
  const script = `console.log(${JSON.stringify('lisa '.repeat(2000))});\n`;
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-Ab12Cd.js'), script);
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><title>app</title>${'<p>x</p>'.repeat(300)}`,
  );
  writeFileSync(join(dir, 'tiny.txt'), 'small');
  const totals = precompress(dir);
  assert.equal(totals.files, 2, 'the script and the page; tiny.txt is under the threshold');
  assert.ok(existsSync(join(dir, 'assets', 'index-Ab12Cd.js.br')));
  assert.ok(!existsSync(join(dir, 'tiny.txt.gz')));

  const server = await serveStatic({ dir, port: 0, config: {} });
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  const get = (path, encoding) =>
    new Promise((resolve, reject) => {
      const req = request(
        { port, path, headers: encoding ? { 'accept-encoding': encoding } : {} },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        },
      );
      req.on('error', reject);
      req.end();
    });
  try {
    const br = await get('/assets/index-Ab12Cd.js', 'gzip, deflate, br');
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.headers.vary, 'Accept-Encoding');
    assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.match(br.headers['content-type'] ?? '', /javascript/);
    assert.equal(brotliDecompressSync(br.body).toString(), script);

    const gz = await get('/assets/index-Ab12Cd.js', 'gzip');
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gz.body).toString(), script);

    const plain = await get('/assets/index-Ab12Cd.js');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body.toString(), script);

    const page = await get('/', 'br');
    assert.equal(page.headers['content-encoding'], 'br');
    assert.equal(page.headers['cache-control'], 'no-cache');
    const shell = await get('/inbox', 'br');
    assert.match(brotliDecompressSync(shell.body).toString(), /<title>app<\/title>/);
  } finally {
    server.close();
  }
});

test('sends security headers: strict CSP, no framing, nosniff, referrer and permissions policies', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'lisa-static-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
  const config = { apiUrl: 'http://api.test:8000', wsUrl: 'ws://api.test:8080/ws' };
  const web = await serveStatic({ dir, port: 0, config, allow: ['microphone'] });
  const dashboard = await serveStatic({ dir, port: 0, config, trustProxy: true });
  const base = (server) =>
    `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
  try {
    for (const path of ['/', '/pricing', '/runtime-config.js', '/no/such.js']) {
      const res = await fetch(`${base(web)}${path}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      assert.match(csp, /script-src 'self'(;|$)/, path);
      assert.doesNotMatch(csp, /script-src[^;]*unsafe-(inline|eval)/);
      assert.match(csp, /frame-ancestors 'none'/);
      assert.match(csp, /connect-src 'self' http:\/\/api\.test:8000 ws:\/\/api\.test:8080/);
      assert.match(csp, /object-src 'none'/);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(res.headers.get('x-frame-options'), 'DENY');
      assert.equal(res.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
      assert.match(res.headers.get('permissions-policy') ?? '', /microphone=\(self\)/);
      assert.match(res.headers.get('permissions-policy') ?? '', /camera=\(\)/);
      // Plain HTTP: no HSTS (a browser ignores it there, and a proxy may not be TLS).
      assert.equal(res.headers.get('strict-transport-security'), null);
    }
    const dash = await fetch(`${base(dashboard)}/`);
    assert.match(dash.headers.get('permissions-policy') ?? '', /microphone=\(\)/);
    assert.equal(dash.headers.get('strict-transport-security'), null);
    // Behind a TLS proxy the dashboard trusts: HSTS.
    const https = await fetch(`${base(dashboard)}/`, { headers: { 'x-forwarded-proto': 'https' } });
    assert.equal(
      https.headers.get('strict-transport-security'),
      'max-age=31536000; includeSubDomains',
    );
    // A proxy header is not believed unless trusted.
    const spoofed = await fetch(`${base(web)}/`, { headers: { 'x-forwarded-proto': 'https' } });
    assert.equal(spoofed.headers.get('strict-transport-security'), null);
  } finally {
    web.close();
    dashboard.close();
  }
});

test('lets the Facebook SDK run only when a Meta app is configured (embedded signup)', () => {
  const plain = securityHeaders({ config: { apiUrl: 'http://api.test:8000' } });
  assert.match(plain['content-security-policy'], /script-src 'self';/);
  assert.equal(plain['cross-origin-opener-policy'], 'same-origin');
  const meta = securityHeaders({ config: { apiUrl: 'http://api.test:8000', metaAppId: '4242' } });
  assert.match(
    meta['content-security-policy'],
    /script-src 'self' https:\/\/connect\.facebook\.net;/,
  );
  assert.match(meta['content-security-policy'], /frame-src 'self' https:\/\/\*\.facebook\.com/);
  assert.match(meta['content-security-policy'], /frame-ancestors 'none'/);
  assert.equal(meta['cross-origin-opener-policy'], 'same-origin-allow-popups');
});
