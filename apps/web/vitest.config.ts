import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Unit tests run in Node; the build's plugins (Tailwind, sitemap) are not needed here.
export default defineConfig({
  resolve: { conditions: ['lisa-source', ...defaultClientConditions] },
  test: { environment: 'node', include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'] },
});
