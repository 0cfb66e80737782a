// Background ingestion (issue 15) through the real server: a large upload is queued (202),
// ingested by the job queue, its steps pushed to the business's members over /ws, and the
// source then answers /chat; a file that cannot be read fails with the reason in plain
// words; "sync all" fetches every web page again in the background.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/postgres.ts';
import { useKnowledgeHarness } from '../../../test/support/knowledge-harness.ts';
import { connect } from '../../../test/support/ws-client.ts';
import { INGEST_JOB } from './knowledge-service.ts';

/** A Markdown file of about `kb` kilobytes: many sections, one with a fact to ask about. */
function bigMarkdown(kb: number): string {
  const parts = [
    '# Bakery handbook',
    '',
    '## Gluten-free bread',
    '',
    'Our gluten-free sourdough is baked on Wednesdays in a separate oven.',
    '',
  ];
  let i = 0;
  while (parts.join('\n').length < kb * 1024) {
    i += 1;
    parts.push(
      `## Recipe note ${i}`,
      '',
      `Batch ${i} of the house rye rests for ${(i % 12) + 1} hours before the bake, at a steady room temperature.`,
      '',
    );
  }
  return parts.join('\n');
}

describe.each(testDrivers)('knowledge: background ingestion (%s)', (driver) => {
  const k = useKnowledgeHarness(driver);
  const idle = () => k.server.server.context.jobs.idle([INGEST_JOB], 60_000);

  it('queues a large file, streams its steps over /ws, and answers from it once ready', async () => {
    const a = await k.signedInBusiness('Handbook Bakery');
    const socket = await connect(k.server.wsUrl);
    socket.send({ type: 'auth', token: a.token });
    await socket.next((f) => f.type === 'ready');

    const markdown = bigMarkdown(300);
    const added = await k.call('POST', '/api/knowledge/sources', a.token, {
      type: 'file',
      file_name: 'handbook.md',
      data_base64: Buffer.from(markdown).toString('base64'),
    });
    expect(added.status).toBe(202);
    expect(added.body).toMatchObject({
      kind: 'markdown',
      title: 'handbook',
      status: 'queued',
      chunk_count: 0,
      size_bytes: Buffer.byteLength(markdown),
      added_by: 'Owner',
      synced_at: null,
    });
    await idle();
    const ready = await socket.next(
      (f) =>
        f.type === 'knowledge.source.updated' &&
        f.source.id === added.body.id &&
        f.source.status === 'ready',
      30_000,
    );
    expect(ready).toMatchObject({ source: { title: 'Bakery handbook', error: null } });
    const steps = socket.frames
      .filter((f) => f.type === 'knowledge.source.updated' && f.source.id === added.body.id)
      .map((f) => (f.type === 'knowledge.source.updated' ? f.source.status : ''));
    expect(steps).toEqual(['queued', 'processing', 'ready']);
    socket.close();

    const detail = await k.call('GET', `/api/knowledge/sources/${added.body.id}`, a.token);
    expect(detail.body.source).toMatchObject({ status: 'ready', error: null, added_by: 'Owner' });
    expect(detail.body.source.chunk_count).toBeGreaterThan(50);
    expect(detail.body.source.synced_at).toEqual(expect.any(String));
    const reply = await k.chat(a.businessId, 'When is the gluten-free sourdough baked?');
    expect(reply.body.response).toContain('baked on Wednesdays');
  });

  it('a large file it cannot read fails with the reason; an unsupported one is refused at once', async () => {
    const a = await k.signedInBusiness('Broken Files Bakery');
    const csv = `name,email\n${'Ada,ada@example.test\n'.repeat(15_000)}`;
    const added = await k.call('POST', '/api/knowledge/sources', a.token, {
      type: 'file',
      file_name: 'contacts.csv',
      data_base64: Buffer.from(csv).toString('base64'),
    });
    expect(added.status).toBe(202);
    await idle();
    const detail = await k.call('GET', `/api/knowledge/sources/${added.body.id}`, a.token);
    expect(detail.body.source.status).toBe('failed');
    expect(detail.body.source.error).toContain('"question" and "answer"');
    expect(detail.body.chunks).toEqual([]);

    const exe = await k.call('POST', '/api/knowledge/sources', a.token, {
      type: 'file',
      file_name: 'setup.exe',
      data_base64: Buffer.alloc(300 * 1024, 7).toString('base64'),
    });
    expect(exe.status).toBe(400);
    expect(exe.body.message).toContain('Unsupported file');
    const tooBig = await k.call('POST', '/api/knowledge/sources', a.token, {
      type: 'file',
      file_name: 'huge.md',
      data_base64: Buffer.alloc(10 * 1024 * 1024 + 10, 65).toString('base64'),
    });
    expect([400, 413]).toContain(tooBig.status);
    const list = await k.call('GET', '/api/knowledge/sources', a.token);
    expect(list.body.data.map((s: { title: string }) => s.title)).toEqual(['contacts']);
  });

  it('syncs every web page again in the background', async () => {
    const a = await k.signedInBusiness('Sync Bakery');
    const page = await k.call('POST', '/api/knowledge/sources', a.token, {
      type: 'url',
      url: `${k.pagesUrl}/opening-hours`,
    });
    expect(page.status).toBe(201);
    expect(page.body).toMatchObject({ status: 'ready', synced_at: expect.any(String) });
    await k.call('POST', '/api/knowledge/sources', a.token, {
      type: 'text',
      title: 'Notes',
      text: 'We bake daily.',
    });
    const sync = await k.call('POST', '/api/knowledge/sources/sync', a.token);
    expect(sync).toEqual({ status: 202, body: { queued: 1 } });
    await idle();
    const detail = await k.call('GET', `/api/knowledge/sources/${page.body.id}`, a.token);
    expect(detail.body.source).toMatchObject({ status: 'ready', error: null });
    expect(detail.body.chunks.map((c: { text: string }) => c.text).join(' ')).toContain(
      '7 am to 6 pm',
    );
  });

  it('a sync whose page now fails keeps the last good content and says so', async () => {
    let failing = false;
    const site = createServer((_req, res) => {
      if (failing) return res.writeHead(500).end();
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(
        '<html><body><main><p>Our cakes are baked fresh every Friday.</p></main></body></html>',
      );
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    try {
      const a = await k.signedInBusiness('Sync Failing Bakery');
      const url = `http://127.0.0.1:${(site.address() as AddressInfo).port}/cakes`;
      const page = await k.call('POST', '/api/knowledge/sources', a.token, { type: 'url', url });
      expect(page.body).toMatchObject({ status: 'ready', error: null });
      failing = true;
      expect(await k.call('POST', '/api/knowledge/sources/sync', a.token)).toEqual({
        status: 202,
        body: { queued: 1 },
      });
      await idle();
      const detail = await k.call('GET', `/api/knowledge/sources/${page.body.id}`, a.token);
      expect(detail.body.source).toMatchObject({ status: 'ready', synced_at: page.body.synced_at });
      expect(detail.body.source.error).toMatch(/^The last sync failed: .+ still uses the content/);
      expect(detail.body.chunks.map((c: { text: string }) => c.text).join(' ')).toContain(
        'baked fresh every Friday',
      );
    } finally {
      await new Promise((resolve) => site.close(resolve));
    }
  });

  it('crawls a site on loopback in the background: same host, depth, robots.txt; a sync crawls it again', async () => {
    const site = createServer((req, res) => {
      const html = (title: string, body: string, links: string) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(
          `<html><head><title>${title}</title></head><body>${links}<main><h1>${title}</h1><p>${body}</p></main></body></html>`,
        );
      };
      if (req.url === '/robots.txt') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end('User-agent: *\nDisallow: /staff\n');
      } else if (req.url === '/') {
        html(
          'Florist',
          'Fresh flowers every day in Nakuru town.',
          '<a href="/bouquets">Bouquets</a> <a href="/staff">Staff</a> <a href="https://elsewhere.example/">Other</a>',
        );
      } else if (req.url === '/bouquets') {
        html(
          'Bouquets',
          'A wedding bouquet costs KES 4,500 and needs three days notice.',
          '<a href="/deep">Deep</a>',
        );
      } else if (req.url === '/staff') {
        html('Staff', 'Staff rota: secret shift plans for the whole team.', '');
      } else if (req.url === '/deep') {
        html('Deep', 'Deep page two links away from the home page of the site.', '');
      } else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    try {
      const a = await k.signedInBusiness('Crawl Florist');
      const added = await k.call('POST', '/api/knowledge/sources', a.token, {
        type: 'url',
        url: `${base}/`,
        crawl: { max_depth: 1, max_pages: 10 },
      });
      expect(added.status).toBe(202);
      expect(added.body).toMatchObject({ status: 'queued', kind: 'url' });
      await idle();
      const detail = await k.call('GET', `/api/knowledge/sources/${added.body.id}`, a.token);
      expect(detail.body.source).toMatchObject({
        status: 'ready',
        title: expect.stringMatching(/\(2 pages\)$/),
      });
      const text = detail.body.chunks.map((c: { text: string }) => c.text).join(' ');
      expect(text).toContain('wedding bouquet costs KES 4,500');
      expect(text).not.toMatch(/secret shift|two links away/);
      const reply = await k.chat(a.businessId, 'How much is a wedding bouquet?');
      expect(reply.body.response).toContain('KES 4,500');
      expect(reply.body.citations[0]).toMatchObject({ title: 'Bouquets', url: `${base}/bouquets` });

      const again = await k.call(
        'POST',
        `/api/knowledge/sources/${added.body.id}/refresh`,
        a.token,
      );
      expect(again.body.status).toBe('queued');
      await idle();
      const after = await k.call('GET', `/api/knowledge/sources/${added.body.id}`, a.token);
      expect(after.body.source).toMatchObject({
        status: 'ready',
        chunk_count: detail.body.source.chunk_count,
      });

      const refused = await k.call('POST', '/api/knowledge/sources', a.token, {
        type: 'url',
        url: `${base}/`,
        crawl: { max_depth: 9, max_pages: 1000 },
      });
      expect(refused.status).toBe(400);
    } finally {
      await new Promise((resolve) => site.close(resolve));
    }
  });
});
