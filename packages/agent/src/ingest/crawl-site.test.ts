import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crawlSite, pageLinks, parseRobots, robotsAllow } from './crawl-site.ts';

const page = (title: string, body: string, links: string[] = []) =>
  `<!doctype html><html><head><title>${title}</title></head><body><nav>${links
    .map((l) => `<a href="${l}">${l}</a>`)
    .join(' ')}</nav><main><h1>${title}</h1><p>${body}</p></main></body></html>`;

let server: Server;
let base = '';
let withSitemap = false;

beforeAll(async () => {
  server = createServer((req, res) => {
    const html = (s: string) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(s);
    };
    switch (req.url) {
      case '/robots.txt':
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end(
          `User-agent: *\nDisallow: /private\nAllow: /private/open\n${withSitemap ? `Sitemap: ${base}/map.xml\n` : ''}`,
        );
        return;
      case '/map.xml':
        res.writeHead(200, { 'content-type': 'application/xml' });
        res.end(
          `<?xml version="1.0"?><urlset><url><loc>${base}/hidden</loc></url><url><loc>https://elsewhere.example/x</loc></url></urlset>`,
        );
        return;
      case '/':
        return html(
          page('Home', 'Welcome to the florist. We sell fresh tulips and roses every day.', [
            '/about',
            '/private/secret',
            '/private/open',
            'https://elsewhere.example/',
            '/about#team',
            'mailto:a@b.c',
          ]),
        );
      case '/about':
        return html(
          page('About', 'The florist was founded in 1998 by two sisters in Nakuru.', ['/deep']),
        );
      case '/deep':
        return html(
          page('Deep', 'Deliveries leave the shop at nine every morning, Monday to Saturday.', [
            '/deeper',
          ]),
        );
      case '/deeper':
        return html(
          page('Deeper', 'This page is three links away from the home page of the shop.'),
        );
      case '/private/open':
        return html(
          page('Open', 'This private page is explicitly allowed for every crawler here.'),
        );
      case '/private/secret':
        return html(page('Secret', 'Nobody should read this page, robots.txt says so clearly.'));
      case '/hidden':
        return html(page('Hidden', 'Only the sitemap links to this page about wedding bouquets.'));
      default:
        res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('crawlSite', () => {
  it('follows same-host links to the depth asked, honouring robots.txt', async () => {
    const result = await crawlSite(`${base}/`, { maxDepth: 1, maxPages: 20 });
    expect(result.pages.sort()).toEqual(
      [`${base}/`, `${base}/about`, `${base}/private/open`].sort(),
    );
    expect(result.skipped).toContainEqual({
      url: `${base}/private/secret`,
      reason: 'robots.txt disallows it',
    });
    expect(result.source.title).toMatch(/^127\.0\.0\.1:\d+ \(3 pages\)$/);
    const about = result.source.chunks.find((c) => c.text.includes('two sisters'));
    expect(about).toMatchObject({ title: 'About', url: `${base}/about` });
    expect(result.source.chunks.map((c) => c.ordinal)).toEqual(
      result.source.chunks.map((_, i) => i),
    );
    const deeper = await crawlSite(`${base}/`, { maxDepth: 3, maxPages: 20 });
    expect(deeper.pages).toContain(`${base}/deeper`);
  });

  it('stops at the page limit and uses the sitemap when there is one', async () => {
    const limited = await crawlSite(`${base}/`, { maxDepth: 3, maxPages: 2 });
    expect(limited.pages).toHaveLength(2);
    withSitemap = true;
    const mapped = await crawlSite(`${base}/`, { maxDepth: 1, maxPages: 20 });
    withSitemap = false;
    expect(mapped.pages).toContain(`${base}/hidden`);
    expect(mapped.pages.some((p) => p.includes('elsewhere'))).toBe(false);
  });

  it('fails with a plain reason when no page can be read', async () => {
    await expect(crawlSite(`${base}/nowhere`, { maxDepth: 1, maxPages: 5 })).rejects.toThrow(
      /No page of 127\.0\.0\.1:\d+ could be read/,
    );
  });

  it('reads robots rules and links', () => {
    const { rules, sitemaps } = parseRobots(
      'User-agent: googlebot\nDisallow: /\n\nUser-agent: *\nDisallow: /admin\nAllow: /admin/help\nSitemap: https://x.test/s.xml',
    );
    expect(sitemaps).toEqual(['https://x.test/s.xml']);
    expect(robotsAllow(rules, '/admin/users')).toBe(false);
    expect(robotsAllow(rules, '/admin/help/faq')).toBe(true);
    expect(robotsAllow(rules, '/shop')).toBe(true);
    expect(
      pageLinks(
        '<a href="/a#x">a</a><a href=\'b\'>b</a><a href="/logo.png">i</a>',
        new URL('https://x.test/dir/'),
      ),
    ).toEqual(['https://x.test/a', 'https://x.test/dir/b']);
  });
});
