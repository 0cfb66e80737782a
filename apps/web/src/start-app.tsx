import { brand } from '@lisa/catalogue/brand';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { yieldToBrowser } from './lib/yield-to-browser.ts';
import { createRouter } from './router.tsx';
import type { RouteHandle } from './routes/root-layout.tsx';

/**
 * Starts the site in #root: hydrates a page built into the HTML (scripts/prerender-plugin.ts
 * marks #root with the path it was rendered for), renders every other path (the 200.html
 * shell) from scratch.
 */
export async function startApp(root: HTMLElement): Promise<void> {
  const normalisedPath = location.pathname.replace(/(.)\/+$/, '$1');
  const prerendered = root.dataset.prerendered === normalisedPath;
  const router = createRouter();
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  if (prerendered) {
    // The page's own code first: hydrating without it would leave the page's boundary
    // inert until React found and fetched its chunk, seconds later on a slow machine.
    // The router has matched the address already (matching again would rank every route
    // a second time during start-up).
    await Promise.all(
      router.state.matches.map((match) =>
        (match.route.handle as RouteHandle | undefined)?.preload?.(),
      ),
    );
    // The page is already on screen: set up the router in one task, hydrate in others.
    // Inside a transition React hydrates in slices that yield to the browser instead of
    // one long task; a click or key press meanwhile makes it finish the part it targets
    // at once, then handles the event.
    await yieldToBrowser();
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }

  // After first render, from its own chunk, so it never delays the page.
  import('./lib/legacy-cache-cleanup.ts')
    .then(({ cleanupLegacyCaches }) =>
      cleanupLegacyCaches({
        serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
        caches: 'caches' in window ? window.caches : undefined,
        prefix: brand.cachePrefix,
      }),
    )
    .catch(() => {});
}
