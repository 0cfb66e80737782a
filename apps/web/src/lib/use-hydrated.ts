import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page is rendered at build time and while the browser hydrates that
 * HTML; true from the render after hydration on (and at once when the page is rendered
 * in the browser from scratch). Values that only the browser knows (runtime config,
 * storage, the clock) use it so the first client render matches the built HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
