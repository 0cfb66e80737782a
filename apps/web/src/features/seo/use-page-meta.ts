import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { env } from '../../env.ts';
import { applyPageMeta, type PageMeta } from './page-meta.ts';

export function canonicalUrlFor(pathname: string): string {
  return `${env.webUrl}${pathname === '/' ? '/' : pathname.replace(/\/+$/, '')}`;
}

let renderedMeta: PageMeta | null = null;

/**
 * Build-time rendering only (src/entry-server.tsx): the meta every `usePageMeta` of the
 * page being rendered asks for is written into `sink`, so the built HTML's <head> carries
 * the page's own title and description. Pass null when the page is done.
 */
export function collectPageMeta(sink: PageMeta | null): void {
  renderedMeta = sink;
}

/**
 * Sets the current page's title and description. The root layout first applies the
 * route's `handle.meta` (or the defaults) in a layout effect; this passive effect runs
 * after it, so a page with data-dependent meta (an industry, an app) wins.
 */
export function usePageMeta({ title, description }: PageMeta) {
  const { pathname } = useLocation();
  // At build time effects never run: the renderer reads the page's meta from here.
  if (renderedMeta) {
    if (title) renderedMeta.title = title;
    if (description) renderedMeta.description = description;
  }
  useEffect(() => {
    applyPageMeta(
      { ...(title ? { title } : {}), ...(description ? { description } : {}) },
      canonicalUrlFor(pathname),
    );
  }, [title, description, pathname]);
}
