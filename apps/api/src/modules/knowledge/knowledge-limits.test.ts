// Plan limits of the knowledge base (issue 15, SPEC §9's sizes) through the real server:
// the figures the data centre shows, and a source or content past the plan's limit refused
// with a clear 409 that stores nothing.
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/postgres.ts';
import { useKnowledgeHarness } from '../../../test/support/knowledge-harness.ts';
import { knowledgePlans, knowledgeSources } from '../../db/schema/knowledge.ts';

describe.each(testDrivers)('knowledge: plan limits (%s)', (driver) => {
  const k = useKnowledgeHarness(driver);

  const sourcesOf = async (businessId: number) =>
    k.database.db
      .select()
      .from(knowledgeSources)
      .where(and(eq(knowledgeSources.businessId, businessId), isNull(knowledgeSources.systemKey)));
  /** Rows standing for sources already added (the limits count rows and chunks). */
  const fill = (businessId: number, n: number, chunkCount = 1) =>
    k.database.db.insert(knowledgeSources).values(
      Array.from({ length: n }, (_, i) => ({
        businessId,
        kind: 'text' as const,
        title: `Filler ${i}`,
        contentHash: `filler-${i}`,
        chunkCount,
      })),
    );
  const text = (title: string, body: string) => ({ type: 'text', title, text: body });

  it('shows the plan and how full it is; a new business has the medium size', async () => {
    const a = await k.signedInBusiness('Figures Bakery');
    expect((await k.call('GET', '/api/knowledge/limits', a.token)).body).toEqual({
      plan: 'medium',
      sources: { used: 0, limit: 100 },
      chunks: { used: 0, limit: 20_000 },
    });
    await k.call('POST', '/api/knowledge/sources', a.token, text('Hours', 'We open at seven.'));
    const after = (await k.call('GET', '/api/knowledge/limits', a.token)).body;
    expect(after.sources.used).toBe(1);
    expect(after.chunks.used).toBeGreaterThanOrEqual(1);
  });

  it('refuses a source past the plan, with a clear message, storing nothing', async () => {
    const a = await k.signedInBusiness('Small Bakery');
    await k.database.db.insert(knowledgePlans).values({ businessId: a.businessId, plan: 'small' });
    await fill(a.businessId, 20);
    const refused = await k.call(
      'POST',
      '/api/knowledge/sources',
      a.token,
      text('One too many', 'This will not fit.'),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Your small knowledge base holds up to 20 sources, and all are in use. Delete one you no longer need, or ask us for a larger plan.',
    );
    expect(await sourcesOf(a.businessId)).toHaveLength(20);
    // Another business is not affected by this one's plan.
    const b = await k.signedInBusiness('Roomy Bakery');
    expect(
      (await k.call('POST', '/api/knowledge/sources', b.token, text('Fits', 'Plenty of room.')))
        .status,
    ).toBe(201);
  });

  it('refuses content past the chunk limit, and lets a replacement that shrinks through', async () => {
    const a = await k.signedInBusiness('Chunky Bakery');
    await k.database.db.insert(knowledgePlans).values({ businessId: a.businessId, plan: 'small' });
    await fill(a.businessId, 1, 1999);
    const long = Array.from({ length: 40 }, (_, i) =>
      `## Section ${i}\n\nParagraph ${i} tells how the loaf number ${i} is shaped, proved for hours and baked until the crust sings. `.repeat(
        6,
      ),
    ).join('\n\n');
    const refused = await k.call('POST', '/api/knowledge/sources', a.token, {
      type: 'file',
      file_name: 'handbook.md',
      data_base64: Buffer.from(`# Handbook\n\n${long}`).toString('base64'),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(
      /^Your small knowledge base holds up to 2,000 chunks; this would make [\d,]+\. Remove some content, or ask us for a larger plan\.$/,
    );
    expect(await sourcesOf(a.businessId)).toHaveLength(1);

    // One small text still fits (2,000 exactly), and replacing it with as little is fine.
    const fits = await k.call('POST', '/api/knowledge/sources', a.token, text('Tiny', 'Rye.'));
    expect(fits.status).toBe(201);
    const replaced = await k.call(
      'PUT',
      `/api/knowledge/sources/${fits.body.id}`,
      a.token,
      text('Tiny', 'Rye bread.'),
    );
    expect(replaced.status).toBe(200);
    const limits = (await k.call('GET', '/api/knowledge/limits', a.token)).body;
    expect(limits.chunks).toEqual({ used: 2000, limit: 2000 });
  });

  it('records the size the business chooses and applies its limits at once; a size too small for the content is refused', async () => {
    const a = await k.signedInBusiness('Growing Bakery');
    const large = await k.call('PUT', '/api/knowledge/plan', a.token, { plan: 'large' });
    expect(large).toEqual({
      status: 200,
      body: {
        plan: 'large',
        sources: { used: 0, limit: 500 },
        chunks: { used: 0, limit: 100_000 },
      },
    });
    expect((await k.call('GET', '/api/knowledge/limits', a.token)).body.plan).toBe('large');
    const [entry] = (await k.call('GET', '/api/audit-log?kind=knowledge.plan.', a.token)).body.data;
    expect(entry).toMatchObject({
      kind: 'knowledge.plan.changed',
      before: { plan: 'medium' },
      after: { plan: 'large' },
    });

    // Bad input: 400, nothing changed.
    for (const body of [{ plan: 'huge' }, {}, { plan: 3 }]) {
      const bad = await k.call('PUT', '/api/knowledge/plan', a.token, body);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain('Choose small, medium or large');
    }

    // 21 sources do not fit a small base: refused with the figures, the plan stays large.
    await fill(a.businessId, 21);
    const small = await k.call('PUT', '/api/knowledge/plan', a.token, { plan: 'small' });
    expect(small.status).toBe(409);
    expect(small.body.message).toBe(
      'A small knowledge base holds up to 20 sources and 2,000 chunks; yours has 21 sources and 21 chunks. Delete some first, or choose a larger size.',
    );
    expect((await k.call('GET', '/api/knowledge/limits', a.token)).body.plan).toBe('large');
    // Medium fits: chosen, and its limits are the ones enforced from now on.
    const medium = await k.call('PUT', '/api/knowledge/plan', a.token, { plan: 'medium' });
    expect(medium.body).toMatchObject({ plan: 'medium', sources: { used: 21, limit: 100 } });

    // Another business keeps its own size.
    const b = await k.signedInBusiness('Other Bakery');
    expect((await k.call('GET', '/api/knowledge/limits', b.token)).body.plan).toBe('medium');
  });
});
