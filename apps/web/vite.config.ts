import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from './scripts/precompress-plugin.ts';
import { preloadChunk } from './scripts/preload-chunk-plugin.ts';
import { prerender } from './scripts/prerender-plugin.ts';
import { sitemap } from './scripts/sitemap-plugin.ts';
import { spaCopies } from './scripts/spa-copies-plugin.ts';
import { publicPages } from './src/features/seo/public-pages.ts';

// The year the HTML was built: the footer's copyright shows it while the prerendered
// page hydrates, then the visitor's current year.
const define = { __LISA_BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) };

export default defineConfig({
  define,
  plugins: [
    react(),
    tailwindcss(),
    sitemap(publicPages, process.env.LISA_WEB_URL ?? 'https://lisa.ai'),
    spaCopies(publicPages.filter((path) => /\.[^/]*$/.test(path))),
    preloadChunk('/src/start-app.tsx'),
    precompress(),
    // The landing page is most visitors' first page: its HTML is rendered at build time.
    prerender({ entry: 'src/entry-server.tsx', paths: ['/'], define }),
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
    sourcemap: false,
  },
});
