import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings #hash into view once a lazily loaded page has rendered: the router's scroll
 * restoration runs before the page's code arrives, when the target does not exist yet.
 */
export function useHashScroll() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
  }, [hash]);
}
