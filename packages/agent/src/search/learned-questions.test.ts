// Learned questions: a question a visitor asked before, tied to the sentence that answered
// it, lifts that passage for a new question worded like it (never shown to the visitor).
// One small business of its own; every question here is written for this file.
import { describe, expect, it } from 'vitest';
import { createAgentEngine } from '../engine/create-agent-engine.ts';
import { businessChunk } from '../engine/test-business.ts';
import { analyze } from '../text/analyzer.ts';
import {
  type LearnedQuestion,
  LearnedQuestionIndex,
  type LearnedSettings,
} from './learned-questions.ts';
import { createMemoryRetriever } from './memory-retriever.ts';

const on: LearnedSettings = {
  enabled: true,
  minSimilarity: 0.45,
  lift: 1,
  weakBelow: 1,
  maxMissed: 1,
  samePageUnder: false,
};
const off: LearnedSettings = { ...on, enabled: false };
const dontKnow = /I don't know/;

const chunks = [
  businessChunk(
    'delivery',
    'Delivery',
    'Orders placed before noon reach Nairobi addresses the same afternoon. Later orders go out the next day.',
  ),
  businessChunk(
    'cakes',
    'Cakes',
    'Every cake is baked with butter and free-range eggs. Wedding cakes need two weeks of notice.',
  ),
  businessChunk(
    'pricing',
    'Prices',
    'A one-kilo chocolate cake costs KES 2,500. A dozen cupcakes cost KES 1,200.',
  ),
  businessChunk(
    'shop',
    'Our shop',
    'Mkate Bakery has baked bread on Ngong Road since 2011 and opens at seven every day.',
  ),
];

const learned: LearnedQuestion[] = [
  {
    question: 'if I buy in the morning will it get to my flat today',
    anchor: 'Orders placed before noon reach Nairobi addresses the same afternoon.',
  },
  // Its page was edited since: the sentence stands nowhere now.
  {
    question: 'do you bake gluten free sourdough',
    anchor: 'Gluten-free sourdough is baked on Fridays.',
  },
];

function bakery(settings: LearnedSettings) {
  const retriever = createMemoryRetriever({ learned: settings });
  retriever.replaceSource(81, 'knowledge', chunks);
  retriever.setLearnedQuestions(81, learned);
  const engine = createAgentEngine({ retriever });
  const ask = (message: string) =>
    engine.reply({
      businessId: 81,
      businessName: 'Mkate Bakery',
      agentName: 'Mkate',
      defaultLanguage: 'en',
      message,
      history: [],
    });
  return { ask, retriever };
}

// Worded like the learned question; of the delivery passage it holds one word ("order").
const newWording = 'if I order a cake in the morning, will it get to my flat today?';

