// The pieces a Lighthouse run of the built site needs: free ports, the real API on a
// temporary database (when apps/api/dist exists), the built site served the way `npm start`
// serves it, a headless Chromium, and one mobile Lighthouse run's figures. Used by
// budgets.mjs (the landing page) and lighthouse-routes.mjs (every public route).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@lisa/static-server';
import lighthouse, { defaultConfig } from 'lighthouse';

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
  // A fresh embedded database migrates first: slow on a busy machine.
  await waitFor(`http://127.0.0.1:${apiPort}/api/health-check`, 180_000);
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
      // Audits judge the settled page: the banner's fade cannot be caught half-way.
      '--force-prefers-reduced-motion',
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

// Audits no budget reads: the screenshots are the slowest part of a run on a long page.
const UNREAD_AUDITS = ['screenshot-thumbnails', 'final-screenshot'];
// `lean`: also every performance audit that does not count towards the score (the
// opportunities and diagnostics: CSS and JS coverage, image and trace-element gathering,
// the back/forward-cache check's second navigation...). The score, CLS, LCP and TBT are the
// same; a run takes about half as long. The JSON report then lacks those diagnostics.
const UNSCORED_AUDITS = defaultConfig.categories.performance.auditRefs
  .filter((ref) => !ref.weight)
  .map((ref) => ref.id);

/** One mobile Lighthouse run (Lighthouse's defaults: simulated throttling, 4x CPU). */
export async function runLighthouse(url, chromePort, { lean = false } = {}) {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    skipAudits: lean ? [...UNREAD_AUDITS, ...UNSCORED_AUDITS] : UNREAD_AUDITS,
    disableFullPageScreenshot: true,
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
  // An audit that errored (it happens on a loaded machine) has no value: say which, so the
  // caller can measure the route again instead of reading `undefined` as a figure.
  for (const id of ['cumulative-layout-shift', 'largest-contentful-paint', 'total-blocking-time']) {
    if (typeof lhr.audits[id]?.numericValue !== 'number') {
      throw new Error(
        `Lighthouse did not measure ${id} (${lhr.audits[id]?.errorMessage ?? 'no value'})`,
      );
    }
  }
  if (lhr.categories.accessibility.score === null) {
    throw new Error('Lighthouse did not score accessibility');
  }
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

/** The API (if built), the site from `dist` and Chromium, on free ports; `stop()` ends all three. */
export async function startSite(dist) {
  const [webPort, apiPort, wsPort, chromePort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const webUrl = `http://127.0.0.1:${webPort}`;
  const api = await startApi(apiPort, wsPort, webUrl);
  const web = await serveStatic({
    dir: dist,
    port: webPort,
    config: {
      apiUrl: api ? `http://127.0.0.1:${apiPort}` : 'http://127.0.0.1:9',
      wsUrl: `ws://127.0.0.1:${wsPort}/ws`,
      webUrl,
      dashboardUrl: 'http://127.0.0.1:9',
    },
  });
  const chrome = await startChromium(chromePort);
  return {
    webUrl,
    chromePort,
    withApi: Boolean(api),
    async stop() {
      await chrome.stop();
      await new Promise((r) => web.close(r));
      await api?.stop();
    },
  };
}
