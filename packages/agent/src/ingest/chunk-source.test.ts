import { describe, expect, it } from 'vitest';
import { chunkBlocks, chunkSource } from './chunk-source.ts';
import { parseMarkdown } from './parse-markdown.ts';

const sentence = (n: number) => `Sentence number ${n} talks about one thing only.`;

describe('chunkBlocks', () => {
  it('opens a section at each heading and names it by the heading trail', () => {
    const { blocks } = parseMarkdown(
      '# Guide\n\nIntro.\n\n## Install\n\nRun it.\n\n### Linux\n\nUse apt.\n\n## Use\n\nClick.',
    );
    expect(chunkBlocks(blocks)).toEqual([
      { text: 'Intro.', section: 'Guide' },
      { text: 'Run it.', section: 'Guide › Install' },
      { text: 'Use apt.', section: 'Guide › Install › Linux' },
      { text: 'Click.', section: 'Guide › Use' },
    ]);
  });

  it('keeps chunks under the size cap, cutting between sentences', () => {
    const text = Array.from({ length: 40 }, (_, i) => sentence(i)).join(' ');
    const chunks = chunkBlocks([{ type: 'paragraph', text }], { maxChars: 300, overlapChars: 0 });
    expect(chunks.length).toBeGreaterThan(5);
    for (const c of chunks) {
      expect(c.text.length).toBeLessThanOrEqual(300);
      expect(c.text).toMatch(/^Sentence number \d+/);
      expect(c.text).toMatch(/only\.$/);
    }
    expect(chunks.map((c) => c.text.replace(/\n\n/g, ' ')).join(' ')).toBe(text);
  });

  it('repeats the end of a chunk at the start of the next (overlap)', () => {
    const paragraphs = Array.from({ length: 6 }, (_, i) => ({
      type: 'paragraph' as const,
      text: `${sentence(i)} ${sentence(i + 100)}`,
    }));
    const chunks = chunkBlocks(paragraphs, { maxChars: 250, overlapChars: 60 });
    expect(chunks.length).toBeGreaterThan(1);
    for (let i = 1; i < chunks.length; i++) {
      const previousEnd =
        chunks[i - 1]?.text
          .split('\n\n')
          .pop()
          ?.split(/(?<=\.) /)
          .pop() ?? '';
      expect(chunks[i]?.text.startsWith(previousEnd)).toBe(true);
      expect(chunks[i]?.text.length).toBeLessThanOrEqual(250);
    }
  });

  it('cuts a sentence longer than the cap at word boundaries', () => {
    const long = Array.from({ length: 200 }, (_, i) => `word${i}`).join(' ');
    const chunks = chunkBlocks([{ type: 'paragraph', text: long }], {
      maxChars: 200,
      overlapChars: 0,
    });
    for (const c of chunks) {
      expect(c.text.length).toBeLessThanOrEqual(200);
      expect(c.text).toMatch(/^word\d+( word\d+)*$/);
    }
  });
});

describe('chunkSource', () => {
  it('gives every chunk the source title, URL or file name, section and language', () => {
    const { blocks } = parseMarkdown(
      '# Shipping\n\nWe ship to Kenya and Uganda within five working days.',
    );
    const chunks = chunkSource({
      kind: 'markdown',
      title: 'Help centre',
      fileName: 'help.md',
      url: 'https://x.test/help',
      blocks,
    });
    expect(chunks).toEqual([
      {
        ordinal: 0,
        title: 'Help centre',
        url: 'https://x.test/help',
        fileName: 'help.md',
        section: 'Shipping',
        text: 'We ship to Kenya and Uganda within five working days.',
        language: 'en',
      },
    ]);
  });

  it('makes one chunk per FAQ entry, keeping its question and category', () => {
    const chunks = chunkSource({
      kind: 'faq',
      title: 'FAQ',
      blocks: [],
      faq: [
        { question: 'Do you deliver?', answer: 'Yes, every weekday.', category: 'Delivery' },
        { question: '¿Hacen envíos a Tanzania?', answer: 'Sí, enviamos a Tanzania cada semana.' },
      ],
    });
    expect(chunks.map((c) => [c.question, c.text, c.section, c.language])).toEqual([
      ['Do you deliver?', 'Yes, every weekday.', 'Delivery', 'en'],
      ['¿Hacen envíos a Tanzania?', 'Sí, enviamos a Tanzania cada semana.', undefined, 'es'],
    ]);
  });

  it('drops a leading section that only repeats the title', () => {
    const { blocks } = parseMarkdown(
      '# Returns\n\nReturn within 30 days.\n\n## Refunds\n\nRefunds take 5 days.',
    );
    expect(
      chunkSource({ kind: 'markdown', title: 'Returns', blocks }).map((c) => c.section),
    ).toEqual([undefined, 'Refunds']);
  });
});

describe('chunk language', () => {
  it('tags a short list by its source language, not by its own trigrams', () => {
    const { blocks, title } = parseMarkdown(
      [
        '# Pricing',
        'Our pricing is simple and every plan starts with a free trial of fourteen days, with no credit card required. Ask our sales team for a quote when you are ready.',
        '## Support plans on the pricing page',
        '- Basic: $50 per month (Email support, Weekly reports)',
        '- Standard: $150 per month (Priority email, Monthly review, 24h SLA)',
        '- Enterprise: $500 per month (Dedicated manager, 4h SLA, Custom SLAs)',
      ].join('\n\n'),
    );
    const chunks = chunkSource({ kind: 'markdown', title: title ?? 'Pricing', blocks });
    const plans = chunks.find((c) => c.section?.includes('Support plans'));
    expect(plans?.language).toBe('en');
    expect(chunks.every((c) => c.language === 'en')).toBe(true);
  });

  it('lets a long chunk written in another language keep its own language', () => {
    const french =
      "Notre équipe vous accompagne pour installer l'assistant sur votre site. Vous choisissez les canaux, nous configurons les intégrations et nous formons votre équipe. Le support est disponible par courriel et par téléphone pendant les heures ouvrables, et nous répondons à chaque demande dans les deux jours ouvrables qui suivent votre message. Les crédits ne expirent jamais et vous pouvez suivre votre consommation dans le tableau de bord.";
    const english = Array.from({ length: 30 }, (_, i) => sentence(i)).join(' ');
    const chunks = chunkSource({
      kind: 'markdown',
      title: 'Guide',
      blocks: [
        { type: 'heading', level: 2, text: 'Intro' },
        { type: 'paragraph', text: english },
        { type: 'heading', level: 2, text: 'En français' },
        { type: 'paragraph', text: french },
      ],
    });
    expect(chunks.map((c) => c.language)).toEqual(['en', 'en', 'fr']);
  });
});
