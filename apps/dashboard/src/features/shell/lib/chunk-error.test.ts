import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunk-error.ts';

describe('isChunkLoadError', () => {
  it('recognises the browsers’ dynamic import failures and Vite’s CSS preload failure', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://x/assets/a.js',
      'error loading dynamically imported module: http://x/assets/a.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/a.css',
    ]) {
      expect(isChunkLoadError(new TypeError(message), true)).toBe(true);
    }
  });

  it('counts any failure while offline, and no other failure while online', () => {
    expect(isChunkLoadError(new Error('boom'), false)).toBe(true);
    expect(isChunkLoadError(new Error('boom'), true)).toBe(false);
  });
});
