import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
} from 'react';
import { HydrationSignal } from './hydration-signal.tsx';

const RETRY_MS = 3000;

/** Imports until it succeeds: again when the browser is back online, or after a while. */
export function importUntilLoaded<T>(load: () => Promise<T>): Promise<T> {
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
