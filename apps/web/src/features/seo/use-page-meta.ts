import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { env } from '../../env.ts';
import { applyPageMeta, type PageMeta } from './page-meta.ts';

export function canonicalUrlFor(pathname: string): string {
  return `${env.webUrl}${pathname === '/' ? '/' : pathname.replace(/\/+$/, '')}`;
}

/**
 * Sets the current page's title and description. The root layout first applies the
 * route's `handle.meta` (or the defaults) in a layout effect; this passive effect runs
 * after it, so a page with data-dependent meta (an industry, an app) wins.
 */
export function usePageMeta({ title, description }: PageMeta) {
  const { pathname } = useLocation();
  useEffect(() => {
    applyPageMeta(
      { ...(title ? { title } : {}), ...(description ? { description } : {}) },
      canonicalUrlFor(pathname),
    );
  }, [title, description, pathname]);
}
