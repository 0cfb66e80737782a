import { useCallback, useEffect, useState } from 'react';

/** SPEC §9: the testimonials carousel advances every 3 s. */
export const CAROUSEL_INTERVAL_MS = 3000;

/**
 * The selected slide of an auto-advancing carousel: moves on every `intervalMs`, wraps
 * to the first after the last, stands still while paused. Selecting a slide restarts
 * the wait, so a visitor gets the full interval to read what they picked.
 */
export function useCarousel(
  count: number,
  { intervalMs = CAROUSEL_INTERVAL_MS, paused = false } = {},
) {
  const [active, setActive] = useState(0);
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setTimeout(() => setActive((index) => (index + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [active, paused, count, intervalMs]);
  const select = useCallback(
    (index: number) => setActive(((index % count) + count) % count),
    [count],
  );
  return { active, select };
}
