import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from './use-hydrated.ts';

/**
 * For content that arrives after its page (a part with its own chunk): once it has been
 * rendered in the browser, the #hash target may have moved, so bring it into view again.
 * Content hydrated from the built HTML did not move anything, and the visitor may have
 * scrolled since: it is left alone.
 */
export function useHashScrollAfterLateContent() {
  const { hash } = useLocation();
  const [renderedInBrowser] = useState(useHydrated());
  useEffect(() => {
    if (!renderedInBrowser || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [renderedInBrowser, hash]);
}
