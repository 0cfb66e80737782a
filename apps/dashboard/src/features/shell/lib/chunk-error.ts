/**
 * True for the errors a lazy screen's code gives when it cannot be fetched: the dynamic
 * import's own failure (Chromium, Firefox, Safari wordings), Vite's preload of the chunk's
 * CSS, or any failure while the browser knows it is offline.
 */
export function isChunkLoadError(error: unknown, online = navigator.onLine): boolean {
  if (!online) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Unable to preload|Loading (CSS )?chunk/i.test(
    message,
  );
}
