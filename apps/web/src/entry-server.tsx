/**
 * Build-time rendering (scripts/prerender-plugin.ts): renders a route of the site to
 * HTML with react-dom/server so the browser paints it before any JavaScript runs;
 * src/main.tsx then hydrates it. Runs in Node, never in the browser.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { PageMeta } from './features/seo/page-meta.ts';
import { collectPageMeta } from './features/seo/use-page-meta.ts';
import { routes } from './router.tsx';
import type { RouteHandle } from './routes/root-layout.tsx';

export interface RenderedPage {
  /** What goes inside #root. */
  html: string;
  /** The page's title (without the site suffix) and description, for the built <head>. */
  meta: PageMeta;
}

export class PrerenderError extends Error {
  readonly code = 'PRERENDER_FAILED';
}

/** The HTML of `path`'s page and its meta, once every lazy part has loaded. */
export async function renderPage(path: string, origin: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, origin)));
  if (context instanceof Response)
    throw new PrerenderError(`${path} answered ${context.status} instead of a page`);
  if (context.errors) throw new PrerenderError(`${path} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const errors: unknown[] = [];
  // The route's handle.meta first (as the root layout applies it), then what the page asks for.
  const routeMeta = [...context.matches]
    .reverse()
    .map((match) => (match.route.handle as RouteHandle | undefined)?.meta)
    .find(Boolean);
  const meta: PageMeta = { ...routeMeta };
  collectPageMeta(meta);
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
  collectPageMeta(null);
  if (errors.length)
    throw new PrerenderError(`${path} did not render: ${errors.map(String).join('; ')}`);
  return { html, meta };
}
