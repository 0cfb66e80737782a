#!/usr/bin/env node
// lisa-precompress <dist-dir>: run at the end of an app's build (see precompress.js).
import { resolve } from 'node:path';
import { precompress } from './precompress.js';

const dir = resolve(process.argv[2] ?? 'dist');
const { files, bytes, brotliBytes, gzipBytes } = precompress(dir);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `precompressed ${files} files in ${dir}: ${kb(bytes)} -> br ${kb(brotliBytes)}, gz ${kb(gzipBytes)}`,
);
