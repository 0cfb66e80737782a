// Invitations into a business: a random 256-bit token, stored only as its SHA-256 digest,
// single use, valid INVITE_TTL_DAYS, mailed as a link on the configured dashboard URL.
// Resend rotates the token (the old link dies); revoke kills it. At most MAX_PENDING_INVITES
// open at once and MAX_INVITES_PER_HOUR sent an hour per business; looking a token up is
// limited per IP, so guessing gets nowhere.
import type { SignInResponse } from '@lisa/contracts/accounts';
import {
  type AcceptInviteRequest,
  INVITE_TTL_DAYS,
  type Invite,
  type InvitePreview,
  type InviteRequest,
  type InviteState,
  MAX_INVITES_PER_HOUR,
  MAX_PENDING_INVITES,
  TEAM_TEXTS,
} from '@lisa/contracts/team';
import { and, count, eq, isNull, lte } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { memberships, users } from '../../db/schema/accounts.ts';
import { businesses } from '../../db/schema/core.ts';
import { teamInvites } from '../../db/schema/team.ts';
import type { AuditActor, AuditLog } from '../../platform/audit/audit-log.ts';
import { AppError, NotFoundError, ValidationError } from '../../platform/http/app-error.ts';
import {
  consumeWindows,
  consumeWindowsIn,
  hashedUsageKey,
  lockUsage,
} from '../../platform/limits/usage-window.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { digest, newSessionToken, type RandomSource } from '../../platform/security/secrets.ts';
import type { Sessions } from '../../platform/security/sessions.ts';
import { userView } from '../auth/auth-views.ts';
import { hashPassword } from '../auth/passwords.ts';
import { findUserById } from '../auth/two-factor-service.ts';
import { businessesOf } from '../auth/user-businesses.ts';
import { inviteMail } from './invite-mail.ts';
import { pendingInvites } from './pending-invites.ts';

const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;
/** Token look-ups (preview and accept) per IP: plenty for people, nothing for guessing. */
const TOKEN_LOOKUPS_PER_IP = { max: 30, windowMs: 15 * 60_000 };

type InviteRow = typeof teamInvites.$inferSelect;

export interface InvitesServiceOptions {
  db: Database;
  clock: () => Date;
  mailer: Mailer;
  audit: AuditLog;
  sessions: Sessions;
  dashboardUrl: string;
  /** Multiplies the per-IP look-up limit, as the account limits do (auth-limits.ts). */
  ipFactor?: number;
  random?: RandomSource;
}

export interface Inviter {
  businessId: number;
  userId: number;
}

