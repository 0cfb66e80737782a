import { describe, expect, it } from 'vitest';
import {
  chooseAfterLosing,
  chooseBusiness,
  parseStoredBusinesses,
  parseStoredBusinessId,
} from './business-choice.ts';

const acme = { id: 3, business_name: 'Acme', agent_name: 'Lisa', role: 'owner' };
const globex = { id: 8, business_name: 'Globex', agent_name: 'Lisa', role: 'agent' };

describe('business choice', () => {
  it('keeps the stored choice when the person still belongs to it', () => {
    expect(chooseBusiness([acme, globex], 8)).toBe(8);
  });

  it('falls back to the first business for a missing or foreign choice', () => {
    expect(chooseBusiness([acme, globex], null)).toBe(3);
    expect(chooseBusiness([acme, globex], 99)).toBe(3);
  });

  it('chooses nothing when the person has no business', () => {
    expect(chooseBusiness([], 3)).toBeNull();
    expect(chooseBusiness([{ business_name: 'Legacy', agent_name: 'Lisa' }], null)).toBeNull();
  });

  it('moves to another business after losing one, or to none when it was the last', () => {
    expect(chooseAfterLosing([acme, globex], 3)).toBe(8);
    expect(chooseAfterLosing([globex], 8)).toBeNull();
  });

  it('reads only positive integer ids from storage', () => {
    expect(parseStoredBusinessId('12')).toBe(12);
    expect(parseStoredBusinessId(null)).toBeNull();
    expect(parseStoredBusinessId('0')).toBeNull();
    expect(parseStoredBusinessId('-3')).toBeNull();
    expect(parseStoredBusinessId('3; drop')).toBeNull();
  });
});

describe('stored businesses', () => {
  it('keeps the listed businesses and drops what cannot be read', () => {
    const raw = JSON.stringify({ businesses: [acme, 'junk', { id: 9 }] });
    expect(parseStoredBusinesses(raw)).toEqual([acme]);
    expect(parseStoredBusinesses('{not json')).toEqual([]);
    expect(parseStoredBusinesses(null)).toEqual([]);
  });
});
