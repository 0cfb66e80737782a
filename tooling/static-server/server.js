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

/** @param {Record<string, string>} config values exposed as window.__LISA_CONFIG__ */
export function runtimeConfigScript(config) {
  return `window.__LISA_CONFIG__ = ${JSON.stringify(config).replace(/</g, '\\u003c')};\n`;
}

/**
 * @param {{ dir: string, port: number, host?: string, config: Record<string, string> }} options
 * @returns {Promise<import('node:http').Server>}
 */
export function serveStatic({ dir, port, host = '127.0.0.1', config }) {
  const single = existsSync(join(dir, SPA_FALLBACK_FILE)) ? SPA_FALLBACK_FILE : true;
  // Brotli and gzip siblings are written at build time (lisa-precompress); sirv picks one by
  // Accept-Encoding and sends Vary: Accept-Encoding.
  const assets = sirv(dir, { single, brotli: true, gzip: true, etag: true, dev: false });
  const configBody = runtimeConfigScript(config);
  const server = createServer((req, res) => {
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
