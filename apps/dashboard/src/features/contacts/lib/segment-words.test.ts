import { describe, expect, it } from 'vitest';
import { filtersBeyondList, listFiltersOf, segmentFilterWords } from './segment-words.ts';

const nameOf = (id: number | null) => (id === 7 ? 'Ada' : null);

describe('segmentFilterWords', () => {
  it('says every filter in words, in one line', () => {
    expect(
      segmentFilterWords(
        {
          q: 'nairobi',
          tag: 'vip',
          owner: 7,
          channel: 'whatsapp',
          attribute: { key: 'plan', value: 'gold' },
          lead_status: 'qualified',
          last_seen_days: 30,
        },
        nameOf,
      ),
    ).toBe(
      'Matching “nairobi” · tagged vip · owned by Ada · on WhatsApp · plan is “gold” · lead qualified · seen in the last 30 days',
    );
  });

  it('names no filter as every contact, and an unknown owner by number', () => {
    expect(segmentFilterWords({}, nameOf)).toBe('Every contact');
    expect(segmentFilterWords({ owner: 9 }, nameOf)).toBe('Owned by member #9');
    expect(segmentFilterWords({ owner: 'none', last_seen_days: 1 }, nameOf)).toBe(
      'With no owner · seen in the last day',
    );
  });
});

describe('listFiltersOf / filtersBeyondList', () => {
  it('splits the filters the contacts list shows from those only a campaign applies', () => {
    const filter = { q: 'kim', tag: 'vip', owner: 'me' as const, lead_status: 'new' as const };
    expect(listFiltersOf(filter)).toEqual({ search: 'kim', tag: 'vip', owner: 'me' });
    expect(filtersBeyondList(filter)).toEqual({ lead_status: 'new' });
    expect(listFiltersOf({})).toEqual({ search: '', tag: '', owner: '' });
  });
});
