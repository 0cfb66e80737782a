// Serves a built single-page app: files from its folder, index.html for every other
// path, and /runtime-config.js so one build can point at any API (the e2e suite starts
// the API on a free port; a deployment sets its own origins).
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';

/**
 * The page answered for paths with no file of their own. A build that prerenders its
 * home page into index.html keeps the empty app shell as 200.html (the convention of
 * several static hosts); otherwise index.html is the shell.
 */
export const SPA_FALLBACK_FILE = '200.html';

/**
 * Runs before the app's modules (an ordinary script listed first). Besides the config, it
 * turns zod's JIT off before zod loads: the JIT's `new Function` probe is a CSP violation
 * (console error) under `script-src 'self'`, and the apps validate too little for it to matter.
 * @param {Record<string, string>} config values exposed as window.__LISA_CONFIG__
 */
export function runtimeConfigScript(config) {
  return `window.__LISA_CONFIG__ = ${JSON.stringify(config).replace(/</g, '\\u003c')};
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
`;
}

/** @param {string | undefined} url @returns {string | null} the URL's origin, if it has one */
function originOf(url) {
  try {
    const { origin } = new URL(url ?? '');
    return origin && origin !== 'null' ? origin : null;
  } catch {
    return null;
  }
}

/** Browser features nobody here uses; `allow` lifts one for the app's own pages. */
const PERMISSIONS = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'serial',
  'hid',
  'midi',
  'browsing-topics',
];

/**
 * Headers on every answer. The Content-Security-Policy allows scripts from the app's own
 * origin only (no inline script, no eval: the apps keep zod jitless), the API and its
 * WebSocket for connections and images, inline style attributes (the prerendered pages
 * carry React's style props), and no framing by anyone.
 * @param {{ config: Record<string, string>, allow?: string[] }} options
 * @returns {Record<string, string>}
 */
export function securityHeaders({ config, allow = [] }) {
  const api = [originOf(config.apiUrl), originOf(config.wsUrl)].filter(Boolean).join(' ');
  // Meta's embedded signup (WhatsApp, "Continue with Facebook") when the operator set a Meta
  // app: the Facebook SDK's script, its frames and its login popup (which needs its opener).
  const facebook = config.metaAppId ? ' https://connect.facebook.net https://*.facebook.com' : '';
  const csp = [
    "default-src 'self'",
    `script-src 'self'${facebook ? ' https://connect.facebook.net' : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${originOf(config.apiUrl) ?? ''}${facebook}`.trim(),
    `media-src 'self' data: blob: ${originOf(config.apiUrl) ?? ''}`.trim(),
    "font-src 'self' data:",
    `connect-src 'self' ${api}${facebook}`.trim(),
    ...(facebook ? ["frame-src 'self' https://*.facebook.com"] : []),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': facebook ? 'same-origin-allow-popups' : 'same-origin',
    'permissions-policy': PERMISSIONS.map(
      (feature) => `${feature}=${allow.includes(feature) ? '(self)' : '()'}`,
    ).join(', '),
  };
}

/** Strict-Transport-Security, sent only on answers that travelled over HTTPS. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {boolean} trustProxy take the scheme from X-Forwarded-Proto (behind a TLS proxy)
 */
function overHttps(req, trustProxy) {
  if (/** @type {import('node:tls').TLSSocket} */ (req.socket).encrypted) return true;
  const forwarded = req.headers['x-forwarded-proto'];
  return trustProxy && typeof forwarded === 'string' && forwarded.split(',')[0]?.trim() === 'https';
}

/**
 * @param {{ dir: string, port: number, host?: string, config: Record<string, string>,
 *   allow?: string[], trustProxy?: boolean }} options `allow`: browser features the app
 *   uses (the web app's dictation: ['microphone'])
 * @returns {Promise<import('node:http').Server>}
 */
export function serveStatic({
  dir,
  port,
  host = '127.0.0.1',
  config,
  allow = [],
  trustProxy = false,
}) {
  const single = existsSync(join(dir, SPA_FALLBACK_FILE)) ? SPA_FALLBACK_FILE : true;
  // Brotli and gzip siblings are written at build time (lisa-precompress); sirv picks one by
  // Accept-Encoding and sends Vary: Accept-Encoding.
  const assets = sirv(dir, { single, brotli: true, gzip: true, etag: true, dev: false });
  const configBody = runtimeConfigScript(config);
  const headers = securityHeaders({ config, allow });
  const server = createServer((req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (overHttps(req, trustProxy)) res.setHeader('strict-transport-security', HSTS);
    if (req.url === '/runtime-config.js') {
      res.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-store',
      });
      res.end(configBody);
      return;
    }
    // Hashed file names under /assets/ never change; everything else (the HTML pages and
    // shells) is revalidated by ETag so a new build is seen at once.
    res.setHeader(
      'cache-control',
      req.url?.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    assets(req, res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
