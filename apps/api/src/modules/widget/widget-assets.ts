// The built embeddable widget (packages/chat-core/dist/embed), served by the API so one
// <script> tag works on any website: /widget/v1/lisa-widget.js (the loader; short cache,
// a deploy changes it) and /widget/v1/chunks/<name>-<hash>.js (immutable, cached a year).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The embed's dist folder: found by walking up from this file (src and dist alike). */
export function findWidgetDist(start = dirname(fileURLToPath(import.meta.url))): string | null {
  let dir = start;
  for (let i = 0; i < 8; i++) {
    const candidate = join(dir, 'packages', 'chat-core', 'dist', 'embed');
    if (existsSync(join(candidate, 'lisa-widget.js'))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return null;
}

export const LOADER_CACHE = 'public, max-age=300';
export const CHUNK_CACHE = 'public, max-age=31536000, immutable';
const SAFE_FILE = /^(chunks\/)?[A-Za-z0-9._-]+\.js$/;

/** A file of the widget, or null when the name is not one (no path can leave the folder). */
export async function readWidgetFile(dist: string, name: string): Promise<Buffer | null> {
  if (!SAFE_FILE.test(name) || name.includes('..')) return null;
  const path = resolve(dist, name);
  if (!path.startsWith(dist + sep)) return null;
  try {
    return await readFile(path);
  } catch {
    return null;
  }
}

/**
 * /widget.js: a classic script for snippets without type="module" (the docs' async tag). It
 * adds the module loader with the same data-* attributes; cached five minutes.
 */
export function classicLoader(moduleUrl: string): string {
  return `(function(){var s=document.currentScript;if(!s)return;var m=document.createElement('script');m.type='module';m.src=${JSON.stringify(moduleUrl)};for(var k in s.dataset)m.dataset[k]=s.dataset[k];(document.head||document.body).appendChild(m);})();\n`;
}
