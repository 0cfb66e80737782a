import { describe, expect, it } from 'vitest';
import { cleanupLegacyCaches, isLegacyCacheName } from './legacy-cache-cleanup.ts';

describe('legacy cache cleanup', () => {
  it('matches names starting with the prefix or containing workbox', () => {
    expect(isLegacyCacheName('lisa-assets-v3', 'lisa-')).toBe(true);
    expect(isLegacyCacheName('workbox-precache-v2', 'lisa-')).toBe(true);
    expect(isLegacyCacheName('my-workbox-runtime', 'lisa-')).toBe(true);
    expect(isLegacyCacheName('other-app', 'lisa-')).toBe(false);
    expect(isLegacyCacheName('x-lisa-', 'lisa-')).toBe(false);
  });

  it('unregisters every service worker and deletes only our caches', async () => {
    const store = new Set(['lisa-v1', 'workbox-precache', 'third-party']);
    let unregisterCalls = 0;
    const registration = {
      unregister: async () => {
        unregisterCalls++;
        return true;
      },
    } as unknown as ServiceWorkerRegistration;
    const result = await cleanupLegacyCaches({
      prefix: 'lisa-',
      serviceWorker: { getRegistrations: async () => [registration, registration] },
      caches: {
        keys: async () => [...store],
        delete: async (name: string) => store.delete(name),
      },
    });
    expect(unregisterCalls).toBe(2);
    expect(result).toEqual({ unregistered: 2, deletedCaches: ['lisa-v1', 'workbox-precache'] });
    expect([...store]).toEqual(['third-party']);
  });

  it('never throws when the browser refuses', async () => {
    const result = await cleanupLegacyCaches({
      prefix: 'lisa-',
      serviceWorker: { getRegistrations: () => Promise.reject(new Error('SecurityError')) },
      caches: { keys: () => Promise.reject(new Error('denied')), delete: async () => false },
    });
    expect(result).toEqual({ unregistered: 0, deletedCaches: [] });
  });
});
