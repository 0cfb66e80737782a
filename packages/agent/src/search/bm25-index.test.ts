import { describe, expect, it } from 'vitest';
import { Bm25Index, type IndexedChunk } from './bm25-index.ts';
import { boundedEditDistance } from './edit-distance.ts';
import { createMemoryRetriever } from './memory-retriever.ts';

const chunk = (
  chunkId: string,
  sourceId: string,
  text: string,
  extra: Partial<IndexedChunk> = {},
): IndexedChunk => ({
  chunkId,
  sourceId,
  text,
  title: extra.title ?? sourceId,
  ...extra,
});

const corpus = (): Bm25Index => {
  const index = new Bm25Index();
  index.replaceSource('whatsapp', [
    chunk('w1', 'whatsapp', 'Connect your WhatsApp Business number through the embedded signup.', {
      title: 'WhatsApp',
    }),
  ]);
  index.replaceSource('pricing', [
    chunk('p1', 'pricing', 'Credits are priced in tiers; each message consumes credits.', {
      title: 'Pricing',
    }),
    chunk(
      'p2',
      'pricing',
      'The first two users are included; each additional user costs $25 per month.',
      { title: 'Pricing', section: 'Users' },
    ),
  ]);
  index.replaceSource('slack', [
    chunk('s1', 'slack', 'Slack notifications alert your team when a conversation needs a human.', {
      title: 'Slack',
    }),
  ]);
  return index;
};

describe('boundedEditDistance', () => {
  it('counts a transposition as one edit and stops past the bound', () => {
    expect(boundedEditDistance('pirce', 'price', 2)).toBe(1);
    expect(boundedEditDistance('whatsap', 'whatsapp', 2)).toBe(1);
    expect(boundedEditDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });
});

describe('Bm25Index', () => {
  it('ranks the chunk about the question first', () => {
    const hits = corpus().search('how much does an additional user cost', 3);
    expect(hits[0]?.chunk.chunkId).toBe('p2');
  });

  it('matches plurals and other casings of a word', () => {
    expect(corpus().search('CREDIT', 1)[0]?.chunk.chunkId).toBe('p1');
    expect(corpus().search('notification', 1)[0]?.chunk.chunkId).toBe('s1');
  });

  it('tolerates common typos', () => {
    expect(corpus().search('whatsap', 1)[0]?.chunk.chunkId).toBe('w1');
    expect(corpus().search('notifcations slak', 1)[0]?.chunk.chunkId).toBe('s1');
    expect(corpus().search('credtis', 1)[0]?.chunk.chunkId).toBe('p1');
  });

  it('joins words the index knows as one ("whats app")', () => {
    expect(corpus().search('whats app', 1)[0]?.chunk.chunkId).toBe('w1');
  });

  it('reports low coverage when the question names something the index never mentions', () => {
    const [hit] = corpus().search('does slack integrate with salesforce', 1);
    expect(hit?.chunk.chunkId).toBe('s1');
    expect(hit?.coverage).toBeLessThan(0.5);
    const [good] = corpus().search('slack notifications', 1);
    expect(good?.coverage).toBeCloseTo(1);
  });

  it('replacing a source leaves none of its old chunks searchable', () => {
    const index = corpus();
    index.replaceSource('slack', [
      chunk('s2', 'slack', 'Slack alerts go to a channel you choose.'),
    ]);
    expect(index.search('notifications human', 5).map((h) => h.chunk.chunkId)).not.toContain('s1');
    expect(index.search('slack channel', 1)[0]?.chunk.chunkId).toBe('s2');
    index.removeSource('slack');
    expect(index.search('slack', 5)).toEqual([]);
    expect(index.size).toBe(3);
  });

  it('forgets the words of removed chunks for typo correction', () => {
    const index = corpus();
    index.removeSource('whatsapp');
    expect(index.search('whatsap', 5)).toEqual([]);
  });
});

describe('createMemoryRetriever', () => {
  it('keeps each business to its own chunks', async () => {
    const retriever = createMemoryRetriever();
    retriever.replaceSource(1, 'a', [
      chunk('a1', 'a', 'Our opening hours are nine to five.', { language: 'en' }),
    ]);
    retriever.replaceSource(2, 'b', [
      chunk('b1', 'b', 'Nos horaires vont de neuf heures à dix-sept heures.', { language: 'fr' }),
    ]);
    expect((await retriever.search(1, 'opening hours', 5)).map((p) => p.chunkId)).toEqual(['a1']);
    expect(await retriever.search(2, 'opening hours', 5)).toEqual([]);
    expect(await retriever.languages(2)).toEqual(['fr']);
    expect(await retriever.search(3, 'anything', 5)).toEqual([]);
  });
});

describe('round three: joined and function words', () => {
  const index = () => {
    const i = new Bm25Index();
    i.replaceSource('home', [
      chunk('h1', 'home', 'The demo chat on the home page has a limit of 10 messages.', {
        title: 'About',
      }),
    ]);
    i.replaceSource('guides', [
      chunk('g1', 'guides', 'Read the step-by-step guides at /how-to.', { title: 'Help' }),
    ]);
    return i;
  };

  it('reads two known words written as one ("homepage") as both', () => {
    const [hit] = index().search('limit on the homepage chat', 3);
    expect(hit?.chunk.chunkId).toBe('h1');
    expect(hit?.matched.map((m) => m.term)).toEqual(expect.arrayContaining(['home', 'page']));
    expect(hit?.unknownShare).toBe(0);
  });

  it('never joins two function words ("how to" is not the /how-to link)', () => {
    const hits = index().search('how to', 3);
    expect(hits).toEqual([]);
  });

  it('marks a match made through the thesaurus', () => {
    const [hit] = index().search('is there a cap on chat messages', 3);
    expect(hit?.matched.find((m) => m.term === 'limit')?.synonym).toBe(true);
    expect(hit?.matched.find((m) => m.term === 'chat')?.synonym).toBeUndefined();
  });
});
