// The members of a business: who they are, their role, availability and last sighting;
// changing a role, removing someone (or leaving), and the one owner rule: a business always
// has exactly one owner, and ownership moves only by a transfer the new owner accepts.
import { type InvitableRole, type Member, TEAM_TEXTS, type TeamMe } from '@lisa/contracts/team';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type MembershipRole, memberships, users } from '../../db/schema/accounts.ts';
import { memberPresence, ownershipTransfers } from '../../db/schema/team.ts';
import type { AuditActor, AuditLog } from '../../platform/audit/audit-log.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { AppError, NotFoundError } from '../../platform/http/app-error.ts';
import { isAllowed } from '../../platform/http/permissions.ts';
import type { MemberSession } from '../../platform/http/session-guard.ts';
import type { Sessions } from '../../platform/security/sessions.ts';
import { pendingInvites } from './pending-invites.ts';
import { effectiveAvailability } from './presence.ts';

export interface MembersServiceOptions {
  db: Database;
  clock: () => Date;
  audit: AuditLog;
  sessions: Sessions;
  bus: EventBus;
}

const lastOwner = () => new AppError(409, 'conflict', TEAM_TEXTS.lastOwner);

export function createMembersService(options: MembersServiceOptions) {
  const { db, clock, audit, sessions, bus } = options;

  async function membership(businessId: number, userId: number) {
    const [row] = await db
      .select({ role: memberships.role, name: users.name, email: users.email })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.businessId, businessId), eq(memberships.userId, userId)));
    if (!row) throw new NotFoundError(TEAM_TEXTS.memberNotFound);
    return row;
  }

  async function openOffer(businessId: number) {
    const [offer] = await db
      .select()
      .from(ownershipTransfers)
      .where(
        and(eq(ownershipTransfers.businessId, businessId), isNull(ownershipTransfers.closedAt)),
      );
    return offer;
  }

  async function list(businessId: number): Promise<Member[]> {
    const now = clock();
    const rows = await db
      .select({
        userId: users.id,
        name: users.name,
        email: users.email,
        role: memberships.role,
        joinedAt: memberships.createdAt,
        availability: memberPresence.availability,
        lastSeenAt: memberPresence.lastSeenAt,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .leftJoin(
        memberPresence,
        and(
          eq(memberPresence.userId, memberships.userId),
          eq(memberPresence.businessId, memberships.businessId),
        ),
      )
      .where(eq(memberships.businessId, businessId))
      .orderBy(asc(memberships.id));
    const invited = await pendingInvites(db, businessId, now);
    return [
      ...rows.map(
        (row): Member => ({
          user_id: row.userId,
          invite_id: null,
          name: row.name,
          email: row.email,
          role: row.role,
          status: 'active',
          availability: effectiveAvailability(row.availability ?? 'online', row.lastSeenAt, now),
          last_seen_at: row.lastSeenAt?.toISOString() ?? null,
          joined_at: row.joinedAt.toISOString(),
        }),
      ),
      ...invited.map(
        (invite): Member => ({
          user_id: null,
          invite_id: invite.id,
          name: null,
          email: invite.email,
          role: invite.role,
          status: 'invited',
          availability: 'offline',
          last_seen_at: null,
          joined_at: null,
        }),
      ),
    ];
  }

  /** Ends the person's access to the business: rows, sessions, open sockets. */
  async function detach(businessId: number, userId: number): Promise<void> {
    await db.transaction(async (tx) => {
      await tx
        .delete(memberships)
        .where(and(eq(memberships.businessId, businessId), eq(memberships.userId, userId)));
      await tx
        .update(ownershipTransfers)
        .set({ closedAt: clock() })
        .where(
          and(
            eq(ownershipTransfers.businessId, businessId),
            eq(ownershipTransfers.toUserId, userId),
            isNull(ownershipTransfers.closedAt),
          ),
        );
      await sessions.leaveBusiness(userId, businessId, tx);
    });
    await bus.publish({ type: 'member.removed', businessId, userId });
  }

  return {
    list,

    async me(session: MemberSession): Promise<TeamMe> {
      const [presence] = await db
        .select({ availability: memberPresence.availability })
        .from(memberPresence)
        .where(
          and(
            eq(memberPresence.userId, session.userId),
            eq(memberPresence.businessId, session.businessId),
          ),
        );
      const offer = await openOffer(session.businessId);
      let ownershipOffer: TeamMe['ownership_offer'] = null;
      if (offer && offer.toUserId === session.userId) {
        const from = await membership(session.businessId, offer.fromUserId).catch(() => null);
        ownershipOffer = { id: offer.id, from: { id: offer.fromUserId, name: from?.name ?? '' } };
      }
      return {
        user_id: session.userId,
        business_id: session.businessId,
        role: session.role,
        availability: presence?.availability ?? 'online',
        ownership_offer: ownershipOffer,
      };
    },

    async changeRole(
      session: MemberSession,
      userId: number,
      role: InvitableRole,
      actor: AuditActor,
    ): Promise<Member> {
      const target = await membership(session.businessId, userId);
      if (target.role === 'owner') throw lastOwner();
      if (target.role !== role) {
        await db.transaction(async (tx) => {
          await tx
            .update(memberships)
            .set({ role })
            .where(
              and(eq(memberships.businessId, session.businessId), eq(memberships.userId, userId)),
            );
          await audit.record(
            session.businessId,
            actor,
            {
              kind: 'team.member.role_changed',
              target: target.email,
              before: target.role,
              after: role,
            },
            tx,
          );
        });
      }
      const member = (await list(session.businessId)).find((m) => m.user_id === userId);
      if (!member) throw new NotFoundError(TEAM_TEXTS.memberNotFound);
      return member;
    },

    /** Removes someone, or (userId = the caller) leaves. The owner can do neither. */
    async remove(session: MemberSession, userId: number, actor: AuditActor): Promise<void> {
      const target = await membership(session.businessId, userId);
      const self = userId === session.userId;
      if (target.role === 'owner') throw lastOwner();
      await detach(session.businessId, userId);
      await audit.record(session.businessId, actor, {
        kind: self ? 'team.member.left' : 'team.member.removed',
        target: target.email,
        before: target.role,
      });
    },

    async offerOwnership(session: MemberSession, userId: number, actor: AuditActor) {
      if (userId === session.userId)
        throw new AppError(409, 'conflict', TEAM_TEXTS.ownerRoleByTransfer);
      const target = await membership(session.businessId, userId);
      const now = clock();
      const [offer] = await db.transaction(async (tx) => {
        await tx
          .update(ownershipTransfers)
          .set({ closedAt: now })
          .where(
            and(
              eq(ownershipTransfers.businessId, session.businessId),
              isNull(ownershipTransfers.closedAt),
            ),
          );
        await audit.record(
          session.businessId,
          actor,
          { kind: 'team.ownership.offered', target: target.email },
          tx,
        );
        return tx
          .insert(ownershipTransfers)
          .values({
            businessId: session.businessId,
            fromUserId: session.userId,
            toUserId: userId,
            createdAt: now,
          })
          .returning();
      });
      if (!offer) throw new Error('ownership offer insert returned no row');
      const from = await membership(session.businessId, session.userId);
      return {
        id: offer.id,
        from: { id: session.userId, name: from.name },
        to: { id: userId, name: target.name },
        created_at: offer.createdAt.toISOString(),
      };
    },

    /** The offered person says yes: they become owner, the old owner becomes admin. */
    async acceptOwnership(session: MemberSession, actor: AuditActor): Promise<void> {
      const offer = await openOffer(session.businessId);
      if (!offer || offer.toUserId !== session.userId) {
        throw new AppError(409, 'conflict', TEAM_TEXTS.noOwnershipOffer);
      }
      const now = clock();
      await db.transaction(async (tx) => {
        const setRole = (userId: number, role: MembershipRole) =>
          tx
            .update(memberships)
            .set({ role })
            .where(
              and(eq(memberships.businessId, session.businessId), eq(memberships.userId, userId)),
            );
        await setRole(offer.fromUserId, 'admin');
        await setRole(offer.toUserId, 'owner');
        await tx
          .update(ownershipTransfers)
          .set({ closedAt: now, acceptedAt: now })
          .where(eq(ownershipTransfers.id, offer.id));
        await audit.record(
          session.businessId,
          actor,
          { kind: 'team.ownership.transferred', before: offer.fromUserId, after: offer.toUserId },
          tx,
        );
      });
    },

    /** The owner withdraws the offer, or the offered person declines it. */
    async closeOwnershipOffer(session: MemberSession, actor: AuditActor): Promise<void> {
      const offer = await openOffer(session.businessId);
      const involved =
        offer &&
        (offer.toUserId === session.userId || isAllowed(session.role, 'ownership.transfer'));
      if (!offer || !involved) throw new AppError(409, 'conflict', TEAM_TEXTS.noOwnershipOffer);
      await db
        .update(ownershipTransfers)
        .set({ closedAt: clock() })
        .where(eq(ownershipTransfers.id, offer.id));
      await audit.record(session.businessId, actor, { kind: 'team.ownership.offer_closed' });
    },
  };
}
export type MembersService = ReturnType<typeof createMembersService>;
