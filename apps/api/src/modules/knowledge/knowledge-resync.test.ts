// Scheduled re-sync of web pages (issue 15) through the real server and a fake site on
// loopback that honours ETag / If-None-Match and Last-Modified / If-Modified-Since: the
// schedule is chosen per source (off, daily, weekly); a due page is checked by the job
// queue; a 304 or an unchanged page changes nothing; a changed page is re-indexed; a page
// that fails keeps its last good content and says so. A crawled site is checked page by
// page: known pages conditionally, new links fetched, pages gone (404) removed.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/postgres.ts';
import { useKnowledgeHarness } from '../../../test/support/knowledge-harness.ts';
import { knowledgeSources } from '../../db/schema/knowledge.ts';
import { RESYNC_JOB } from './knowledge-resync.ts';
import { INGEST_JOB } from './knowledge-service.ts';

interface FakePage {
  body: string;
  etag?: string;
  lastModified?: string;
  fail?: boolean;
}

const html = (title: string, text: string, links: string[] = []) =>
  `<!doctype html><html><head><title>${title}</title></head><body><nav>${links.map((l) => `<a href="${l}">${l}</a>`).join(' ')}</nav><main><h1>${title}</h1><p>${text}</p></main></body></html>`;

describe.each(testDrivers)('knowledge: scheduled re-sync (%s)', (driver) => {
  const k = useKnowledgeHarness(driver);
  const pages = new Map<string, FakePage>();
  const seen: { path: string; headers: IncomingHttpHeaders; status: number }[] = [];
  let site: Server | undefined;
  let siteUrl = '';

  beforeAll(async () => {
    const server = createServer((request, response) => {
      const path = request.url ?? '/';
      const page = pages.get(path);
      const answer = (status: number, headers: Record<string, string> = {}, body = '') => {
        seen.push({ path, headers: request.headers, status });
        response.writeHead(status, headers).end(body);
      };
      if (!page) return answer(404);
      if (page.fail) return answer(500, {}, 'down');
      const validators: Record<string, string> = {
        ...(page.etag ? { etag: page.etag } : {}),
        ...(page.lastModified ? { 'last-modified': page.lastModified } : {}),
      };
      const etagMatches = page.etag && request.headers['if-none-match'] === page.etag;
      const dateMatches =
        !page.etag &&
        page.lastModified &&
        request.headers['if-modified-since'] === page.lastModified;
      if (etagMatches || dateMatches) return answer(304, validators);
      answer(200, { 'content-type': 'text/html; charset=utf-8', ...validators }, page.body);
    });
    site = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => site?.close(resolve));
  });

  const resync = () => k.server.server.services.knowledge.resync;
  const rowOf = async (id: number) => {
    const [row] = await k.database.db
      .select()
      .from(knowledgeSources)
      .where(eq(knowledgeSources.id, id));
    if (!row) throw new Error(`source ${id} is gone`);
    return row;
  };
  const requestsTo = (path: string) => seen.filter((s) => s.path === path);
  const search = async (token: string, q: string) =>
    (await k.call('GET', `/api/knowledge/search?q=${encodeURIComponent(q)}`, token)).body
      .results as { text: string }[];

  it('keeps the schedule the business picks, and refuses what cannot be scheduled', async () => {
    const a = await k.signedInBusiness('Schedule Bakery');
    pages.set('/hours', { body: html('Hours', 'We open at seven every morning.'), etag: '"h1"' });
    const added = await k.call('POST', '/api/knowledge/sources', a.token, {
      type: 'url',
      url: `${siteUrl}/hours`,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ sync_schedule: 'off', next_sync_at: null });

    const before = Date.now();
    const daily = await k.call(
      'PATCH',
      `/api/knowledge/sources/${added.body.id}/schedule`,
      a.token,
      { schedule: 'daily' },
    );
    expect(daily.status).toBe(200);
    expect(daily.body.sync_schedule).toBe('daily');
    const due = Date.parse(daily.body.next_sync_at) - before;
    expect(due).toBeGreaterThan(86_000_000);
    expect(due).toBeLessThan(86_400_000 + 60_000);
    const weekly = await k.call(
      'PATCH',
      `/api/knowledge/sources/${added.body.id}/schedule`,
      a.token,
      { schedule: 'weekly' },
    );
    expect(Date.parse(weekly.body.next_sync_at) - before).toBeGreaterThan(6 * 86_400_000);

    const bad = await k.call('PATCH', `/api/knowledge/sources/${added.body.id}/schedule`, a.token, {
      schedule: 'hourly',
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/Choose off, daily or weekly/);
    const text = await k.call('POST', '/api/knowledge/sources', a.token, {
      type: 'text',
      title: 'Notes',
      text: 'Some notes about bread.',
    });
    const refused = await k.call(
      'PATCH',
      `/api/knowledge/sources/${text.body.id}/schedule`,
      a.token,
      { schedule: 'daily' },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/Only web pages/);
    // Another business's source is not there for it.
    const b = await k.signedInBusiness('Nosy Bakery');
    const crossed = await k.call(
      'PATCH',
      `/api/knowledge/sources/${added.body.id}/schedule`,
      b.token,
      { schedule: 'off' },
    );
    expect(crossed.status).toBe(404);
    expect((await rowOf(added.body.id)).syncSchedule).toBe('weekly');

    const off = await k.call('PATCH', `/api/knowledge/sources/${added.body.id}/schedule`, a.token, {
      schedule: 'off',
    });
    expect(off.body).toMatchObject({ sync_schedule: 'off', next_sync_at: null });
  });

  it('checks a due page through the job queue with conditional requests; 304 changes nothing', async () => {
    const a = await k.signedInBusiness('Conditional Bakery');
    pages.set('/menu', { body: html('Menu', 'Our rye loaf costs four dollars.'), etag: '"m1"' });
    const added = await k.call('POST', '/api/knowledge/sources', a.token, {
      type: 'url',
      url: `${siteUrl}/menu`,
    });
    const id = added.body.id as number;
    await k.call('PATCH', `/api/knowledge/sources/${id}/schedule`, a.token, { schedule: 'daily' });
    const first = await rowOf(id);

    // Not due yet: the sweep leaves it alone.
    expect(await resync().sweep()).toBe(0);

    // Due: the sweep queues it, the job asks the page (no validators yet), finds the same
    // content and keeps everything; the page's ETag is kept for next time.
    await k.database.db
      .update(knowledgeSources)
      .set({ nextSyncAt: new Date(Date.now() - 1000) })
      .where(eq(knowledgeSources.id, id));
    const asked = requestsTo('/menu').length;
    expect(await resync().sweep()).toBeGreaterThanOrEqual(1);
    await k.server.server.context.jobs.idle([RESYNC_JOB], 60_000);
    expect(requestsTo('/menu')).toHaveLength(asked + 1);
    const checked = await rowOf(id);
    expect(checked.etag).toBe('"m1"');
    expect(checked.revision).toBe(first.revision);
    expect(checked.checkedAt).not.toBeNull();
    expect(checked.nextSyncAt?.getTime()).toBeGreaterThan(Date.now() + 86_000_000);

    // Next time the ETag goes back as If-None-Match; the 304 changes nothing.
    expect(await resync().check(a.businessId, id)).toBe('not-modified');
    const conditional = requestsTo('/menu').at(-1);
    expect(conditional?.headers['if-none-match']).toBe('"m1"');
    expect(conditional?.status).toBe(304);
    const after304 = await rowOf(id);
    expect(after304.revision).toBe(first.revision);
    expect(after304.contentHash).toBe(first.contentHash);
    expect(after304.chunkCount).toBe(first.chunkCount);
    expect((await search(a.token, 'rye loaf price'))[0]?.text).toMatch(/four dollars/);

    // The page changes: it is re-indexed and the agent finds the new text.
    pages.set('/menu', {
      body: html('Menu', 'Our rye loaf now costs five dollars.'),
      etag: '"m2"',
    });
    expect(await resync().check(a.businessId, id)).toBe('updated');
    const updated = await rowOf(id);
    expect(updated.revision).toBeGreaterThan(first.revision);
    expect(updated.etag).toBe('"m2"');
    expect((await search(a.token, 'rye loaf price'))[0]?.text).toMatch(/five dollars/);

    // The page fails: the last good content stays, and the source says so.
    pages.set('/menu', { body: '', fail: true });
    expect(await resync().check(a.businessId, id)).toBe('failed');
    const failed = await rowOf(id);
    expect(failed.status).toBe('ready');
    expect(failed.error).toMatch(/The last sync failed: .*HTTP 500.*still uses the content/);
    expect(failed.revision).toBe(updated.revision);
    expect((await search(a.token, 'rye loaf price'))[0]?.text).toMatch(/five dollars/);
  });

  it('uses Last-Modified / If-Modified-Since when the page has no ETag', async () => {
    const a = await k.signedInBusiness('Dated Bakery');
    const stamp = 'Wed, 25 Nov 2026 08:00:00 GMT';
    pages.set('/about', {
      body: html('About', 'A family bakery since 1952.'),
      lastModified: stamp,
    });
    const added = await k.call('POST', '/api/knowledge/sources', a.token, {
      type: 'url',
      url: `${siteUrl}/about`,
    });
    const id = added.body.id as number;
    await k.call('PATCH', `/api/knowledge/sources/${id}/schedule`, a.token, { schedule: 'weekly' });
    expect(await resync().check(a.businessId, id)).toBe('unchanged');
    expect((await rowOf(id)).lastModified).toBe(stamp);
    const revision = (await rowOf(id)).revision;
    expect(await resync().check(a.businessId, id)).toBe('not-modified');
    const conditional = requestsTo('/about').at(-1);
    expect(conditional?.headers['if-modified-since']).toBe(stamp);
    expect(conditional?.status).toBe(304);
    expect((await rowOf(id)).revision).toBe(revision);
    const listed = await k.call('GET', '/api/knowledge/sources', a.token);
    expect(listed.body.data[0]).toMatchObject({ sync_schedule: 'weekly', status: 'ready' });
    expect(listed.body.data[0].checked_at).toEqual(expect.any(String));
  });

  it('re-syncs a crawled site page by page: conditional requests, new links, gone pages', async () => {
    const a = await k.signedInBusiness('Site Bakery');
    const stamp = 'Tue, 24 Nov 2026 08:00:00 GMT';
    pages.set('/shop', {
      body: html('Shop', 'Everything we bake.', ['/shop/bread', '/shop/cakes']),
      etag: '"s1"',
    });
    pages.set('/shop/bread', {
      body: html('Bread', 'Our sourdough loaf costs six dollars.'),
      etag: '"b1"',
    });
    pages.set('/shop/cakes', {
      body: html('Cakes', 'Carrot cake is baked on Fridays.'),
      lastModified: stamp,
    });
    const added = await k.call('POST', '/api/knowledge/sources', a.token, {
      type: 'url',
      url: `${siteUrl}/shop`,
      crawl: { max_depth: 1, max_pages: 10 },
    });
    expect(added.status).toBe(202);
    const id = added.body.id as number;
    await k.server.server.context.jobs.idle([INGEST_JOB], 60_000);
    const crawled = await rowOf(id);
    expect(crawled.status).toBe('ready');
    expect(
      crawled.sitePages?.map((p) => [p.url.replace(siteUrl, ''), p.etag, p.lastModified]),
    ).toEqual([
      ['/shop', '"s1"', null],
      ['/shop/bread', '"b1"', null],
      ['/shop/cakes', null, stamp],
    ]);

    // Nothing changed: every page answers 304 to its own validators; nothing is re-indexed.
    const before = seen.length;
    expect(await resync().check(a.businessId, id)).toBe('not-modified');
    const asked = seen.slice(before).filter((s) => s.path.startsWith('/shop'));
    expect(asked.map((s) => [s.path, s.status])).toEqual([
      ['/shop', 304],
      ['/shop/bread', 304],
      ['/shop/cakes', 304],
    ]);
    expect(asked[0]?.headers['if-none-match']).toBe('"s1"');
    expect(asked[2]?.headers['if-modified-since']).toBe(stamp);
    expect((await rowOf(id)).revision).toBe(crawled.revision);

    // The bread page changes, the cakes page is gone, and the shop now links to pies.
    pages.set('/shop', {
      body: html('Shop', 'Everything we bake.', ['/shop/bread', '/shop/cakes', '/shop/pies']),
      etag: '"s2"',
    });
    pages.set('/shop/bread', {
      body: html('Bread', 'Our sourdough loaf now costs seven dollars.'),
      etag: '"b2"',
    });
    pages.delete('/shop/cakes');
    pages.set('/shop/pies', { body: html('Pies', 'Apple pie is baked on Sundays.'), etag: '"p1"' });
    const mark = seen.length;
    expect(await resync().check(a.businessId, id)).toBe('updated');
    const second = seen.slice(mark).filter((s) => s.path.startsWith('/shop'));
    expect(second.map((s) => [s.path, s.status])).toEqual([
      ['/shop', 200],
      ['/shop/bread', 200],
      ['/shop/cakes', 404],
      ['/shop/pies', 200],
    ]);
    expect(second[3]?.headers['if-none-match']).toBeUndefined();
    const updated = await rowOf(id);
    expect(updated.revision).toBeGreaterThan(crawled.revision);
    expect(updated.title).toMatch(/\(3 pages\)$/);
    expect(updated.sitePages?.map((p) => p.url.replace(siteUrl, ''))).toEqual([
      '/shop',
      '/shop/bread',
      '/shop/pies',
    ]);
    expect((await search(a.token, 'sourdough loaf price'))[0]?.text).toMatch(/seven dollars/);
    expect((await search(a.token, 'apple pie'))[0]?.text).toMatch(/Sundays/);
    expect((await search(a.token, 'carrot cake')).some((r) => /Carrot/.test(r.text))).toBe(false);

    // A page that fails keeps its content, and the source says so.
    pages.set('/shop/pies', { body: '', fail: true });
    expect(await resync().check(a.businessId, id)).toBe('failed');
    const failing = await rowOf(id);
    expect(failing.status).toBe('ready');
    expect(failing.error).toMatch(/could not fetch 1 page .*shop\/pies: HTTP 500.*still uses/);
    expect(failing.revision).toBe(updated.revision);
    expect((await search(a.token, 'apple pie'))[0]?.text).toMatch(/Sundays/);
  });
});
