// Canned responses: a business's saved replies, found by short code after `/` in the
// composer. Everyone reads them; owners and admins keep them (and the audit log says who).
import { type CannedResponse, type CannedResponseInput, INBOX_TEXTS } from '@lisa/contracts/inbox';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cannedResponses } from '../../db/schema/inbox.ts';
import type { AuditActor, AuditLog } from '../../platform/audit/audit-log.ts';
import { AppError, NotFoundError } from '../../platform/http/app-error.ts';

type Row = typeof cannedResponses.$inferSelect;

const view = (row: Row): CannedResponse => ({
  id: row.id,
  short_code: row.shortCode,
  text: row.text,
  updated_at: row.updatedAt.toISOString(),
});

const taken = () =>
  new AppError(409, 'conflict', INBOX_TEXTS.cannedTaken, {
    fields: { short_code: [INBOX_TEXTS.cannedTaken] },
  });

export function createCannedResponsesService(options: {
  db: Database;
  clock: () => Date;
  audit: AuditLog;
}) {
  const { db, clock, audit } = options;

  async function codeInUse(businessId: number, code: string, exceptId?: number) {
    const [row] = await db
      .select({ id: cannedResponses.id })
      .from(cannedResponses)
      .where(and(eq(cannedResponses.businessId, businessId), eq(cannedResponses.shortCode, code)));
    return row !== undefined && row.id !== exceptId;
  }

  async function own(businessId: number, id: number): Promise<Row> {
    const [row] = await db
      .select()
      .from(cannedResponses)
      .where(and(eq(cannedResponses.id, id), eq(cannedResponses.businessId, businessId)));
    if (!row) throw new NotFoundError(`Canned response ${id} not found`);
    return row;
  }

  return {
    async list(businessId: number): Promise<CannedResponse[]> {
      const rows = await db
        .select()
        .from(cannedResponses)
        .where(eq(cannedResponses.businessId, businessId))
        .orderBy(asc(cannedResponses.shortCode));
      return rows.map(view);
    },

    async create(businessId: number, input: CannedResponseInput, actor: AuditActor) {
      if (await codeInUse(businessId, input.short_code)) throw taken();
      const now = clock();
      const [row] = await db
        .insert(cannedResponses)
        .values({
          businessId,
          shortCode: input.short_code,
          text: input.text,
          createdBy: actor.userId,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw taken();
      await audit.record(businessId, actor, {
        kind: 'inbox.canned.created',
        target: `/${row.shortCode}`,
      });
      return view(row);
    },

    async update(businessId: number, id: number, input: CannedResponseInput, actor: AuditActor) {
      const before = await own(businessId, id);
      if (await codeInUse(businessId, input.short_code, id)) throw taken();
      const [row] = await db
        .update(cannedResponses)
        .set({ shortCode: input.short_code, text: input.text, updatedAt: clock() })
        .where(eq(cannedResponses.id, id))
        .returning();
      if (!row) throw new NotFoundError(`Canned response ${id} not found`);
      await audit.record(businessId, actor, {
        kind: 'inbox.canned.updated',
        target: `/${row.shortCode}`,
        before: before.text,
        after: row.text,
      });
      return view(row);
    },

    async remove(businessId: number, id: number, actor: AuditActor): Promise<void> {
      const row = await own(businessId, id);
      await db.delete(cannedResponses).where(eq(cannedResponses.id, id));
      await audit.record(businessId, actor, {
        kind: 'inbox.canned.deleted',
        target: `/${row.shortCode}`,
        before: row.text,
      });
    },
  };
}
export type CannedResponsesService = ReturnType<typeof createCannedResponsesService>;
