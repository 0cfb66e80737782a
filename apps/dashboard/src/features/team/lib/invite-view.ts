// Which invite screen a visitor sees, from the invite's preview and who is signed in.
import { INVITE_PATH, type InvitePreview, TEAM_TEXTS } from '@lisa/contracts/team';

export type InviteView =
  /** Accepted, expired or revoked: a page saying which, and what to do. */
  | { kind: 'closed'; title: string; message: string }
  /** No account for the address: name and password create one and join. */
  | { kind: 'signUp' }
  /** Signed in as the invited address: one click joins. */
  | { kind: 'join' }
  /** An account exists and nobody is signed in: sign in first, then come back. */
  | { kind: 'signIn'; message: string }
  /** Signed in as somebody else: sign in with the invited address. */
  | { kind: 'otherAccount'; message: string };

type ClosedState = Exclude<InvitePreview['state'], 'pending'> | 'unknown';
export const CLOSED_INVITES: Record<ClosedState, { title: string; message: string }> = {
  accepted: { title: 'Invite already used', message: TEAM_TEXTS.inviteAccepted },
  expired: { title: 'Invite expired', message: TEAM_TEXTS.inviteExpired },
  revoked: { title: 'Invite withdrawn', message: TEAM_TEXTS.inviteRevoked },
  unknown: { title: 'Invite not found', message: TEAM_TEXTS.inviteNotFound },
};

export function inviteView(
  preview: Pick<InvitePreview, 'state' | 'email' | 'has_account'>,
  signedInEmail: string | null,
): InviteView {
  if (preview.state !== 'pending') return { kind: 'closed', ...CLOSED_INVITES[preview.state] };
  if (signedInEmail) {
    return signedInEmail.trim().toLowerCase() === preview.email.trim().toLowerCase()
      ? { kind: 'join' }
      : { kind: 'otherAccount', message: TEAM_TEXTS.signInAsInvitee };
  }
  return preview.has_account
    ? { kind: 'signIn', message: TEAM_TEXTS.accountExists }
    : { kind: 'signUp' };
}

/** /signin that returns to this invite afterwards, with the invited address filled in. */
export function signInToAccept(token: string, email: string): string {
  const back = `${INVITE_PATH}?token=${encodeURIComponent(token)}`;
  return `/signin?next=${encodeURIComponent(back)}&email=${encodeURIComponent(email)}`;
}
