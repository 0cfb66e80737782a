import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
} from 'react';
import { HydrationSignal } from './hydration-signal.tsx';
import { whenNeeded } from './when-needed.ts';

const RETRY_MS = 3000;

/** Imports until it succeeds: again when the browser is back online, or after a while. */
function importUntilLoaded<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(
    () =>
      new Promise<T>((resolve) => {
        const again = () => {
          window.removeEventListener('online', again);
          clearTimeout(timer);
          resolve(importUntilLoaded(load));
        };
        const timer = setTimeout(again, RETRY_MS);
        window.addEventListener('online', again);
      }),
  );
}

/**
 * A lazy component whose code starts loading now (when the module calling this runs), not
 * when React first renders it; a failed load keeps trying (see above) instead of failing
 * the page, so a prerendered page keeps its built HTML meanwhile.
 */
export function lazyLoadingNow<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  const loading = typeof window === 'undefined' ? load() : importUntilLoaded(load);
  return lazy(() => loading.then((component) => ({ default: component })));
}

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

/**
 * A part of a prerendered page whose code is its own chunk (issue 22: the page's first
 * load stays under 120 KB gz). Its fetch starts when the page's module runs, beside the
 * page's hydration rather than before it; until it has loaded, React keeps the part's
 * built HTML on screen (nothing moves), and then hydrates it. A failed fetch (offline)
 * keeps that HTML and tries again when the connection returns. On a visit that starts
 * elsewhere, `fallback` holds the part's place for that moment.
 *
 * The part marks the page as hydrated (`#root[data-hydrated]`, which the e2e specs wait
 * for), so its route in router.tsx passes `{ signalledByPage: true }`.
 */
export function deferredPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
): ComponentType<P> {
  const Part = lazyLoadingNow(load);
  return function DeferredPart(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
        <HydrationSignal />
      </Suspense>
    );
  };
}
