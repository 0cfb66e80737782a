// Writes brotli (.br) and gzip (.gz) siblings of a build's text assets, once, at build time,
// at maximum quality, so the static server (sirv with `brotli` and `gzip`) sends them as
// they are instead of compressing on every request, or not at all.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.map',
  '.webmanifest',
]);
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;

/** @param {string} dir @returns {string[]} */
function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * @param {string} dir a built app's folder
 * @returns {{ files: number, bytes: number, brotliBytes: number, gzipBytes: number }}
 */
export function precompress(dir) {
  const totals = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for (const path of filesUnder(dir)) {
    if (!COMPRESSIBLE.has(extname(path)) || statSync(path).size < MIN_BYTES) continue;
    const body = readFileSync(path);
    const brotli = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gzip = gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
    writeFileSync(`${path}.br`, brotli);
    writeFileSync(`${path}.gz`, gzip);
    totals.files++;
    totals.bytes += body.length;
    totals.brotliBytes += brotli.length;
    totals.gzipBytes += gzip.length;
  }
  return totals;
}
