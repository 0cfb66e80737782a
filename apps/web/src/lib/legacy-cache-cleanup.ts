export interface CleanupDeps {
  serviceWorker?: Pick<ServiceWorkerContainer, 'getRegistrations'> | undefined;
  caches?: Pick<CacheStorage, 'keys' | 'delete'> | undefined;
  /** The product's cache prefix, e.g. 'lisa-'. */
  prefix: string;
}

export interface CleanupResult {
  unregistered: number;
  deletedCaches: string[];
}

/** A cache this site (or an old Workbox build of it) created. */
export function isLegacyCacheName(name: string, prefix: string): boolean {
  return name.startsWith(prefix) || name.includes('workbox');
}

/**
 * SPEC §7: earlier builds installed service workers; they would keep serving stale
 * bundles, so on load every registration is unregistered and our old caches deleted.
 * Failures are swallowed: cleanup must never break the page.
 */
export async function cleanupLegacyCaches({
  serviceWorker,
  caches,
  prefix,
}: CleanupDeps): Promise<CleanupResult> {
  const result: CleanupResult = { unregistered: 0, deletedCaches: [] };
  try {
    const registrations = (await serviceWorker?.getRegistrations()) ?? [];
    for (const registration of registrations) {
      if (await registration.unregister().catch(() => false)) result.unregistered++;
    }
  } catch {
    // Service workers unavailable (insecure context, privacy mode).
  }
  try {
    const names = (await caches?.keys()) ?? [];
    for (const name of names) {
      if (isLegacyCacheName(name, prefix) && (await caches?.delete(name).catch(() => false))) {
        result.deletedCaches.push(name);
      }
    }
  } catch {
    // Cache storage unavailable.
  }
  return result;
}
