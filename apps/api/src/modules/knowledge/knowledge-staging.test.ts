// A large replacement is written in batches under a new generation and switched live in one
// short transaction: a search or a read during it sees the old content or the new, whole;
// an interrupted run (a crash mid-way) leaves the old content live and is cleared by the retry.
import type { IngestedSource } from '@lisa/agent/ingest';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/postgres.ts';
import { createBusiness, openTestDatabase } from '../../../test/support/test-server.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { knowledgeChunks } from '../../db/schema/knowledge.ts';
import { STAGE_ABOVE, stageChunks } from './knowledge-rows.ts';
import { createKnowledgeStore } from './knowledge-store.ts';

function menu(label: 'old' | 'new', count: number): IngestedSource {
  return {
    kind: 'text',
    title: 'Menu',
    chunks: Array.from({ length: count }, (_, ordinal) => ({
      ordinal,
      title: 'Menu',
      text: `The ${label} menu, dish ${ordinal}: seasonal soup.`,
      language: 'en',
    })),
  };
}

/** Old or new, whole: the labels of a set of texts, and how many there are. */
function shape(texts: readonly string[]): string {
  const labels = new Set(texts.map((t) => (t.includes('The old menu') ? 'old' : 'new')));
  return `${[...labels].join('+') || 'nothing'} x${texts.length}`;
}

describe.each(testDrivers)('knowledge: staged replacement (%s)', (driver) => {
  let database: DatabaseHandle;
  let dispose: () => Promise<void>;
  const OLD = 60;
  const NEW = 4 * STAGE_ABOVE + 7;

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase(driver));
  });
  afterAll(async () => {
    await dispose?.();
  });

  async function rowsOf(sourceId: number) {
    return database.db.select().from(knowledgeChunks).where(eq(knowledgeChunks.sourceId, sourceId));
  }

  it('a search and a read during a replacement see the old content or the new, whole', async () => {
    const businessId = await createBusiness(database);
    const writer = createKnowledgeStore({ db: database.db, clock: () => new Date() });
    const source = await writer.addSource(businessId, menu('old', OLD));
    // Another instance on the same database: it reloads when the version moves.
    const reader = createKnowledgeStore({ db: database.db, clock: () => new Date() });
    await reader.sync(businessId);

    let done = false;
    const replacing = writer.replaceSource(businessId, source.id, menu('new', NEW)).finally(() => {
      done = true;
    });
    const seen = new Set<string>();
    while (!done) {
      const found = await reader.retriever.search(businessId, 'seasonal soup menu dish', 1000);
      seen.add(`search ${shape(found.map((p) => p.text))}`);
      const chunks = await reader.chunksOf(businessId, source.id);
      seen.add(`read ${shape(chunks.map((c) => c.text))}`);
    }
    await replacing;
    const found = await reader.retriever.search(businessId, 'seasonal soup menu dish', 1000);
    seen.add(`search ${shape(found.map((p) => p.text))}`);

    const allowed = [`old x${OLD}`, `new x${NEW}`].flatMap((s) => [`search ${s}`, `read ${s}`]);
    expect([...seen].filter((s) => !allowed.includes(s))).toEqual([]);
    expect(seen).toContain(`read old x${OLD}`);
    expect(seen).toContain(`search new x${NEW}`);
    // The old generation is gone from the table once the replacement returns.
    expect(shape((await rowsOf(source.id)).map((r) => r.text))).toBe(`new x${NEW}`);
  });

  it('an interrupted replacement leaves the old content live; the retry replaces it whole', async () => {
    const businessId = await createBusiness(database);
    const first = createKnowledgeStore({ db: database.db, clock: () => new Date() });
    const source = await first.addSource(businessId, menu('old', OLD));
    // What a process killed mid-way leaves: part of the new chunks staged, never switched.
    const half = menu('new', NEW);
    half.chunks = half.chunks.slice(0, 2 * STAGE_ABOVE);
    await stageChunks(database.db, businessId, source.id, half.chunks);
    expect((await rowsOf(source.id)).length).toBe(OLD + 2 * STAGE_ABOVE);

    // The restarted process loads and serves only the old content.
    const restarted = createKnowledgeStore({ db: database.db, clock: () => new Date() });
    await restarted.loadAll();
    const before = await restarted.retriever.search(businessId, 'seasonal soup menu dish', 1000);
    expect(shape(before.map((p) => p.text))).toBe(`old x${OLD}`);
    const read = await restarted.chunksOf(businessId, source.id);
    expect(shape(read.map((c) => c.text))).toBe(`old x${OLD}`);

    // The job's retry: the new content whole, and neither the old nor the leftover remains.
    await restarted.replaceSource(businessId, source.id, menu('new', NEW));
    const after = await restarted.retriever.search(businessId, 'seasonal soup menu dish', 1000);
    expect(shape(after.map((p) => p.text))).toBe(`new x${NEW}`);
    expect(shape((await rowsOf(source.id)).map((r) => r.text))).toBe(`new x${NEW}`);
  });

  it('a small replacement after a staged one stays live', async () => {
    const businessId = await createBusiness(database);
    const store = createKnowledgeStore({ db: database.db, clock: () => new Date() });
    const source = await store.addSource(businessId, menu('old', OLD));
    await store.replaceSource(businessId, source.id, menu('new', NEW));
    await store.replaceSource(businessId, source.id, menu('old', 3));
    const found = await store.retriever.search(businessId, 'seasonal soup menu dish', 1000);
    expect(shape(found.map((p) => p.text))).toBe('old x3');
    expect(shape((await store.chunksOf(businessId, source.id)).map((c) => c.text))).toBe('old x3');
  });

  it('refuses to stage for another business’s source', async () => {
    const owner = await createBusiness(database);
    const other = await createBusiness(database);
    const store = createKnowledgeStore({ db: database.db, clock: () => new Date() });
    const source = await store.addSource(owner, menu('old', OLD));
    expect(await store.replaceSource(other, source.id, menu('new', NEW))).toBeNull();
    expect(shape((await rowsOf(source.id)).map((r) => r.text))).toBe(`old x${OLD}`);
  });
});
