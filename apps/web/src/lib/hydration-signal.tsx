import { useEffect } from 'react';

/**
 * Marks #root with `data-hydrated` once the page around it responds to input. A
 * prerendered page is visible before its code has run; the end-to-end tests wait for
 * this mark before they click. Render it last, in its own HydrationBoundary, so it
 * commits with the page's last deferred sections.
 */
export function HydrationSignal() {
  useEffect(() => {
    document.getElementById('root')?.setAttribute('data-hydrated', '');
  }, []);
  return null;
}
