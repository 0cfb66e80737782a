import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Builds the embeddable website widget: dist/embed/lisa-widget.js is the tiny loader a
// host page includes (type="module"); the chat panel is a separate chunk it imports on
// first open, resolved relative to the loader's own URL.
//
// The panel is written against React, but the embed ships Preact through preact/compat
// (issue 16's size budget: React DOM alone was about 60 KB of the panel's 155 KB gzipped).
// `vite build --mode react` builds with React instead, to compare (scripts/embed-budget.mjs).
export default defineConfig(({ mode }) => {
  const preact = mode !== 'react';
  return {
    plugins: [react()],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    resolve: {
      conditions: ['lisa-source'],
      alias: [
        // The embed's own small Markdown renderer (markdown-lite.tsx) instead of react-markdown.
        {
          find: /^\.\/markdown-message\.tsx$/,
          replacement: fileURLToPath(new URL('./src/widget/markdown-lite.tsx', import.meta.url)),
        },
        ...(preact
          ? [
              { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
              { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
              { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
              { find: /^react-dom$/, replacement: 'preact/compat' },
              { find: /^react$/, replacement: 'preact/compat' },
            ]
          : []),
      ],
    },
    build: {
      outDir: 'dist/embed',
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      lib: {
        entry: 'src/embed/loader.ts',
        formats: ['es'],
        fileName: () => 'lisa-widget.js',
      },
      rollupOptions: {
        output: { chunkFileNames: 'chunks/[name]-[hash].js', minify: true },
      },
    },
  };
});
