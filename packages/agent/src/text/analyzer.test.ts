import { describe, expect, it } from 'vitest';
import { analyze, termOf, words } from './analyzer.ts';
import { porterStem } from './porter-stemmer.ts';

describe('porterStem', () => {
  it.each([
    ['integrations', 'integr'],
    ['integration', 'integr'],
    ['integrated', 'integr'],
    ['caresses', 'caress'],
    ['ponies', 'poni'],
    ['running', 'run'],
    ['hopeful', 'hope'],
    ['relational', 'relat'],
    ['pricing', 'price'],
    ['prices', 'price'],
  ])('stems %s to %s', (word, stem) => {
    expect(porterStem(word)).toBe(stem);
  });
});

describe('analyze', () => {
  it('folds case and accents and drops stop words', () => {
    expect(analyze('What are the PRICES of Café integrations?')).toEqual([
      'price',
      'cafe',
      'integr',
    ]);
  });

  it('keeps a hyphenated compound as parts and as one word', () => {
    expect(words('e-commerce')).toEqual(['e', 'commerce', 'ecommerce']);
  });
});

describe('numbers', () => {
  it('reads "1,000" and "1000" as one number', () => {
    expect(analyze('credits 1 to 1,000 and 50,000 or more')).toEqual(
      analyze('credits 1 to 1000 and 50000 or more'),
    );
  });
});

describe('stop words', () => {
  it('keeps an English word that is a French function word ("comment")', () => {
    expect(analyze('people comment on our adverts')).toContain(analyze('comment')[0]);
    expect(analyze('comment')).toHaveLength(1);
  });

  it('keeps "die", an English verb, though it is a German article (German is not read)', () => {
    expect(analyze('will my credits die')).toContain(termOf('die'));
  });
});
