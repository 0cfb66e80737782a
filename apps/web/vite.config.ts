import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { seo } from '@lisa/catalogue/brand';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { brandMarks } from '../../packages/ui/src/brand-mark/marks.ts';
import { brandMarkFiles } from './scripts/brand-mark-files-plugin.ts';
import { catalogueDefines } from './scripts/catalogue-digest.ts';
import { withPageHead } from './scripts/page-head.ts';
import { precompress } from './scripts/precompress-plugin.ts';
import { preloadChunk } from './scripts/preload-chunk-plugin.ts';
import { prerender } from './scripts/prerender-plugin.ts';
import { sitemap } from './scripts/sitemap-plugin.ts';
import { spaCopies } from './scripts/spa-copies-plugin.ts';
import { DOCS_SEARCH_INDEX_PATH, docsPaths } from './src/features/docs/docs-nav.ts';
import { docsSearchEntries } from './src/features/docs/search-index.ts';
import { fullTitle } from './src/features/seo/page-meta.ts';
import { canonicalPathOf, indexedPages, publicPages } from './src/features/seo/public-pages.ts';

// The year the HTML was built: the footer's copyright shows it while the prerendered
// page hydrates, then the visitor's current year.
// The brand marks' keys: the landing page shows those marks as /brand-marks/{key}.svg.
// The catalogue digest: what the integrations, pricing and solutions pages show first of
// the catalogue (src/lib/catalogue-digest.ts).
const define = {
  __LISA_BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  __LISA_BRAND_MARK_KEYS__: JSON.stringify(Object.keys(brandMarks)),
  ...catalogueDefines,
};
const webUrl = (process.env.LISA_WEB_URL ?? 'https://lisa.ai').replace(/\/+$/, '');

export default defineConfig({
  define,
  plugins: [
    react(),
    tailwindcss(),
    sitemap(indexedPages, webUrl),
    brandMarkFiles(brandMarks),
    spaCopies(publicPages.filter((path) => /\.[^/]*$/.test(path))),
    preloadChunk('/src/start-app.tsx'),
    precompress(),
    // Every public page's HTML is rendered at build time, with its own <head>; the docs
    // pages' HTML also feeds the docs search index.
    prerender({
      entry: 'src/entry-server.tsx',
      paths: publicPages,
      define,
      head: (shell, path, meta) =>
        withPageHead(shell, {
          title: fullTitle(meta.title),
          description: meta.description ?? seo.description,
          canonicalUrl: `${webUrl}${canonicalPathOf(path)}`,
          followsTheme: path !== '/',
        }),
      collect: (pages, outDir) => {
        const entries = pages
          .filter((page) => docsPaths.includes(page.path))
          .flatMap((page) => docsSearchEntries(page.path, page.html));
        const file = join(outDir, DOCS_SEARCH_INDEX_PATH.slice(1));
        mkdirSync(outDir, { recursive: true });
        writeFileSync(file, JSON.stringify(entries));
      },
    }),
  ],
  resolve: {
    // Workspace packages that are published (the api-client) resolve to their
    // TypeScript source here, so the site never needs their dist/ built first.
    conditions: ['lisa-source', ...defaultClientConditions],
  },
  server: { port: 3000 },
  preview: { port: 3000 },
  build: {
    // Read by scripts/budgets.mjs to work out what the landing page loads first.
    manifest: true,
    target: 'es2022',
    // Browsers without <link rel="modulepreload"> (Safari before 17) only lose the preload:
    // the polyfill (0.5 KB gz) was on every page's first load.
    modulePreload: { polyfill: false },
    sourcemap: false,
  },
});
