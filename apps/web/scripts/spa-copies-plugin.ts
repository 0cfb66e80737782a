import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Static servers (sirv, most CDNs) treat a path with a dot in its last segment, such as
 * /release-1.2.25, as a file and answer 404 instead of falling back to index.html. A copy
 * of index.html at <path>/index.html makes those routes load like any other.
 */
export function spaCopies(paths: readonly string[]): Plugin {
  return {
    name: 'lisa-spa-copies',
    apply: 'build',
    writeBundle(options) {
      const dir = options.dir;
      if (!dir) return;
      for (const path of paths) {
        const target = join(dir, path);
        mkdirSync(target, { recursive: true });
        copyFileSync(join(dir, 'index.html'), join(target, 'index.html'));
      }
    },
  };
}
