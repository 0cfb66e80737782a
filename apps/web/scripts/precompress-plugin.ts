import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes a .gz twin of every text asset once the build is on disk: the static server
 * (sirv with `gzip: true`) serves those to browsers that accept gzip, so pages load
 * compressed without compressing on every request. It runs in writeBundle, after Vite
 * has finished rewriting chunks (earlier hooks still see placeholders such as
 * __VITE_PRELOAD__).
 */
export function precompress(): Plugin {
  return {
    name: 'lisa-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      for (const [fileName, item] of Object.entries(bundle)) {
        if (!/\.(js|css|html|svg|json|txt|xml)$/.test(fileName)) continue;
        const source = item.type === 'chunk' ? item.code : item.source;
        const buffer = Buffer.from(source);
        if (buffer.length < 1024) continue;
        writeFileSync(join(dir, `${fileName}.gz`), gzipSync(buffer, { level: 9 }));
      }
    },
  };
}
