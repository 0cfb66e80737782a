import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Builds the embeddable website widget: dist/embed/lisa-widget.js is the tiny loader a
// host page includes (type="module"); the chat panel is a separate chunk it imports on
// first open, resolved relative to the loader's own URL.
export default defineConfig({
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  resolve: { conditions: ['lisa-source'] },
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
});
