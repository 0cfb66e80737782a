import { describe, expect, it } from 'vitest';
import { retryImport } from './lazy-with-retry.ts';

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
