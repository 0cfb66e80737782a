import { defineConfig } from 'vitest/config';

// A file's first reply loads WordNet, the word vectors and the glossaries (about a second
// alone); on a 2-core machine shared with the API suite it has taken more than vitest's
// default 5 s. The timeout only stops a hung test: speed lives in `pnpm eval`'s p95.
export default defineConfig({
  test: {
    testTimeout: 30_000,
  },
});
