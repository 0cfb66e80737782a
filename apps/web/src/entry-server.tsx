/**
 * Build-time rendering (scripts/prerender-plugin.ts): renders a route of the site to
 * HTML with react-dom/server so the browser paints it before any JavaScript runs;
 * src/main.tsx then hydrates it. Runs in Node, never in the browser.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from './router.tsx';

export class PrerenderError extends Error {
  readonly code = 'PRERENDER_FAILED';
}

/** The HTML of `path`'s page (what goes inside #root), once every lazy part has loaded. */
export async function renderPage(path: string, origin: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, origin)));
  if (context instanceof Response)
    throw new PrerenderError(`${path} answered ${context.status} instead of a page`);
  if (context.errors) throw new PrerenderError(`${path} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    // The same tree as src/main.tsx, so hydration matches node for node. No router
    // hydration data: the site has no loaders.
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Every Suspense boundary's HTML in place: a static page needs no streaming, and
      // outlined boundaries would only show once an inline script moved them in.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  if (errors.length)
    throw new PrerenderError(`${path} did not render: ${errors.map(String).join('; ')}`);
  return html;
}
