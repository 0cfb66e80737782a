import { type ReactNode, Suspense } from 'react';

/**
 * A Suspense boundary around content that does not suspend, so it never shows a
 * fallback. It matters for prerendered pages: React hydrates each such boundary in its
 * own low-priority pass that yields to the browser, so a long page becomes interactive
 * in short tasks rather than one long task (and a click on a part not yet hydrated
 * hydrates that part first).
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
