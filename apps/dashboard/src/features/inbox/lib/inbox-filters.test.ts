import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  filtersFromSearchParams,
  filtersToListQuery,
  filtersToSearchParams,
  type InboxFilters,
  selectedConversationId,
} from './inbox-filters.ts';

describe('inbox filters in the address', () => {
  it('opens on the waiting conversations when the address says nothing', () => {
    expect(filtersFromSearchParams(new URLSearchParams())).toEqual(DEFAULT_FILTERS);
  });

  it('round-trips every filter through the search params', () => {
    const filters: InboxFilters = {
      status: 'open',
      assignee: 'me',
      channel: 'whatsapp',
      q: 'refund please',
      unread: true,
      tag: 'spring offer',
    };
    expect(filtersFromSearchParams(filtersToSearchParams(filters))).toEqual(filters);
  });

  it('round-trips the defaults and "all"', () => {
    for (const status of ['all', 'bot', 'resolved', 'waiting'] as const) {
      const filters = { ...DEFAULT_FILTERS, status };
      expect(filtersFromSearchParams(filtersToSearchParams(filters))).toEqual(filters);
    }
  });

  it('keeps the selected conversation and drops empty filters', () => {
    const params = new URLSearchParams('c=12&assignee=me&q=old');
    const next = filtersToSearchParams({ ...DEFAULT_FILTERS, q: '  ' }, params);
    expect(next.get('c')).toBe('12');
    expect(next.has('assignee')).toBe(false);
    expect(next.has('q')).toBe(false);
    expect(next.get('status')).toBe('waiting');
  });

  it('ignores unknown values', () => {
    const filters = filtersFromSearchParams(new URLSearchParams('status=closed&assignee=7'));
    expect(filters.status).toBe('waiting');
    expect(filters.assignee).toBe('all');
  });

  it('builds the list query without empty or "all" values', () => {
    expect(filtersToListQuery({ ...DEFAULT_FILTERS, status: 'all' })).toEqual({});
    expect(
      filtersToListQuery({
        status: 'waiting',
        assignee: 'unassigned',
        channel: ' web ',
        q: ' ada ',
        unread: true,
        tag: ' spring offer ',
      }),
    ).toEqual({
      status: 'waiting',
      assignee: 'unassigned',
      channel: 'web',
      q: 'ada',
      unread: 'true',
      tag: 'spring offer',
    });
  });

  it('reads the selected conversation id', () => {
    expect(selectedConversationId(new URLSearchParams('c=42'))).toBe(42);
    expect(selectedConversationId(new URLSearchParams('c=abc'))).toBeNull();
    expect(selectedConversationId(new URLSearchParams('c=-1'))).toBeNull();
    expect(selectedConversationId(new URLSearchParams())).toBeNull();
  });
});
