#!/usr/bin/env node
// AVIF and WebP copies of the product screenshots (issue 22): reads every PNG in
// public/screenshots (written by e2e/screenshots/product-screenshots.ts, 1280x800), writes
// {name}.avif and {name}.webp at full width and {name}-640.avif / .webp at half width beside
// it, and prints the sizes. /features serves them with <picture> and srcset/sizes (AVIF,
// then WebP, the PNG as the fallback). Re-run after the screenshots:
//
//   pnpm --filter @lisa/web screenshots:encode
//
// sharp encodes with the libvips it ships as npm packages (@img/sharp-*): nothing is
// downloaded when it runs.
import { readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const folder = resolve(dirname(fileURLToPath(import.meta.url)), '../public/screenshots');
const kb = (bytes) => (bytes / 1024).toFixed(1);

const rows = [];
for (const file of readdirSync(folder)
  .filter((name) => name.endsWith('.png'))
  .sort()) {
  const png = join(folder, file);
  const base = png.slice(0, -'.png'.length);
  // UI screenshots: flat colours and text. These settings keep the text crisp.
  for (const [suffix, width] of [
    ['', 1280],
    ['-640', 640],
  ]) {
    const image = () => sharp(png).resize({ width, withoutEnlargement: true });
    await image()
      .avif({ quality: 55, effort: 6, chromaSubsampling: '4:4:4' })
      .toFile(`${base}${suffix}.avif`);
    await image()
      .webp({ quality: 82, effort: 6, smartSubsample: true })
      .toFile(`${base}${suffix}.webp`);
  }
  const size = (name) => statSync(`${base}${name}`).size;
  rows.push({
    name: file.slice(0, -4),
    png: size('.png'),
    webp: size('.webp'),
    avif: size('.avif'),
    webp640: size('-640.webp'),
    avif640: size('-640.avif'),
  });
}

const columns = ['png', 'webp', 'avif', 'webp640', 'avif640'];
console.log(
  '| screenshot | PNG 1280 KB | WebP 1280 KB | AVIF 1280 KB | WebP 640 KB | AVIF 640 KB |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows)
  console.log(`| ${row.name} | ${columns.map((key) => kb(row[key])).join(' | ')} |`);
const sum = (key) => rows.reduce((total, row) => total + row[key], 0);
console.log(`| all four | ${columns.map((key) => kb(sum(key))).join(' | ')} |`);
