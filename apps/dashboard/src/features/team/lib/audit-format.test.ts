import { describe, expect, it } from 'vitest';
import { auditActorName, formatAuditChange } from './audit-format.ts';

describe('audit formatting', () => {
  it('lists only the fields that changed between two objects', () => {
    expect(
      formatAuditChange({ role: 'agent', email: 'a@x.test' }, { role: 'admin', email: 'a@x.test' }),
    ).toBe('role: agent → admin');
  });

  it('shows the one side of a creation or deletion', () => {
    expect(formatAuditChange(null, { email: 'a@x.test', role: 'agent' })).toBe(
      '→ email: a@x.test, role: agent',
    );
    expect(formatAuditChange('online', null)).toBe('online →');
    expect(formatAuditChange(null, null)).toBe('');
  });

  it('reads plain values and clips long ones to 80 characters', () => {
    expect(formatAuditChange(10, 25)).toBe('10 → 25');
    const long = formatAuditChange('x'.repeat(100), 'y');
    expect(long).toHaveLength(80);
    expect(long.endsWith('…')).toBe(true);
  });

  it('names the system when nobody made the change', () => {
    expect(auditActorName({ actor: null })).toBe('System');
    expect(auditActorName({ actor: { id: 1, name: 'Ada' } })).toBe('Ada');
  });
});
