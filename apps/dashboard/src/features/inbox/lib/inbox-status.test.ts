import { describe, expect, it } from 'vitest';
import { contactName, countFor, statusLabel } from './inbox-status.ts';

describe('inbox status helpers', () => {
  it('labels every tab', () => {
    expect(statusLabel('waiting')).toBe('Waiting');
    expect(statusLabel('all')).toBe('All');
  });

  it('counts a status, and all statuses for "All"', () => {
    const counts = { bot: 4, waiting: 3, open: 2, resolved: 1 };
    expect(countFor('waiting', counts)).toBe(3);
    expect(countFor('all', counts)).toBe(10);
    expect(countFor('all', undefined)).toBeUndefined();
  });

  it('names a contact by name, else email, else number', () => {
    expect(contactName({ id: 1, name: ' Ada ', email: 'a@x.test' })).toBe('Ada');
    expect(contactName({ id: 1, name: null, email: 'a@x.test' })).toBe('a@x.test');
    expect(contactName({ id: 7, name: '', email: null })).toBe('Visitor #7');
  });
});