describe('learned questions in retrieval', () => {
  it('a learned question lifts the passage that answered it for a question in other words', async () => {
    const without = bakery(off);
    const withLearned = bakery(on);
    const plain = await without.retriever.search(81, newWording, 4);
    const lifted = await withLearned.retriever.search(81, newWording, 4);
    const plainDelivery = plain.find((p) => p.chunkId === 'delivery');
    expect(lifted[0]?.chunkId).toBe('delivery');
    expect(lifted[0]?.score ?? 0).toBeGreaterThan(plainDelivery?.score ?? 0);
    expect(lifted[0]?.coverage ?? 0).toBeGreaterThan((plainDelivery?.coverage ?? 0) + 0.2);

    // ...and the lift reaches the engine's confidence: answered, from the passage, cited
    // (without it, one word of the question in the passage is too little to answer on).
    expect((await without.ask(newWording)).decision).toBe('dont-know');
    const reply = await withLearned.ask(newWording);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toMatch(/Orders placed before noon reach Nairobi addresses/);
    expect(reply.citations.map((c) => c.title)).toContain('Delivery');
  });

  it('skips and counts a learned question whose anchor no passage holds', async () => {
    const { retriever } = bakery(on);
    expect(retriever.learnedQuestions(81)).toEqual({ attached: 1, skipped: 1 });
    // Per question, for a host that lists them (and checks one before keeping it).
    expect(retriever.learnedAttach(81, learned)).toEqual([true, false]);
    expect(retriever.learnedAttach(81, [{ question: 'the', anchor: 'Later orders' }])).toEqual([
      false,
    ]);
    // Nothing is lifted for it: the search is the plain one.
    const q = 'do you bake gluten free sourdough?';
    const plain = await bakery(off).retriever.search(81, q, 4);
    expect(await retriever.search(81, q, 4)).toEqual(plain);
    // The attached one is counted again after the passage it names is edited away.
    retriever.replaceSource(81, 'knowledge', chunks.slice(1));
    expect(retriever.learnedQuestions(81)).toEqual({ attached: 0, skipped: 2 });
  });

  it('still says it does not know when a question matches nothing learned or known', async () => {
    const { ask } = bakery(on);
    // The learned question is in use here: its own new wording is answered...
    expect((await ask(newWording)).decision).toBe('answer');
    // ...but a question sharing only its setting ("buy", "morning", "today") is not lifted.
    for (const q of [
      'what is the capital city of Peru?',
      'if I buy a ticket in the morning, can I fly to Paris today?',
    ]) {
      const reply = await ask(q);
      expect(reply.decision, q).toBe('dont-know');
      expect(reply.text, q).toMatch(dontKnow);
    }
  });

  it('never shows a learned question to the visitor', async () => {
    const { ask } = bakery(on);
    const reply = await ask(newWording);
    expect(reply.decision).toBe('answer');
    expect(reply.text).not.toMatch(/get to my flat/i);
    expect(reply.text).not.toMatch(/if I buy in the morning/i);
  });
});

describe('matching a question against the learned ones', () => {
  // The index compares a question only with the learned questions sharing a word with it (an
  // inverted index, for p95): it must find exactly what comparing with every one finds.
  const many: LearnedQuestion[] = [
    {
      question: 'if I buy in the morning will it get to my flat today',
      anchor: 'Orders placed before noon reach Nairobi addresses the same afternoon.',
    },
    {
      question: 'how much is a chocolate cake',
      anchor: 'A one-kilo chocolate cake costs KES 2,500.',
    },
    { question: 'price of twelve cupcakes', anchor: 'A dozen cupcakes cost KES 1,200.' },
    { question: 'what time do you open in the morning', anchor: 'opens at seven every day' },
    {
      question: 'how early must I order a wedding cake',
      anchor: 'Wedding cakes need two weeks of notice.',
    },
    {
      question: 'are your cakes made with real butter',
      anchor: 'Every cake is baked with butter and free-range eggs.',
    },
  ];
  const index = new LearnedQuestionIndex(
    many,
    chunks.map((c) => ({ ...c, sourceId: 'knowledge' })),
  );

  // Every learned question scored against the question, as the idf-weighted Dice overlap.
  function byScan(query: string, least: number) {
    const questions = many.map((q) => new Set(analyze(q.question)));
    const df = new Map<string, number>();
    for (const terms of questions) for (const t of terms) df.set(t, (df.get(t) ?? 0) + 1);
    const idf = (t: string) => {
      const d = Math.max(1, df.get(t) ?? 0);
      return Math.log(1 + (questions.length - d + 0.5) / (d + 0.5));
    };
    const asked = new Set(analyze(query));
    const askedWeight = [...asked].reduce((s, t) => s + idf(t), 0);
    return questions
      .map((terms, i) => {
        const own = [...terms].reduce((s, t) => s + idf(t), 0);
        const shared = [...terms].filter((t) => asked.has(t)).reduce((s, t) => s + idf(t), 0);
        return { anchor: many[i]?.anchor, similarity: (2 * shared) / (askedWeight + own) };
      })
      .filter((m) => m.similarity > 0 && m.similarity >= least)
      .sort((x, y) => y.similarity - x.similarity)
      .filter((m, i, all) => all.findIndex((o) => chunkOf(o.anchor) === chunkOf(m.anchor)) === i);
  }
  // Per chunk, only its most similar learned question counts.
  const chunkOf = (anchor = '') => chunks.find((c) => c.text.includes(anchor))?.chunkId;

  it('finds the same learned questions, as similar, as comparing with every one', () => {
    for (const q of [
      'how much does a chocolate cake cost?',
      'can I get a wedding cake at short notice?',
      'do you open early in the morning?',
      'is there real butter in the cupcakes?',
      'what is the capital city of Peru?',
    ]) {
      for (const least of [0.2, 0.5]) {
        const found = index
          .match(q, least)
          .map((m) => ({ anchor: m.anchor, similarity: m.similarity }));
        const expected = byScan(q, least);
        expect(
          found.map((m) => m.anchor),
          q,
        ).toEqual(expected.map((m) => m.anchor));
        for (const [i, m] of found.entries())
          expect(m.similarity, q).toBeCloseTo(expected[i]?.similarity ?? -1, 9);
      }
    }
  });
});

