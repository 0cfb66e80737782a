// The database check behind /api/health-check. Load balancers, the web app's connection
// banner (every 30 s per open tab) and monitors all poll it, so concurrent checks share one
// `select 1` and its answer is reused for a short time: a burst of checks costs one query.
export interface HealthProbe {
  check(): Promise<boolean>;
}

export function createHealthProbe(
  ping: () => Promise<boolean>,
  options: { maxAgeMs?: number; now?: () => number } = {},
): HealthProbe {
  const maxAgeMs = options.maxAgeMs ?? 1000;
  const now = options.now ?? Date.now;
  let last: { up: boolean; at: number } | null = null;
  let inFlight: Promise<boolean> | null = null;
  return {
    check() {
      if (last && now() - last.at < maxAgeMs) return Promise.resolve(last.up);
      inFlight ??= ping()
        .catch(() => false)
        .then((up) => {
          last = { up, at: now() };
          inFlight = null;
          return up;
        });
      return inFlight;
    },
  };
}
