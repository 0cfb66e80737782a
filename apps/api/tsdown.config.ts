// Builds dist/main.js, the server `npm start` and the e2e harness run. Workspace packages
// (@lisa/*) are source-only, so they and their own dependencies are bundled in; the API's
// npm dependencies stay external and load from node_modules.
import { defineConfig } from 'tsdown';

export default defineConfig({
  // The ingest worker is its own file: a worker thread loads it by path.
  entry: { main: 'src/main.ts', 'ingest-worker': 'src/modules/knowledge/ingest-worker.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  dts: false,
  // package.json says type: module, so plain .js is ESM: dist/main.js as the harness expects.
  fixedExtension: false,
  deps: { alwaysBundle: [/^@lisa\//] },
});
