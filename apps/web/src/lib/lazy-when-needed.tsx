import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { importUntilLoaded } from './deferred-part.tsx';
import { whenNeeded } from './when-needed.ts';

// Its own module (not in deferred-part.tsx, which every page shares), so only the pages
// that use it carry whenNeeded: the shared part stays within the 120 KB budget.

/**
 * A lazy component for a part below the fold of a prerendered page, whose built HTML holds
 * an element with the id `anchorId`. While that page hydrates, the part's code is fetched
 * and hydrated only when the visitor is about to need it (`whenNeeded`: near the viewport,
 * any input, or idle after load); React keeps the built HTML on screen meanwhile, so
 * nothing moves. Anywhere else (the build's render, a visit that starts on another page)
 * it loads at once.
 */
export function lazyWhenNeeded<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  anchorId: string,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => {
    const anchor = typeof document === 'undefined' ? null : document.getElementById(anchorId);
    if (!anchor) return load();
    return whenNeeded(anchor).then(() => importUntilLoaded(load));
  });
}
