import type { CannedResponse } from '@lisa/contracts/inbox';
import { describe, expect, it } from 'vitest';
import { cannedQuery, filterCanned, moveHighlight } from './canned-filter.ts';

const canned = (id: number, short_code: string): CannedResponse => ({
  id,
  short_code,
  text: `text of ${short_code}`,
  updated_at: '2026-11-25T10:00:00Z',
});
const list = [
  canned(1, 'thanks'),
  canned(2, 'refund'),
  canned(3, 'pricing-refund'),
  canned(4, 'hours'),
];

describe('canned responses in the composer', () => {
  it('opens on "/" at the start with no space after', () => {
    expect(cannedQuery('/')).toBe('');
    expect(cannedQuery('/Ref')).toBe('ref');
    expect(cannedQuery('/ref now')).toBeNull();
    expect(cannedQuery('hello /ref')).toBeNull();
    expect(cannedQuery('')).toBeNull();
  });

  it('puts codes starting with the query before codes containing it', () => {
    expect(filterCanned(list, 'ref').map((item) => item.short_code)).toEqual([
      'refund',
      'pricing-refund',
    ]);
  });

  it('lists everything by code for an empty query, up to the limit', () => {
    expect(filterCanned(list, '').map((item) => item.id)).toEqual([4, 3, 2, 1]);
    expect(filterCanned(list, '', 2)).toHaveLength(2);
    expect(filterCanned(list, 'zzz')).toEqual([]);
  });

  it('wraps the highlight with the arrow keys', () => {
    expect(moveHighlight(0, 3, -1)).toBe(2);
    expect(moveHighlight(2, 3, 1)).toBe(0);
    expect(moveHighlight(0, 0, 1)).toBe(0);
  });
});
