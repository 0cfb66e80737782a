import type { ReactNode } from 'react';
import { useHydrated } from './use-hydrated.ts';

/**
 * Renders its children only in the browser, after hydration: for widgets that need
 * `window` as they render and draw nothing that belongs in the built HTML.
 */
export function ClientOnly({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
