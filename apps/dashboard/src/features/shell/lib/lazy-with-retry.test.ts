import { describe, expect, it } from 'vitest';
import { failedModuleUrl, retryImport } from './lazy-with-retry.ts';

describe('retryImport', () => {
  it('retries a failed import twice, 500 ms apart, then succeeds', async () => {
    const waits: number[] = [];
    let calls = 0;
    const result = await retryImport(
      async () => {
        calls++;
        if (calls < 3) throw new Error('chunk failed');
        return 'loaded';
      },
      { retries: 2, delayMs: 500, sleep: async (ms) => void waits.push(ms) },
    );
    expect(result).toBe('loaded');
    expect(calls).toBe(3);
    expect(waits).toEqual([500, 500]);
  });

  it('gives up after the last retry with the last error', async () => {
    let calls = 0;
    await expect(
      retryImport(
        async () => {
          calls++;
          throw new Error(`failure ${calls}`);
        },
        { retries: 2, delayMs: 500, sleep: async () => {} },
      ),
    ).rejects.toThrow('failure 3');
    expect(calls).toBe(3);
  });
});

describe('failedModuleUrl', () => {
  it('reads the module URL from Chromium and Firefox messages, and nothing from Safari', () => {
    const url = 'http://localhost:3001/assets/agent-studio-screen-j5iVKsii.js';
    expect(
      failedModuleUrl(new TypeError(`Failed to fetch dynamically imported module: ${url}`)),
    ).toBe(url);
    expect(
      failedModuleUrl(new TypeError(`error loading dynamically imported module: ${url}?retry=1`)),
    ).toBe(url);
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeNull();
  });

  it('lets a retry use another loader', async () => {
    const used: string[] = [];
    const result = await retryImport(
      async () => {
        used.push('first');
        throw new Error('Failed to fetch dynamically imported module: http://x/a.js');
      },
      { retries: 1, delayMs: 0, sleep: async () => {} },
      (error, attempt) => async () => {
        used.push(`${failedModuleUrl(error)} #${attempt}`);
        return 'loaded';
      },
    );
    expect(result).toBe('loaded');
    expect(used).toEqual(['first', 'http://x/a.js #1']);
  });
});
