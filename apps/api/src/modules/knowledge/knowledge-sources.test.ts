// The knowledge sources over HTTP, against the real server and a fresh database: replace
// and delete leave nothing stale, files and web pages are ingested, bad input changes
// nothing, business 1's seeded knowledge is read-only, and another instance sees changes.
import { buildLisaKnowledge } from '@lisa/agent/lisa-knowledge';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/postgres.ts';
import { useKnowledgeHarness } from '../../../test/support/knowledge-harness.ts';
import { knowledgeChunks, knowledgeSources } from '../../db/schema/knowledge.ts';
import { LISA_BUSINESS_ID } from '../../db/seed.ts';
import { createKnowledgeStore } from './knowledge-store.ts';

describe.each(testDrivers)('knowledge: sources (%s)', (driver) => {
  const k = useKnowledgeHarness(driver);

  it('replacing a source leaves nothing stale searchable; deleting removes it', async () => {
    const a = await k.signedInBusiness('Changing Cafe');
    const created = await k.call('POST', '/api/knowledge/sources', a.token, {
      type: 'text',
      title: 'Hours',
      text: 'The cafe opens at 8 am on weekdays.',
    });
    const id = created.body.id;
    const replaced = await k.call('PUT', `/api/knowledge/sources/${id}`, a.token, {
      type: 'text',
      title: 'Hours',
      text: 'The cafe opens at 9 am on weekdays.',
    });
    expect(replaced.status).toBe(200);
    const reply = await k.chat(a.businessId, 'What time does the cafe open on weekdays?');
    expect(reply.body.response).toContain('9 am');
    expect(reply.body.response).not.toContain('8 am');
    const chunks = await k.database.db
      .select()
      .from(knowledgeChunks)
      .where(eq(knowledgeChunks.sourceId, id));
    expect(chunks.map((c) => c.text)).toEqual(['The cafe opens at 9 am on weekdays.']);

    expect((await k.call('DELETE', `/api/knowledge/sources/${id}`, a.token)).status).toBe(204);
    const afterDelete = await k.chat(a.businessId, 'What time does the cafe open on weekdays?');
    expect(afterDelete.body.response).not.toContain('9 am');
    expect((await k.call('GET', '/api/knowledge/sources', a.token)).body.data).toEqual([]);
  });

  it('ingests an uploaded file and a web page without its navigation, footer or scripts', async () => {
    const a = await k.signedInBusiness('Upload Bakery');
    const markdown = '# Allergens\n\nAll our croissants contain butter, wheat and eggs.';
    const file = await k.call('POST', '/api/knowledge/sources', a.token, {
      type: 'file',
      file_name: 'allergens.md',
      content_type: 'text/markdown',
      data_base64: Buffer.from(markdown).toString('base64'),
    });
    expect(file.status).toBe(201);
    expect(file.body).toMatchObject({
      kind: 'markdown',
      title: 'Allergens',
      file_name: 'allergens.md',
    });

    const page = await k.call('POST', '/api/knowledge/sources', a.token, {
      type: 'url',
      url: `${k.pagesUrl}/opening-hours`,
    });
    expect(page.status).toBe(201);
    expect(page.body).toMatchObject({
      kind: 'url',
      title: 'Opening hours',
      url: `${k.pagesUrl}/opening-hours`,
    });
    const detail = await k.call('GET', `/api/knowledge/sources/${page.body.id}`, a.token);
    const text = detail.body.chunks.map((c: { text: string }) => c.text).join('\n');
    expect(text).toContain('open from 7 am to 6 pm');
    expect(text).not.toMatch(/marmalade|zebra|Copyright/);

    const reply = await k.chat(a.businessId, 'when is the bakery open on saturday');
    expect(reply.body.response).toContain('7 am to 6 pm');
    expect(reply.body.citations[0]).toMatchObject({
      title: 'Opening hours',
      url: `${k.pagesUrl}/opening-hours`,
    });
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    const a = await k.signedInBusiness('Careful Bakery');
    const unsupported = await k.call('POST', '/api/knowledge/sources', a.token, {
      type: 'file',
      file_name: 'virus.exe',
      data_base64: Buffer.from('MZ...').toString('base64'),
    });
    expect(unsupported.status).toBe(400);
    expect(unsupported.body.message).toContain('Unsupported file');
    const badFaq = await k.call('POST', '/api/knowledge/sources', a.token, {
      type: 'file',
      file_name: 'faq.csv',
      data_base64: Buffer.from('name,email\nAda,ada@example.test\n').toString('base64'),
    });
    expect(badFaq.status).toBe(400);
    expect(badFaq.body.message).toContain('"question" and "answer"');
    const missing = await k.call('POST', '/api/knowledge/sources', a.token, {
      type: 'url',
      url: `${k.pagesUrl}/nowhere`,
    });
    expect(missing.status).toBe(400);
    expect(
      (
        await k.call('POST', '/api/knowledge/sources', a.token, {
          type: 'text',
          title: '',
          text: 'x',
        })
      ).status,
    ).toBe(400);
    expect((await k.call('GET', '/api/knowledge/sources', a.token)).body.data).toEqual([]);
    expect((await fetch(`${k.server.url}/api/knowledge/sources`)).status).toBe(401);
  });

  it("answers questions about Lisa from business 1's seeded knowledge base, read-only", async () => {
    const reply = await k.chat(LISA_BUSINESS_ID, 'Is there a free trial?');
    expect(reply.body.response).toMatch(/14[- ]day/);
    expect(reply.body.citations.length).toBeGreaterThan(0);
    const rows = await k.database.db
      .select()
      .from(knowledgeSources)
      .where(eq(knowledgeSources.businessId, LISA_BUSINESS_ID));
    const knowledge = buildLisaKnowledge();
    expect(rows).toHaveLength(knowledge.sources.length);
    const store = k.server.server.context.knowledge;
    // Unchanged content: nothing is re-indexed.
    expect(await store.seedSystemSources(LISA_BUSINESS_ID, knowledge)).toBe(false);
    // One changed source: only it is rewritten; a removed one disappears.
    const [first, second, ...rest] = knowledge.sources;
    if (!first || !second) throw new Error('Lisa knowledge is empty');
    const edited = {
      ...first,
      contentHash: 'changed',
      chunks: first.chunks.map((c) => ({ ...c, text: `${c.text} Updated.` })),
    };
    const changed = { sources: [edited, ...rest], contentHash: 'next' };
    expect(await store.seedSystemSources(LISA_BUSINESS_ID, changed)).toBe(true);
    const after = await k.database.db
      .select()
      .from(knowledgeSources)
      .where(eq(knowledgeSources.businessId, LISA_BUSINESS_ID));
    expect(after).toHaveLength(knowledge.sources.length - 1);
    expect(after.find((r) => r.systemKey === first.key)?.revision).toBe(2);
    expect(after.find((r) => r.systemKey === rest[0]?.key)?.revision).toBe(1);
    expect(after.some((r) => r.systemKey === second.key)).toBe(false);
    // Restore the real knowledge base for the other tests.
    expect(await store.seedSystemSources(LISA_BUSINESS_ID, knowledge)).toBe(true);
    // Its learned questions are given to the index, each on the passage holding its anchor.
    expect(knowledge.learnedQuestions?.length).toBeGreaterThan(0);
    expect(await store.learnedQuestions(LISA_BUSINESS_ID)).toEqual({
      attached: knowledge.learnedQuestions?.length,
      skipped: 0,
    });

    const token = (await k.signedInBusinessOf(LISA_BUSINESS_ID)).token;
    const sourceId = after[0]?.id;
    expect((await k.call('DELETE', `/api/knowledge/sources/${sourceId}`, token)).status).toBe(409);
  });

  it('a second API instance on the same database sees a change at its next search', async () => {
    const a = await k.signedInBusiness('Two Instances');
    const other = createKnowledgeStore({ db: k.database.db, clock: () => new Date() });
    expect(await other.retriever.search(a.businessId, 'loyalty stamps', 3)).toEqual([]);
    await k.call('POST', '/api/knowledge/sources', a.token, {
      type: 'text',
      title: 'Loyalty',
      text: 'Collect ten loyalty stamps and your next coffee is free.',
    });
    const found = await other.retriever.search(a.businessId, 'loyalty stamps', 3);
    expect(found[0]?.text).toContain('ten loyalty stamps');
  });

  it('a search during a reload answers from the index as it stands, without waiting for it', async () => {
    const a = await k.signedInBusiness('Reloading Cafe');
    const created = await k.call('POST', '/api/knowledge/sources', a.token, {
      type: 'text',
      title: 'Hours',
      text: 'The cafe opens at 8 am on weekdays.',
    });
    const other = createKnowledgeStore({ db: k.database.db, clock: () => new Date() });
    await other.sync(a.businessId);
    await k.call('PUT', `/api/knowledge/sources/${created.body.id}`, a.token, {
      type: 'text',
      title: 'Hours',
      text: 'The cafe opens at 9 am on weekdays.',
    });
    // The reload is under way (registered synchronously); the search does not wait for it,
    // so it still finds the content from before the change, whole.
    const reload = other.sync(a.businessId);
    const during = await other.retriever.search(a.businessId, 'when does the cafe open', 3);
    expect(during.map((p) => p.text)).toEqual(['The cafe opens at 8 am on weekdays.']);
    await reload;
    const after = await other.retriever.search(a.businessId, 'when does the cafe open', 3);
    expect(after.map((p) => p.text)).toEqual(['The cafe opens at 9 am on weekdays.']);
  });
});
