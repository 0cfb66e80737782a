import { TEAM_TEXTS } from '@lisa/contracts/team';
import { describe, expect, it } from 'vitest';
import { safeNextPath } from '../../auth/lib/next-path.ts';
import { inviteView, signInToAccept } from './invite-view.ts';

const pending = { state: 'pending' as const, email: 'Grace@Example.test', has_account: false };

describe('invite view', () => {
  it('says which way an invite is closed', () => {
    expect(inviteView({ ...pending, state: 'expired' }, null)).toMatchObject({
      kind: 'closed',
      message: TEAM_TEXTS.inviteExpired,
    });
    expect(inviteView({ ...pending, state: 'accepted' }, 'x@y.test')).toMatchObject({
      message: TEAM_TEXTS.inviteAccepted,
    });
    expect(inviteView({ ...pending, state: 'revoked' }, null)).toMatchObject({
      message: TEAM_TEXTS.inviteRevoked,
    });
  });

  it('asks a newcomer for name and password, and an existing account to sign in', () => {
    expect(inviteView(pending, null)).toEqual({ kind: 'signUp' });
    expect(inviteView({ ...pending, has_account: true }, null)).toEqual({
      kind: 'signIn',
      message: TEAM_TEXTS.accountExists,
    });
  });

  it('joins in one click when signed in as the invited address, in any case', () => {
    expect(inviteView({ ...pending, has_account: true }, 'grace@example.test')).toEqual({
      kind: 'join',
    });
    expect(inviteView({ ...pending, has_account: true }, 'ada@example.test')).toEqual({
      kind: 'otherAccount',
      message: TEAM_TEXTS.signInAsInvitee,
    });
  });

  it('sends the visitor to sign in and back to the same invite', () => {
    const path = signInToAccept('abc_DEF-123', 'grace@example.test');
    const params = new URL(path, 'http://dashboard.test').searchParams;
    expect(safeNextPath(params.get('next'))).toBe('/invite?token=abc_DEF-123');
    expect(params.get('email')).toBe('grace@example.test');
  });
});
