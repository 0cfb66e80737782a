/**
 * Resolves once the browser has shown the page's first contentful paint (at once if it
 * already has), or after `timeoutMs` at the latest: hidden tabs do not paint, and a few
 * browsers do not report paint timing (those wait one animation frame instead).
 */
export function afterFirstPaint(timeoutMs = 500): Promise<void> {
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      clearTimeout(fallback);
      observer?.disconnect();
      resolve();
    };
    const fallback = setTimeout(done, timeoutMs);
    if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length) done();
      });
      observer.observe({ type: 'paint', buffered: true });
    } else {
      requestAnimationFrame(() => setTimeout(done, 0));
    }
  });
}
