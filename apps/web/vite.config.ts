import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from './scripts/precompress-plugin.ts';
import { sitemap } from './scripts/sitemap-plugin.ts';
import { spaCopies } from './scripts/spa-copies-plugin.ts';
import { publicPages } from './src/features/seo/public-pages.ts';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    sitemap(publicPages, process.env.LISA_WEB_URL ?? 'https://lisa.ai'),
    spaCopies(publicPages.filter((path) => /\.[^/]*$/.test(path))),
    precompress(),
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
