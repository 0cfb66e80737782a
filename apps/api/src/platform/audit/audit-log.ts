// The audit log: every change a business would want to trace (team, roles, agent settings,
// knowledge, workflows, integrations, campaigns, credits) is written here with who, what,
// when, from which IP, and the before/after values when they are short. Append-only: this
// module inserts and reads; nothing updates or deletes an entry.
import type { AuditEntry, AuditPage } from '@lisa/contracts/team';
import { and, desc, eq, like, lt } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/team.ts';

/** Values longer than this (as JSON) are stored as a note that they were long. */
const MAX_VALUE_CHARS = 500;

export interface AuditActor {
  userId: number | null;
  ip: string | null;
}

export interface AuditChange {
  /** Dotted area and verb: team.invite.created, knowledge.source.deleted, ... */
  kind: string;
  target?: string | null;
  before?: unknown;
  after?: unknown;
}

export interface AuditFilter {
  cursor?: number | undefined;
  limit: number;
  actor?: number | undefined;
  /** A kind, or a prefix of kinds when it ends with a dot. */
  kind?: string | undefined;
}

function short(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  const json = JSON.stringify(value);
  return json.length <= MAX_VALUE_CHARS ? value : { omitted: `${json.length} characters` };
}

export function createAuditLog(options: { db: Database; clock: () => Date }) {
  const { db, clock } = options;
  return {
    /** Writes one entry, inside the caller's transaction when one is given. */
    async record(
      businessId: number,
      actor: AuditActor,
      change: AuditChange,
      executor: Executor = db,
    ): Promise<void> {
      let actorName: string | null = null;
      if (actor.userId !== null) {
        const [row] = await executor
          .select({ name: users.name })
          .from(users)
          .where(eq(users.id, actor.userId));
        actorName = row?.name ?? null;
      }
      await executor.insert(auditLog).values({
        businessId,
        actorUserId: actor.userId,
        actorName,
        kind: change.kind,
        target: change.target ?? null,
        before: short(change.before),
        after: short(change.after),
        ip: actor.ip,
        createdAt: clock(),
      });
    },

    /** Newest first, `limit` at a time, after the entry `cursor` names. */
    async page(businessId: number, filter: AuditFilter): Promise<AuditPage> {
      const conditions = [eq(auditLog.businessId, businessId)];
      if (filter.cursor) conditions.push(lt(auditLog.id, filter.cursor));
      if (filter.actor) conditions.push(eq(auditLog.actorUserId, filter.actor));
      if (filter.kind) {
        const escaped = filter.kind.replace(/[\\%_]/g, (c) => `\\${c}`);
        conditions.push(
          filter.kind.endsWith('.')
            ? like(auditLog.kind, `${escaped}%`)
            : eq(auditLog.kind, filter.kind),
        );
      }
      const rows = await db
        .select()
        .from(auditLog)
        .where(and(...conditions))
        .orderBy(desc(auditLog.id))
        .limit(filter.limit + 1);
      const page = rows.slice(0, filter.limit);
      const data = page.map(
        (row): AuditEntry => ({
          id: row.id,
          actor:
            row.actorUserId !== null || row.actorName !== null
              ? { id: row.actorUserId ?? 0, name: row.actorName ?? 'Someone' }
              : null,
          kind: row.kind,
          target: row.target,
          before: row.before ?? null,
          after: row.after ?? null,
          ip: row.ip,
          created_at: row.createdAt.toISOString(),
        }),
      );
      const last = page.at(-1);
      return { data, next_cursor: rows.length > filter.limit && last ? last.id : null };
    },
  };
}
export type AuditLog = ReturnType<typeof createAuditLog>;