describe('a lift within the page the plain search already found', () => {
  // One page in two chunks: the list of workshop jobs runs over both. A learned question was
  // answered by the second half; a new question worded like it also names the workshop, so
  // the plain search's best hit is the first half, of the same page.
  const repairs = [
    businessChunk(
      'repairs-1',
      'Repairs',
      'Jobs our workshop takes on:\n- Puncture repair\n- Brake adjustment\n- Gear tuning',
      { sourceId: 'repairs' },
    ),
    businessChunk(
      'repairs-2',
      'Repairs',
      '- Wheel truing\n- Chain replacement\n- A full service before a long ride',
      { sourceId: 'repairs' },
    ),
    businessChunk('hire', 'Hire', 'Bikes can be hired by the day for KES 800, helmet included.'),
  ];
  const learnedJobs: LearnedQuestion[] = [
    { question: 'which jobs will your mechanics do on my bicycle', anchor: '- Wheel truing' },
  ];
  const search = (settings: LearnedSettings, q: string) => {
    const retriever = createMemoryRetriever({ learned: settings });
    retriever.replaceSource(82, 'knowledge', repairs);
    retriever.setLearnedQuestions(82, learnedJobs);
    return retriever.search(82, q, 4);
  };
  const questions = [
    'what jobs do the mechanics in your workshop do on a bicycle?',
    'in the workshop, which bicycle jobs will your mechanics take on?',
    'which jobs can your workshop mechanics do on my bicycle?',
  ];

  it('keeps the plain best hit first and the lifted half of its page right under it', async () => {
    // A lift large enough to carry the second half over the first.
    const strong: LearnedSettings = { ...on, lift: 2 };
    const under: LearnedSettings = { ...strong, samePageUnder: true };
    for (const q of questions) {
      const plain = await search(off, q);
      expect(plain[0]?.chunkId, q).toBe('repairs-1');
      // Without the rule the lifted half takes the first place from the half the plain
      // search read the page from...
      const lifted = await search(strong, q);
      expect(lifted[0]?.chunkId, q).toBe('repairs-2');
      // ...with it, the page is read from where the plain search found it, the lifted half
      // beside it (still lifted: its learned words count in its coverage).
      const kept = await search(under, q);
      expect(kept.map((p) => p.chunkId).slice(0, 2), q).toEqual(['repairs-1', 'repairs-2']);
      expect(kept[1]?.learned, q).toBeDefined();
      const plainSecond = plain.find((p) => p.chunkId === 'repairs-2');
      expect(kept[1]?.coverage ?? 0, q).toBeGreaterThan(plainSecond?.coverage ?? 0);
    }
  });

  it('still lets a lifted chunk of another page take the first place', async () => {
    const q = 'can I rent a bicycle for a day, what does that cost?';
    const hireLearned: LearnedQuestion[] = [
      {
        question: 'can I rent a bicycle for a day what does that cost',
        anchor: 'Bikes can be hired by the day',
      },
    ];
    const retriever = createMemoryRetriever({ learned: { ...on, samePageUnder: true } });
    retriever.replaceSource(83, 'knowledge', repairs);
    retriever.setLearnedQuestions(83, hireLearned);
    expect((await retriever.search(83, q, 4))[0]?.chunkId).toBe('hire');
  });
});
