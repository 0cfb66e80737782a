import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { faqItems } from '@lisa/catalogue/faq';
import { integrationApps } from '@lisa/catalogue/integrations';
import { describe, expect, it } from 'vitest';
import { buildLisaKnowledge } from './build-lisa-knowledge.ts';
import { lisaDocs } from './docs.generated.ts';

describe('buildLisaKnowledge', () => {
  const knowledge = buildLisaKnowledge();
  const keys = knowledge.sources.map((s) => s.key);

  it('holds the FAQ, every integration with its FAQ, pricing, support packages, industries and docs', () => {
    expect(keys).toContain('lisa:faq');
    expect(keys).toContain('lisa:pricing');
    expect(keys).toContain('lisa:support-packages');
    expect(keys).toContain('lisa:about');
    for (const app of integrationApps) {
      expect(keys).toContain(`lisa:integration:${app.id}`);
      if (app.faq.length > 0) expect(keys).toContain(`lisa:integration-faq:${app.id}`);
    }
    for (const id of [
      'customer-service',
      'real-estate',
      'healthcare',
      'e-commerce',
      'education',
      'ngo',
      'government',
      'fintech',
    ]) {
      expect(keys).toContain(`lisa:industry:${id}`);
    }
    for (const doc of [
      'getting-started',
      'web-widget',
      'whatsapp',
      'public-api',
      'workflows',
      'human-handoff',
      'data-centre',
      'credits',
    ]) {
      expect(keys).toContain(`lisa:doc:${doc}`);
    }
    const faq = knowledge.sources.find((s) => s.key === 'lisa:faq');
    expect(faq?.chunks.map((c) => c.question)).toEqual(faqItems.map((f) => f.question));
  });

  it('writes the pricing rules of SPEC §9', () => {
    const pricing =
      knowledge.sources
        .find((s) => s.key === 'lisa:pricing')
        ?.chunks.map((c) => c.text)
        .join('\n') ?? '';
    expect(pricing).toContain('Credits 1 to 1,000 cost KES 1.00 per credit.');
    expect(pricing).toContain('50,001 credits and above cost KES 0.49 per credit.');
    expect(pricing).toContain('129.8 KES per USD');
    expect(pricing).toContain('Each additional user costs $25 per month');
    expect(pricing).toContain('Each workflow costs $120 to set up.');
    expect(pricing).toContain('Training costs $100 per hour');
  });

  it('writes one setup price per line, so one integration is one fact', () => {
    const pricing =
      knowledge.sources
        .find((s) => s.key === 'lisa:pricing')
        ?.chunks.map((c) => c.text)
        .join('\n') ?? '';
    const lines = pricing.split('\n').filter((l) => /setup costs \$/.test(l));
    expect(lines).toContain('- WhatsApp setup costs $300.');
    expect(lines).toContain('- Slack setup costs $120.');
    for (const line of lines) expect(line.match(/\$\d/g)).toHaveLength(1);
  });

  it('holds every quote-form option and the deployment window', () => {
    const quote =
      knowledge.sources
        .find((s) => s.key === 'lisa:support-packages')
        ?.chunks.map((c) => c.text)
        .join('\n') ?? '';
    expect(quote).toContain('LinkedIn');
    expect(quote).toContain('Documents (PDF, CSV, DOCX)');
    expect(quote).toContain('Prescription Refills');
    expect(quote).toMatch(/at least 3 days from today and at most one year ahead/);
    expect(quote).toContain('The Professional support package costs KES 10,000 per month');
  });

  it('tags every chunk of its English sources as English', () => {
    for (const source of knowledge.sources)
      for (const chunk of source.chunks) expect(chunk.language, source.key).toBe('en');
  });

  it('gives every chunk a title and a link', () => {
    for (const source of knowledge.sources) {
      expect(source.chunks.length).toBeGreaterThan(0);
      for (const chunk of source.chunks) {
        expect(chunk.title).toBe(source.title);
        expect(chunk.url).toBe(source.url);
        expect(chunk.text.length).toBeLessThanOrEqual(1000);
      }
    }
  });

  it('has a content hash that changes exactly when the content does', () => {
    const again = buildLisaKnowledge();
    expect(again.contentHash).toBe(knowledge.contentHash);
    expect(again.sources.map((s) => s.contentHash)).toEqual(
      knowledge.sources.map((s) => s.contentHash),
    );
    expect(new Set(knowledge.sources.map((s) => s.contentHash)).size).toBe(
      knowledge.sources.length,
    );
  });
});

describe('docs.generated.ts', () => {
  it('holds exactly the Markdown pages in docs/ (run `pnpm --filter @lisa/agent docs:embed`)', () => {
    const dir = fileURLToPath(new URL('./docs/', import.meta.url));
    const onDisk = Object.fromEntries(
      readdirSync(dir)
        .filter((f) => f.endsWith('.md'))
        .map((f) => [f, readFileSync(join(dir, f), 'utf8')]),
    );
    expect(lisaDocs).toEqual(onDisk);
  });
});
