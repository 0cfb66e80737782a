import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalPathOf, indexedPages, publicPages } from '../src/features/seo/public-pages.ts';

// Reads the built site (dist/), so it runs after `pnpm --filter @lisa/web build`: the
// package's `e2e` script (turbo builds first) sets LISA_BUILT_SITE. The unit run skips it.
const dist = resolve(process.env.LISA_WEB_DIST ?? join(import.meta.dirname, '../dist'));
const builtSite = Boolean(process.env.LISA_BUILT_SITE);

const htmlOf = (path: string) =>
  readFileSync(join(dist, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`), 'utf8');

/** Every value of `<tag … attribute="value">` in the document's <head>. */
function headValues(html: string, tag: RegExp, attribute: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  const values: string[] = [];
  for (const [element] of head.matchAll(new RegExp(`<${tag.source}[^>]*>`, 'g'))) {
    const value = new RegExp(`\\s${attribute}="([^"]*)"`).exec(element)?.[1];
    if (value !== undefined) values.push(value);
  }
  return values;
}

describe.skipIf(!builtSite)('the built site (dist/)', () => {
  const sitemap = builtSite ? readFileSync(join(dist, 'sitemap.xml'), 'utf8') : '';
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url ?? ''));
  const origin = listed[0]?.origin ?? '';

  it('lists every page that is its own canonical page in the sitemap, and only those', () => {
    expect(listed.map((url) => url.pathname)).toEqual([...indexedPages]);
    expect(indexedPages).not.toContain('/solutions');
  });

  it.each([...publicPages])(
    '%s is prerendered with one canonical link and og:url naming its canonical address',
    (path) => {
      const file = path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
      expect(existsSync(join(dist, file)), file).toBe(true);
      const html = htmlOf(path);
      expect(html).toContain(`data-prerendered="${path}"`);
      const expected = `${origin}${canonicalPathOf(path)}`;
      expect(headValues(html, /link\s+rel="canonical"/, 'href')).toEqual([expected]);
      expect(headValues(html, /meta\s+property="og:url"/, 'content')).toEqual([expected]);
    },
  );

  it('names the default industry as the canonical page of /solutions', () => {
    expect(headValues(htmlOf('/solutions'), /link\s+rel="canonical"/, 'href')).toEqual([
      `${origin}/solutions/customer-service`,
    ]);
  });
});
