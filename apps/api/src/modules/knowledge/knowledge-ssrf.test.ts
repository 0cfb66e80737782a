// The knowledge base fetches pages a member names, so it must never be a way into the
// operator's network: a page on a private, link-local or metadata address is refused before
// any connection (a crawl of one fails with the reason), and an allowed site that redirects
// or links to one does not take the crawler there. Only 127.0.0.1 is on this server's allow
// list (the test site).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/postgres.ts';
import { useKnowledgeHarness } from '../../../test/support/knowledge-harness.ts';
import { INGEST_JOB } from './knowledge-service.ts';

describe.each(testDrivers)('knowledge: no fetch into private networks (%s)', (driver) => {
  const k = useKnowledgeHarness(driver);
  const idle = () => k.server.server.context.jobs.idle([INGEST_JOB], 60_000);
  // A service inside the operator's network that would answer if the guard let a request
  // through: loopback, but not the allowed 127.0.0.1. It must never be asked anything.
  let inside = '';
  let insideRequests = 0;
  const internal = createServer((_request, response) => {
    insideRequests += 1;
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(
      '<html><body><main><p>Secret payroll for the whole staff.</p></main></body></html>',
    );
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => internal.listen(0, '127.0.0.2', resolve));
    inside = `http://127.0.0.2:${(internal.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => internal.close(resolve));
  });

  it('refuses a page on a private, link-local or metadata address, and fails such a crawl, before any connection', async () => {
    const a = await k.signedInBusiness('Private Bakery');
    const urls = [
      `${inside}/payroll`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.7/admin',
      'http://192.168.1.1/',
      'http://[::1]/',
      'http://[fd00::1]/',
    ];
    for (const url of urls) {
      const refused = await k.call('POST', '/api/knowledge/sources', a.token, { type: 'url', url });
      expect(refused.status, url).toBe(400);
      expect(refused.body.message, url).toMatch(/private or reserved address/);
    }
    expect((await k.call('GET', '/api/knowledge/sources', a.token)).body.data).toEqual([]);
    // A crawl is always a background job: it is queued, then fails with the same reason.
    const crawl = await k.call('POST', '/api/knowledge/sources', a.token, {
      type: 'url',
      url: 'http://169.254.169.254/latest/meta-data/',
      crawl: { max_depth: 1, max_pages: 10 },
    });
    expect(crawl.status).toBe(202);
    await idle();
    const detail = await k.call('GET', `/api/knowledge/sources/${crawl.body.id}`, a.token);
    expect(detail.body.source).toMatchObject({ status: 'failed', chunk_count: 0 });
    expect(detail.body.source.error).toMatch(/private or reserved address/);
    expect(insideRequests).toBe(0);
  });

  it('a crawled site that redirects or links to a private address does not take the crawler there', async () => {
    const site = createServer((request, response) => {
      if (request.url === '/') {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end(
          `<html><head><title>Home</title></head><body><main><h1>Home</h1><p>Sourdough loaves every morning at the market.</p><a href="/moved">Moved</a> <a href="${inside}/payroll">Payroll</a></main></body></html>`,
        );
      } else if (request.url === '/moved') {
        response.writeHead(302, { location: `${inside}/payroll` }).end();
      } else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    try {
      const a = await k.signedInBusiness('Redirect Bakery');
      const base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
      const added = await k.call('POST', '/api/knowledge/sources', a.token, {
        type: 'url',
        url: `${base}/`,
        crawl: { max_depth: 2, max_pages: 10 },
      });
      expect(added.status).toBe(202);
      await idle();
      const detail = await k.call('GET', `/api/knowledge/sources/${added.body.id}`, a.token);
      expect(detail.body.source.status).toBe('ready');
      const text = detail.body.chunks.map((c: { text: string }) => c.text).join(' ');
      expect(text).toContain('Sourdough loaves');
      // Only the home page: the redirect was not followed, the off-site link not crawled.
      expect(detail.body.source.title).toMatch(/\(1 page\)$/);
      expect(text).not.toContain('Secret payroll');
      expect(insideRequests).toBe(0);
    } finally {
      await new Promise((resolve) => site.close(resolve));
    }
  });
});
