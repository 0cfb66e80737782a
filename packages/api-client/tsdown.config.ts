import { defineConfig } from 'tsdown';

// Published build: ESM + declarations. @lisa/contracts is private (never published), so its
// schemas and texts are bundled into dist; ky and zod stay imports, installed as this
// package's dependencies. `onlyBundle: []` fails the build if any package from
// node_modules would be bundled (the workspace's @lisa/contracts resolves outside it).
export default defineConfig({
  entry: ['src/index.ts'],
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  dts: {
    // tsc never emits declarations for files it reached through node_modules, and the
    // workspace symlink makes @lisa/contracts look like one. Resolving it by path instead
    // lets its types be emitted and inlined like its code.
    compilerOptions: { paths: { '@lisa/contracts/*': ['../contracts/src/*.ts'] } },
  },
  clean: true,
  sourcemap: true,
  deps: {
    alwaysBundle: ['@lisa/contracts', /^@lisa\/contracts\//],
    neverBundle: ['ky', 'zod', /^zod\//],
    onlyBundle: [],
  },
});
