/** How long after the page's load event an idle moment opens every waiting part. */
export const IDLE_AFTER_LOAD_MS = 2500;

// Any sign of the visitor using the page: a part they may reach next must be ready.
const INPUT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'click'] as const;

/**
 * Resolves when the visitor is about to need `element`: it comes within `rootMargin` of the
 * viewport, they use the page (pointer, touch, key, focus), or the browser has been idle a
 * while after the load event (so every part is ready before long, for keyboard and
 * screen-reader visitors too). Used to hydrate a prerendered page's parts below the fold
 * after its start-up instead of during it (issue 22: the landing's blocking time).
 */
export function whenNeeded(element: Element, rootMargin = '200px 0px'): Promise<void> {
  return new Promise((resolve) => {
    if (typeof IntersectionObserver === 'undefined') {
      resolve();
      return;
    }
    const cleanups: Array<() => void> = [];
    const open = () => {
      for (const cleanup of cleanups.splice(0)) cleanup();
      resolve();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) open();
      },
      { rootMargin },
    );
    observer.observe(element);
    cleanups.push(() => observer.disconnect());
    for (const type of INPUT_EVENTS) {
      document.addEventListener(type, open, { capture: true, passive: true });
      cleanups.push(() => document.removeEventListener(type, open, { capture: true }));
    }
    const afterLoad = () => {
      const timer = setTimeout(() => {
        if (typeof requestIdleCallback !== 'function') return open();
        const handle = requestIdleCallback(open, { timeout: 1000 });
        cleanups.push(() => cancelIdleCallback(handle));
      }, IDLE_AFTER_LOAD_MS);
      cleanups.push(() => clearTimeout(timer));
    };
    if (document.readyState === 'complete') afterLoad();
    else {
      window.addEventListener('load', afterLoad, { once: true });
      cleanups.push(() => window.removeEventListener('load', afterLoad));
    }
  });
}
