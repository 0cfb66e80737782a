import { ThemeProvider } from '@lisa/ui/theme';
import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router';
import { applyCanonicalUrl, applyPageMeta, type PageMeta } from '../features/seo/page-meta.ts';
import { canonicalUrlFor } from '../features/seo/use-page-meta.ts';
import { ClientOnly } from '../lib/client-only.tsx';

const AfterHydrationExtras = lazy(() => import('../features/layout/after-hydration-extras.tsx'));

export interface RouteHandle {
  meta?: PageMeta;
  /** Loads the route's lazy page (router.tsx), before a prerendered page hydrates. */
  preload?: () => Promise<unknown>;
}

/** Route-level title and description (or the site defaults), applied before pages refine them. */
function useRouteMeta() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const meta = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.meta)
    ?.handle as RouteHandle | undefined;
  const title = meta?.meta?.title;
  const description = meta?.meta?.description;
  const hydrating = useRef(true);
  useLayoutEffect(() => {
    const first = hydrating.current;
    hydrating.current = false;
    // A page without route-level meta sets its own in a passive effect, which may run a
    // while after hydration: the prerendered <head> already names that page, so the
    // defaults must not replace it in between. Only its canonical URL changes at once, to
    // the runtime origin (the landing page sets no meta of its own).
    if (first && !title && !description) {
      applyCanonicalUrl(canonicalUrlFor(pathname));
      return;
    }
    applyPageMeta(
      { ...(title ? { title } : {}), ...(description ? { description } : {}) },
      canonicalUrlFor(pathname),
    );
  }, [title, description, pathname]);
}

/** A thin bar while a lazy route module or its data loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[80] h-1 overflow-hidden bg-brand-100"
    >
      <div className="h-full w-1/3 animate-pulse bg-brand-600" />
    </div>
  );
}

export function RootLayout() {
  const { pathname } = useLocation();
  useRouteMeta();
  return (
    <ThemeProvider pathname={pathname}>
      <NavigationProgress />
      {/* The connection banner and the toasts: browser only, loaded after hydration. */}
      <ClientOnly>
        <Suspense fallback={null}>
          <AfterHydrationExtras />
        </Suspense>
      </ClientOnly>
      <Outlet />
      <ScrollRestoration />
    </ThemeProvider>
  );
}
