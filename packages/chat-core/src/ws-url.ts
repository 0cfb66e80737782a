// Where the visitor's live channel connects when the page names no socket URL. Kept apart
// from visitor-live.ts (and free of zod) because the embed's loader-side code reads it.

/** The API's HTTP port in development and the socket's (apps/api env PORT / WS_PORT). */
const LOCAL_API_PORT = '8000';
const LOCAL_WS_PORT = '8080';

/**
 * ws(s) on the API's host, path /ws: http becomes ws, https wss. The local API serves its
 * socket on 8080 beside HTTP on 8000 (tooling/cli/lisa.mjs), so port 8000 maps to 8080;
 * any other port is kept (a deployment that proxies /ws on the API's own origin).
 */
export function defaultWsUrl(apiUrl: string): string {
  const url = new URL(apiUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  if (url.port === LOCAL_API_PORT) url.port = LOCAL_WS_PORT;
  url.pathname = '/ws';
  url.search = '';
  url.hash = '';
  return url.toString();
}
