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
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { runLighthouse, startSite } from './lighthouse-kit.mjs';

const BUDGETS = { initialJsKb: 150, performance: 90, accessibility: 95, cls: 0.05 };
const here = dirname(fileURLToPath(import.meta.url));
const appDir = resolve(here, '..');
const dist = join(appDir, 'dist');

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

const site = await startSite(dist);
let figures;
try {
  figures = await runLighthouse(`${site.webUrl}/`, site.chromePort);
} finally {
  await site.stop();
}

console.log(
  `Lighthouse ${site.withApi ? '(real API)' : '(no API build found)'} mobile, ${site.webUrl}/:`,
);
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
