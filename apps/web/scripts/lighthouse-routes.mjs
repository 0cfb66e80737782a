#!/usr/bin/env node
// Lighthouse, mobile, on every public route of the build (issue 22): one row per route of
// dist/sitemap.xml with performance, accessibility, CLS, LCP and TBT against the issue's
// budgets (performance >= 95, accessibility 100, CLS <= 0.02). The routes run one after
// another in one Chromium, against the built site and the real API (as `budgets.mjs` does).
// Not a test: it prints the table, then exits 1 when a route is over a budget.
//
//   pnpm --filter @lisa/web build && pnpm --filter @lisa/web lighthouse
//
// LISA_LIGHTHOUSE_ROUTES=/,/pricing limits the run to those paths. Performance depends on
// the machine's load: `uptime` is printed with the table, so read it with that in mind.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runLighthouse, startSite } from './lighthouse-kit.mjs';

const BUDGETS = { performance: 95, accessibility: 100, cls: 0.02 };
const dist = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

function sitemapPaths() {
  let xml;
  try {
    xml = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
  } catch {
    console.error('No dist/sitemap.xml: run `pnpm --filter @lisa/web build` first');
    process.exit(2);
  }
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
}

const only = process.env.LISA_LIGHTHOUSE_ROUTES?.split(',').map((path) => path.trim());
const paths = only?.length ? only : sitemapPaths();
const site = await startSite(dist);
const rows = [];
const started = Date.now();
try {
  for (const path of paths) {
    try {
      rows.push({ path, ...(await runLighthouse(`${site.webUrl}${path}`, site.chromePort)) });
    } catch (error) {
      rows.push({ path, error: error instanceof Error ? error.message : String(error) });
    }
  }
} finally {
  await site.stop();
}

const over = (row) =>
  row.error !== undefined ||
  row.performance < BUDGETS.performance ||
  row.accessibility < BUDGETS.accessibility ||
  row.cls > BUDGETS.cls;
const load = loadavg().map((n) => n.toFixed(2));
console.log(
  `Lighthouse mobile${site.withApi ? ' (real API)' : ' (no API build found)'}, ${rows.length} routes in ${Math.round((Date.now() - started) / 1000)} s, load average ${load.join(' ')}`,
);
console.log(
  `budgets: performance >= ${BUDGETS.performance}, accessibility ${BUDGETS.accessibility}, CLS <= ${BUDGETS.cls}\n`,
);
console.log(
  `${'route'.padEnd(34)} ${'perf'.padStart(4)} ${'a11y'.padStart(4)} ${'CLS'.padStart(6)} ${'LCP ms'.padStart(7)} ${'TBT ms'.padStart(7)}`,
);
for (const row of rows) {
  if (row.error !== undefined) {
    console.log(`${row.path.padEnd(34)} failed: ${row.error}`);
    continue;
  }
  console.log(
    `${row.path.padEnd(34)} ${String(row.performance).padStart(4)} ${String(row.accessibility).padStart(4)} ${row.cls.toFixed(3).padStart(6)} ${String(Math.round(row.lcpMs)).padStart(7)} ${String(Math.round(row.tbtMs)).padStart(7)}${over(row) ? '  OVER BUDGET' : ''}${row.failedA11y?.length ? `  (${row.failedA11y.join(', ')})` : ''}`,
  );
}
const failing = rows.filter(over);
console.log(`\n${rows.length - failing.length} of ${rows.length} routes within every budget`);
process.exit(failing.length ? 1 : 0);
