// Waits until every URL answers 2xx, so `npm start` prints its addresses only once they
// work (the first start builds a database and can take a while on a slow machine).

/**
 * @param {string[]} urls
 * @param {{ timeoutMs?: number, intervalMs?: number, fetchImpl?: typeof fetch, sleep?: (ms: number) => Promise<void>, now?: () => number }} [options]
 * @returns {Promise<{ up: true } | { up: false, waitingFor: string[] }>}
 */
export async function waitUntilUp(urls, options = {}) {
  const {
    timeoutMs = 180_000,
    intervalMs = 250,
    fetchImpl = fetch,
    sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    now = Date.now,
  } = options;
  const deadline = now() + timeoutMs;
  let waiting = [...urls];
  for (;;) {
    const answers = await Promise.all(
      waiting.map((url) =>
        fetchImpl(url, { signal: AbortSignal.timeout(Math.min(5_000, timeoutMs)) })
          .then((res) => res.ok)
          .catch(() => false),
      ),
    );
    waiting = waiting.filter((_, i) => !answers[i]);
    if (waiting.length === 0) return { up: true };
    if (now() >= deadline) return { up: false, waitingFor: waiting };
    await sleep(intervalMs);
  }
}
