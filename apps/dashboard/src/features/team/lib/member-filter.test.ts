import type { Member } from '@lisa/contracts/team';
import { describe, expect, it } from 'vitest';
import { filterMembers, memberName } from './member-filter.ts';

const row = (name: string | null, email: string, role: Member['role']): Member => ({
  user_id: 1,
  invite_id: null,
  name,
  email,
  role,
  status: 'active',
  availability: 'offline',
  last_seen_at: null,
  joined_at: null,
});
const rows = [
  row('Ada Lovelace', 'ada@example.test', 'owner'),
  row('Grace Hopper', 'grace@example.test', 'agent'),
  row(null, 'new@example.test', 'agent'),
];

describe('member filter', () => {
  it('matches name or email in any case', () => {
    expect(filterMembers(rows, { search: 'HOPPER', role: 'all' }).map(memberName)).toEqual([
      'Grace Hopper',
    ]);
    expect(filterMembers(rows, { search: 'new@', role: 'all' })).toHaveLength(1);
  });

  it('keeps only the chosen role', () => {
    expect(filterMembers(rows, { search: '', role: 'agent' })).toHaveLength(2);
    expect(filterMembers(rows, { search: ' ', role: 'all' })).toHaveLength(3);
  });

  it('names an invited row by its address', () => {
    expect(memberName(rows[2] as Member)).toBe('new@example.test');
  });
});
