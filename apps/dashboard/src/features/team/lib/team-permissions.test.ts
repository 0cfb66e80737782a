import type { Member } from '@lisa/contracts/team';
import { describe, expect, it } from 'vitest';
import { canManageTeam, canReadAuditLog, memberActions } from './team-permissions.ts';

const member = (patch: Partial<Member>): Member => ({
  user_id: 2,
  invite_id: null,
  name: 'Grace',
  email: 'grace@example.test',
  role: 'agent',
  status: 'active',
  availability: 'online',
  last_seen_at: null,
  joined_at: '2026-01-01T00:00:00Z',
  ...patch,
});
const owner = { userId: 1, role: 'owner' as const };
const admin = { userId: 5, role: 'admin' as const };
const agent = { userId: 9, role: 'agent' as const };
const invited = member({ user_id: null, invite_id: 4, name: null, status: 'invited' });

describe('team permissions', () => {
  it('lets owner and admin manage the team and read the audit log, not agents', () => {
    expect([canManageTeam('owner'), canManageTeam('admin'), canManageTeam('agent')]).toEqual([
      true,
      true,
      false,
    ]);
    expect(canReadAuditLog('agent')).toBe(false);
    expect(canReadAuditLog('admin')).toBe(true);
  });

  it('offers the owner a role change, removal and a transfer for another member', () => {
    expect(memberActions(owner, member({ role: 'agent' }))).toEqual([
      'changeRoleToAdmin',
      'remove',
      'transferOwnership',
    ]);
    expect(memberActions(owner, member({ role: 'admin' }))[0]).toBe('changeRoleToAgent');
  });

  it('never lets an admin act on the owner, nor offer a transfer', () => {
    expect(memberActions(admin, member({ user_id: 1, role: 'owner' }))).toEqual([]);
    expect(memberActions(admin, member({ role: 'agent' }))).toEqual([
      'changeRoleToAdmin',
      'remove',
    ]);
  });

  it('shows an agent the list read-only, apart from leaving', () => {
    expect(memberActions(agent, member({ role: 'admin' }))).toEqual([]);
    expect(memberActions(agent, invited)).toEqual([]);
    expect(memberActions(agent, member({ user_id: 9 }))).toEqual(['leave']);
  });

  it('lets the owner not leave, and managers resend or revoke invites', () => {
    expect(memberActions(owner, member({ user_id: 1, role: 'owner' }))).toEqual([]);
    expect(memberActions(admin, invited)).toEqual(['resendInvite', 'revokeInvite']);
  });
});
