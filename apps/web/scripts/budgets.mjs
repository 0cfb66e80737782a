#!/usr/bin/env node
// Prints the landing page's budgets (issue 6): initial JavaScript gzipped from the
// build manifest, and a Lighthouse mobile run against the built site served the way
// `npm start` serves it. Not a test: it prints figures and says which are over budget.
//
//   pnpm --filter @lisa/web build && pnpm --filter @lisa/web budgets
//
// CHROME_PATH (default /usr/bin/chromium) picks the browser. When apps/api/dist exists
// the real API is started on a temporary database so the page runs as in production.
// LISA_LIGHTHOUSE_JSON=<file> also writes the full Lighthouse result there, for its
// diagnostics (main-thread work, bootup time, long tasks, LCP element).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { serveStatic } from '@lisa/static-server';
import lighthouse from 'lighthouse';

const BUDGETS = { initialJsKb: 150, performance: 90, accessibility: 95, cls: 0.05 };
const here = dirname(fileURLToPath(import.meta.url));
const appDir = resolve(here, '..');
const dist = join(appDir, 'dist');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

function freePort() {
  return new Promise((res, rej) => {
    const server = createServer();
    server.once('error', rej);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => res(port));
    });
  });
}

async function waitFor(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * What the landing page loads before it is interactive: the entry chunk, the app chunk
 * it imports once the prerendered page has painted (src/start-app.tsx), the landing
 * page's own chunk (fetched before hydration), their static imports, and every script the built index.html names (entry and modulepreloads).
 */
function initialJavaScript() {
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath))
    throw new Error('No build manifest: run `pnpm --filter @lisa/web build` first');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit('index.html');
  visit('src/start-app.tsx');
  visit('src/features/landing/landing-page.tsx');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  for (const [, file] of html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)) files.add(file);
  const rows = [...files]
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const raw = readFileSync(join(dist, file));
      return { file, raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
    });
  return { rows, totalGzip: rows.reduce((sum, row) => sum + row.gzip, 0) };
}

async function startApi(apiPort, wsPort, webUrl) {
  const main = resolve(appDir, '../api/dist/main.js');
  if (!existsSync(main)) return null;
  const dataDir = mkdtempSync(join(tmpdir(), 'lisa-budgets-'));
  const child = spawn(process.execPath, [main], {
    cwd: resolve(appDir, '../api'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(apiPort),
      WS_PORT: String(wsPort),
      DATA_DIR: join(dataDir, 'db'),
      DATABASE_URL: '',
      CORS_ORIGINS: webUrl,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  await waitFor(`http://127.0.0.1:${apiPort}/api/health-check`, 60_000);
  return {
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function startChromium(port) {
  const profile = mkdtempSync(join(tmpdir(), 'lisa-budgets-chrome-'));
  const child = spawn(
    chromePath,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      `--user-data-dir=${profile}`,
      `--remote-debugging-port=${port}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  await waitFor(`http://127.0.0.1:${port}/json/version`);
  return {
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

async function runLighthouse(url, chromePort) {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  if (process.env.LISA_LIGHTHOUSE_JSON)
    writeFileSync(process.env.LISA_LIGHTHOUSE_JSON, JSON.stringify(lhr, null, 1));
  const failedA11y = Object.values(lhr.audits)
    .filter(
      (a) =>
        lhr.categories.accessibility.auditRefs.some((ref) => ref.id === a.id && ref.weight > 0) &&
        a.score === 0,
    )
    .map((a) => a.id);
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    fcpMs: lhr.audits['first-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    failedA11y,
    contrastNodes: (lhr.audits['color-contrast'].details?.items ?? []).map(
      (item) => item.node?.snippet ?? '',
    ),
  };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const verdict = (ok) => (ok ? 'ok' : 'OVER BUDGET');

const js = initialJavaScript();
console.log('Landing page initial JavaScript (gzip -9):');
for (const row of js.rows)
  console.log(
    `  ${row.file.padEnd(44)} ${kb(row.raw).padStart(7)} KB raw  ${kb(row.gzip).padStart(6)} KB gz`,
  );
const jsOk = js.totalGzip / 1024 <= BUDGETS.initialJsKb;
console.log(
  `  total ${kb(js.totalGzip)} KB gzipped (budget ${BUDGETS.initialJsKb} KB): ${verdict(jsOk)}`,
);
const landingHtml = readFileSync(join(dist, 'index.html'));
console.log(
  `Landing page HTML (prerendered): ${kb(landingHtml.length)} KB raw, ${kb(gzipSync(landingHtml, { level: 9 }).length)} KB gzipped`,
);

const [webPort, apiPort, wsPort, chromePort] = await Promise.all([
  freePort(),
  freePort(),
  freePort(),
  freePort(),
]);
const webUrl = `http://127.0.0.1:${webPort}`;
const api = await startApi(apiPort, wsPort, webUrl);
const apiUrl = api ? `http://127.0.0.1:${apiPort}` : 'http://127.0.0.1:9';
const web = await serveStatic({
  dir: dist,
  port: webPort,
  config: {
    apiUrl,
    wsUrl: `ws://127.0.0.1:${wsPort}/ws`,
    webUrl,
    dashboardUrl: 'http://127.0.0.1:9',
  },
});
const chrome = await startChromium(chromePort);
let figures;
try {
  figures = await runLighthouse(`${webUrl}/`, chromePort);
} finally {
  await chrome.stop();
  await new Promise((r) => web.close(r));
  await api?.stop();
}

console.log(`Lighthouse ${api ? '(real API)' : '(no API build found)'} mobile, ${webUrl}/:`);
console.log(
  `  performance   ${figures.performance} (budget >= ${BUDGETS.performance}): ${verdict(figures.performance >= BUDGETS.performance)}`,
);
console.log(
  `  accessibility ${figures.accessibility} (budget >= ${BUDGETS.accessibility}): ${verdict(figures.accessibility >= BUDGETS.accessibility)}`,
);
console.log(
  `  CLS           ${figures.cls.toFixed(3)} (budget <= ${BUDGETS.cls}): ${verdict(figures.cls <= BUDGETS.cls)}`,
);
console.log(
  `  FCP ${Math.round(figures.fcpMs)} ms, LCP ${Math.round(figures.lcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms`,
);
if (figures.failedA11y.length)
  console.log(`  failed accessibility audits: ${figures.failedA11y.join(', ')}`);
for (const node of figures.contrastNodes) console.log(`    low contrast: ${node.slice(0, 140)}`);
