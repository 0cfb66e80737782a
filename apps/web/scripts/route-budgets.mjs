#!/usr/bin/env node
// Initial JavaScript of every public route (issue 22), gzip -9, from the build: the entry,
// the app chunk it imports (src/start-app.tsx: React, the router, the layout), the route's
// own lazy page chunk (the landing page's too), and their static imports. Prints a table and
// exits 1 when a route is over budget. CI runs it (the package's `e2e` script, after the build).
//
//   pnpm --filter @lisa/web build && pnpm --filter @lisa/web budget
//
// The routes are the ones in dist/sitemap.xml; each is matched to its page module through
// the `page('path', () => import('./…'))` lines of src/router.tsx. LISA_JS_BUDGET_KB sets
// the budget (default 120, issue 22's budget).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(process.env.LISA_WEB_DIST ?? join(appDir, 'dist'));
const BUDGET_KB = Number(process.env.LISA_JS_BUDGET_KB ?? 120);

const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No build manifest: run `pnpm --filter @lisa/web build` first');
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/** `showcaseRoutes.event.slice(1)` and friends, from the catalogue's brand. */
function showcasePaths() {
  const brand = readFileSync(resolve(appDir, '../../packages/catalogue/src/brand.ts'), 'utf8');
  const base = /showcasePath:\s*'([^']+)'/.exec(brand)?.[1];
  if (!base) throw new Error('packages/catalogue/src/brand.ts has no showcasePath');
  return {
    event: base.slice(1),
    attend: `${base.slice(1)}/attend`,
    confirmInvite: `${base.slice(1)}/confirm-invite`,
  };
}

/** [route pattern, source module] for every lazy page of src/router.tsx. */
function routeModules() {
  const source = readFileSync(join(appDir, 'src/router.tsx'), 'utf8');
  const showcase = showcasePaths();
  const rows = [];
  const pattern =
    /page\(\s*(?:'([^']*)'|showcaseRoutes\.(\w+)\.slice\(1\))\s*,\s*\(\)\s*=>\s*import\('\.\/([^']+)'\)/g;
  for (const [, literal, showcaseKey, module] of source.matchAll(pattern)) {
    const path = literal ?? showcase[showcaseKey];
    if (path === undefined) throw new Error(`unknown route path showcaseRoutes.${showcaseKey}`);
    rows.push([path, `src/${module}`]);
  }
  // The index route: page(undefined, () => import('./features/landing/landing-page.tsx')).
  const index = /page\(\s*undefined\s*,\s*\(\)\s*=>\s*import\('\.\/([^']+)'\)/.exec(source)?.[1];
  if (index) rows.unshift(['', `src/${index}`]);
  return rows;
}

function matches(pattern, path) {
  if (pattern === '*') return false;
  if (pattern === '') return path === '/';
  const regex = new RegExp(`^/${pattern.replace(/[.]/g, '\\.').replace(/:[^/]+/g, '[^/]+')}$`);
  return regex.test(path);
}

const gzCache = new Map();
function gzipSize(file) {
  if (!gzCache.has(file))
    gzCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzCache.get(file);
}

function closure(keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  return [...files].filter((file) => file.endsWith('.js'));
}

const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  ([, url]) => new URL(url).pathname,
);
const modules = routeModules();
const shared = closure(['index.html', 'src/start-app.tsx']);
const sharedKb = shared.reduce((sum, file) => sum + gzipSize(file), 0) / 1024;

const kb = (n) => n.toFixed(1);
const rows = routes.map((route) => {
  const module = modules.find(([pattern]) => matches(pattern, route))?.[1];
  if (!module) throw new Error(`${route}: no page module found in src/router.tsx`);
  if (module && !manifest[module])
    throw new Error(`${route}: ${module} is not in the build manifest`);
  const files = closure(['index.html', 'src/start-app.tsx', ...(module ? [module] : [])]);
  const total = files.reduce((sum, file) => sum + gzipSize(file), 0) / 1024;
  const html = join(dist, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);
  const prerendered = existsSync(html) && readFileSync(html, 'utf8').includes('data-prerendered=');
  return { route, total, page: total - sharedKb, prerendered, ok: total <= BUDGET_KB };
});

console.log(
  `Initial JavaScript per route, gzip -9 (shared entry + app chunk ${kb(sharedKb)} KB; budget ${BUDGET_KB} KB)`,
);
console.log('| route | prerendered | page chunk KB | initial JS KB (gz) | budget |');
console.log('| --- | --- | ---: | ---: | --- |');
for (const row of rows)
  console.log(
    `| ${row.route} | ${row.prerendered ? 'yes' : 'no (shell)'} | ${kb(row.page)} | ${kb(row.total)} | ${row.ok ? 'ok' : 'OVER BUDGET'} |`,
  );
const over = rows.filter((row) => !row.ok);
if (over.length) {
  console.error(`${over.length} route(s) over the ${BUDGET_KB} KB budget`);
  process.exit(1);
}