export function stateOf(invite: InviteRow, now: Date): InviteState {
  if (invite.acceptedAt) return 'accepted';
  if (invite.revokedAt) return 'revoked';
  if (invite.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'pending';
}

const closedTexts = {
  accepted: TEAM_TEXTS.inviteAccepted,
  expired: TEAM_TEXTS.inviteExpired,
  revoked: TEAM_TEXTS.inviteRevoked,
} as const;

export function createInvitesService(options: InvitesServiceOptions) {
  const { db, clock, mailer, audit, sessions } = options;

  async function view(invite: InviteRow): Promise<Invite> {
    let invitedBy: Invite['invited_by'] = null;
    if (invite.invitedBy !== null) {
      const [row] = await db
        .select({ name: users.name })
        .from(users)
        .where(eq(users.id, invite.invitedBy));
      if (row) invitedBy = { id: invite.invitedBy, name: row.name };
    }
    return {
      id: invite.id,
      email: invite.email,
      role: invite.role,
      invited_by: invitedBy,
      created_at: invite.createdAt.toISOString(),
      sent_at: invite.sentAt.toISOString(),
      expires_at: invite.expiresAt.toISOString(),
    };
  }

  async function mail(invite: InviteRow, token: string, inviterId: number): Promise<void> {
    const [business] = await db
      .select({ name: businesses.name })
      .from(businesses)
      .where(eq(businesses.id, invite.businessId));
    const [inviter] = await db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, inviterId));
    await mailer.send(
      inviteMail({
        to: invite.email,
        businessName: business?.name ?? 'a business',
        inviterName: inviter?.name ?? null,
        role: invite.role,
        token,
        dashboardUrl: options.dashboardUrl,
      }),
    );
  }

  function countSend(businessId: number, tx: Executor = db): Promise<void> {
    return consumeWindowsIn(
      tx,
      [
        {
          kind: 'team_invite_sent',
          key: String(businessId),
          max: MAX_INVITES_PER_HOUR,
          windowMs: HOUR_MS,
        },
      ],
      clock(),
      () => TEAM_TEXTS.inviteRateLimited,
    );
  }

  function countLookup(ip: string): Promise<void> {
    return consumeWindows(
      db,
      [
        {
          kind: 'team_invite_lookup',
          key: hashedUsageKey('lisa-invite:ip', ip),
          ...TOKEN_LOOKUPS_PER_IP,
        },
      ],
      clock(),
      () => 'Too many invite links tried. Please wait and try again.',
    );
  }

  async function pendingInvite(businessId: number, id: number): Promise<InviteRow> {
    const [invite] = await db
      .select()
      .from(teamInvites)
      .where(and(eq(teamInvites.id, id), eq(teamInvites.businessId, businessId)));
    if (!invite || stateOf(invite, clock()) !== 'pending') {
      throw new NotFoundError('That invite is no longer pending.');
    }
    return invite;
  }

  async function byToken(token: string): Promise<InviteRow> {
    const [invite] = await db
      .select()
      .from(teamInvites)
      .where(eq(teamInvites.tokenHash, digest(token)));
    if (!invite) throw new NotFoundError(TEAM_TEXTS.inviteNotFound);
    return invite;
  }

  return {
    async list(businessId: number): Promise<Invite[]> {
      const rows = await pendingInvites(db, businessId, clock());
      return Promise.all(rows.map(view));
    },

    async create(inviter: Inviter, input: InviteRequest, actor: AuditActor): Promise<Invite> {
      const { businessId } = inviter;
      const [member] = await db
        .select({ id: users.id })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.businessId, businessId), eq(users.email, input.email)));
      if (member) throw new AppError(409, 'conflict', TEAM_TEXTS.alreadyMember);
      const token = newSessionToken(options.random);
      const invite = await db.transaction(async (tx) => {
        // One inviter at a time per business, so the pending count cannot be raced past.
        await lockUsage(tx, 'team_invites', String(businessId));
        const now = clock();
        await tx
          .update(teamInvites)
          .set({ revokedAt: now })
          .where(
            and(
              eq(teamInvites.businessId, businessId),
              isNull(teamInvites.acceptedAt),
              isNull(teamInvites.revokedAt),
              lte(teamInvites.expiresAt, now),
            ),
          );
        const open = and(
          eq(teamInvites.businessId, businessId),
          isNull(teamInvites.acceptedAt),
          isNull(teamInvites.revokedAt),
        );
        const [same] = await tx
          .select({ id: teamInvites.id })
          .from(teamInvites)
          .where(and(open, eq(teamInvites.email, input.email)));
        if (same) throw new AppError(409, 'conflict', TEAM_TEXTS.alreadyInvited);
        const [pending] = await tx.select({ n: count() }).from(teamInvites).where(open);
        if (Number(pending?.n ?? 0) >= MAX_PENDING_INVITES) {
          throw new AppError(409, 'conflict', TEAM_TEXTS.tooManyPending);
        }
        const [row] = await tx
          .insert(teamInvites)
          .values({
            businessId,
            email: input.email,
            role: input.role,
            tokenHash: digest(token),
            invitedBy: inviter.userId,
            createdAt: now,
            sentAt: now,
            expiresAt: new Date(now.getTime() + INVITE_TTL_DAYS * DAY_MS),
          })
          .returning();
        if (!row) throw new Error('invite insert returned no row');
        // Counted with the insert: a refused invite (409) does not use up the hour.
        await countSend(businessId, tx);
        await audit.record(
          businessId,
          actor,
          { kind: 'team.invite.created', target: input.email, after: input.role },
          tx,
        );
        return row;
      });
      await mail(invite, token, inviter.userId);
      return view(invite);
    },

    async revoke(inviter: Inviter, id: number, actor: AuditActor): Promise<void> {
      const invite = await pendingInvite(inviter.businessId, id);
      await db.update(teamInvites).set({ revokedAt: clock() }).where(eq(teamInvites.id, invite.id));
      await audit.record(inviter.businessId, actor, {
        kind: 'team.invite.revoked',
        target: invite.email,
      });
    },

    /** A fresh token and a fresh week; the link sent before stops working. */
    async resend(inviter: Inviter, id: number, actor: AuditActor): Promise<Invite> {
      const invite = await pendingInvite(inviter.businessId, id);
      const token = newSessionToken(options.random);
      const now = clock();
      const [row] = await db.transaction(async (tx) => {
        await countSend(inviter.businessId, tx);
        return tx
          .update(teamInvites)
          .set({
            tokenHash: digest(token),
            sentAt: now,
            expiresAt: new Date(now.getTime() + INVITE_TTL_DAYS * DAY_MS),
          })
          .where(eq(teamInvites.id, invite.id))
          .returning();
      });
      if (!row) throw new NotFoundError('That invite is no longer pending.');
      await audit.record(inviter.businessId, actor, {
        kind: 'team.invite.resent',
        target: row.email,
      });
      await mail(row, token, inviter.userId);
      return view(row);
    },

    async preview(token: string, ip: string): Promise<InvitePreview> {
      await countLookup(ip);
      const invite = await byToken(token);
      const [business] = await db
        .select({ name: businesses.name })
        .from(businesses)
        .where(eq(businesses.id, invite.businessId));
      const [account] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, invite.email));
      const { invited_by } = await view(invite);
      return {
        state: stateOf(invite, clock()),
        business_name: business?.name ?? '',
        email: invite.email,
        role: invite.role,
        invited_by: invited_by?.name ?? null,
        expires_at: invite.expiresAt.toISOString(),
        has_account: Boolean(account),
      };
    },

    /**
     * Joins the invite's business. `callerId` is the signed-in person, if any: they must be
     * the invited address. Without one, a new account is made from name and password (the
     * email counts as verified: the link reached it).
     */
    async accept(
      input: AcceptInviteRequest,
      callerId: number | null,
      meta: { ip: string; userAgent: string | null },
    ): Promise<SignInResponse & { business_id: number }> {
      await countLookup(meta.ip);
      const invite = await byToken(input.token);
      const state = stateOf(invite, clock());
      if (state !== 'pending')
        throw new AppError(409, 'conflict', closedTexts[state], { reason: `invite_${state}` });
      const [existing] = await db.select().from(users).where(eq(users.email, invite.email));
      if (callerId !== null) {
        if (!existing || existing.id !== callerId) {
          throw new AppError(403, 'forbidden', TEAM_TEXTS.signInAsInvitee, {
            reason: 'wrong_account',
          });
        }
      } else if (existing) {
        throw new AppError(409, 'conflict', TEAM_TEXTS.accountExists, { reason: 'account_exists' });
      } else if (!input.name || !input.password) {
        const fields: Record<string, string[]> = {};
        if (!input.name) fields.name = ['Name is required'];
        if (!input.password) fields.password = ['Password is required'];
        throw new ValidationError(TEAM_TEXTS.passwordNeeded, fields);
      }
      const passwordHash = existing ? null : await hashPassword(input.password ?? '');
      const now = clock();
      const userId = await db.transaction(async (tx) => {
        // Taking the invite and joining are one step: a second use finds it taken.
        const [taken] = await tx
          .update(teamInvites)
          .set({ acceptedAt: now })
          .where(
            and(
              eq(teamInvites.id, invite.id),
              isNull(teamInvites.acceptedAt),
              isNull(teamInvites.revokedAt),
            ),
          )
          .returning({ id: teamInvites.id });
        if (!taken)
          throw new AppError(409, 'conflict', TEAM_TEXTS.inviteAccepted, {
            reason: 'invite_accepted',
          });
        let id = existing?.id;
        if (id === undefined) {
          const [created] = await tx
            .insert(users)
            .values({
              name: input.name ?? '',
              email: invite.email,
              passwordHash: passwordHash ?? '',
              emailVerifiedAt: now,
              createdAt: now,
              updatedAt: now,
            })
            .returning({ id: users.id });
          if (!created) throw new Error('user insert returned no row');
          id = created.id;
        }
        await tx
          .insert(memberships)
          .values({ userId: id, businessId: invite.businessId, role: invite.role })
          .onConflictDoNothing();
        await tx.update(teamInvites).set({ acceptedBy: id }).where(eq(teamInvites.id, invite.id));
        await audit.record(
          invite.businessId,
          { userId: id, ip: meta.ip },
          { kind: 'team.invite.accepted', target: invite.email, after: invite.role },
          tx,
        );
        return id;
      });
      const session = await sessions.create(userId, invite.businessId, meta.userAgent);
      return {
        token: session.token,
        expires_at: session.expiresAt.toISOString(),
        user: userView(await findUserById(db, userId)),
        businesses: await businessesOf(db, userId),
        business_id: invite.businessId,
      };
    },
  };
}
export type InvitesService = ReturnType<typeof createInvitesService>;
