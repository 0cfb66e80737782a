// The demo business's team: three verified accounts with their memberships and presence,
// the invites the admin and agent accepted, one invite still pending, and the audit entries
// those left. Part of seedDemoBusiness's transaction (demo-seed.ts).
import { randomBytes } from 'node:crypto';
import { INVITE_TTL_DAYS } from '@lisa/contracts/team';
import { digest } from '../platform/security/secrets.ts';
import type { Transaction } from './client.ts';
import { DEMO_PENDING_INVITE, DEMO_TEAM } from './demo-seed-data.ts';
import { memberships, users } from './schema/accounts.ts';
import { memberPresence, teamInvites } from './schema/team.ts';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** An audit entry to write once every part is seeded, so ids follow time. */
export interface AuditRow {
  /** Index into DEMO_TEAM. */
  actor: number;
  kind: string;
  target: string;
  after: unknown;
  at: Date;
}

/** Users, memberships, presence, the invites they accepted and one still pending. */
export async function insertDemoTeam(
  tx: Transaction,
  businessId: number,
  passwordHash: string,
  ago: (ms: number) => Date,
  audit: AuditRow[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const [index, member] of DEMO_TEAM.entries()) {
    const joined = ago(member.joinedDaysAgo * DAY);
    const [user] = await tx
      .insert(users)
      .values({
        name: member.name,
        email: member.email,
        passwordHash,
        emailVerifiedAt: joined,
        createdAt: joined,
        updatedAt: joined,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('demo user insert returned no row');
    ids.push(user.id);
    await tx
      .insert(memberships)
      .values({ userId: user.id, businessId, role: member.role, createdAt: joined });
    await tx.insert(memberPresence).values({
      userId: user.id,
      businessId,
      availability: member.availability,
      lastSeenAt: ago((index + 1) * 7 * MINUTE),
    });
    if (member.role === 'owner') continue;
    const invited = new Date(joined.getTime() - 2 * HOUR);
    await tx.insert(teamInvites).values({
      businessId,
      email: member.email,
      role: member.role,
      tokenHash: unusableTokenHash(),
      invitedBy: ids[0],
      createdAt: invited,
      sentAt: invited,
      expiresAt: new Date(invited.getTime() + INVITE_TTL_DAYS * DAY),
      acceptedAt: joined,
      acceptedBy: user.id,
    });
    audit.push(
      {
        actor: 0,
        kind: 'team.invite.created',
        target: member.email,
        after: member.role,
        at: invited,
      },
      {
        actor: index,
        kind: 'team.invite.accepted',
        target: member.email,
        after: member.role,
        at: joined,
      },
    );
  }
  const sent = ago(DEMO_PENDING_INVITE.sentDaysAgo * DAY);
  await tx.insert(teamInvites).values({
    businessId,
    email: DEMO_PENDING_INVITE.email,
    role: DEMO_PENDING_INVITE.role,
    tokenHash: unusableTokenHash(),
    invitedBy: ids[1],
    createdAt: sent,
    sentAt: sent,
    expiresAt: new Date(sent.getTime() + INVITE_TTL_DAYS * DAY),
  });
  audit.push({
    actor: 1,
    kind: 'team.invite.created',
    target: DEMO_PENDING_INVITE.email,
    after: DEMO_PENDING_INVITE.role,
    at: sent,
  });
  return ids;
}

/** Nobody holds the token: the invite shows as pending, and "resend" mails a working one. */
function unusableTokenHash(): string {
  return digest(randomBytes(32).toString('base64url'));
}
