// Leads: the cursor-paged list (newest first, filters status/source/owner), a lead added by
// hand, status changes (new -> contacted -> qualified -> converted | unqualified with a
// reason), and convert: the contact found or created (contact-link.ts) and a deal opened in
// the default pipeline's first stage, in one transaction.
import {
  type LeadConvert,
  type LeadCreate,
  type LeadQuery,
  type LeadStatus,
  type LeadUpdate,
  SALES_TEXTS,
} from '@lisa/contracts/sales';
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { leads } from '../../db/schema/sales.ts';
import { AppError, NotFoundError, ValidationError } from '../../platform/http/app-error.ts';
import type { Webhooks } from '../../platform/webhooks/webhooks.ts';
import { addToTimeline } from '../contacts/contact-timeline.ts';
import { workflowEvent } from '../workflows/workflow-triggers.ts';
import { findOrCreateContact } from './contact-link.ts';
import type { DealRow, DealsService } from './deals-service.ts';
import { announceLead } from './lead-capture.ts';
import { checkMember } from './sales-refs.ts';

export type LeadRow = typeof leads.$inferSelect & { ownerName: string | null };

const conflict = (message: string) => new AppError(409, 'conflict', message);

function selectLeads(executor: Executor) {
  return executor
    .select({ lead: leads, ownerName: users.name })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.ownerId));
}
const flatten = (row: { lead: typeof leads.$inferSelect; ownerName: string | null }): LeadRow => ({
  ...row.lead,
  ownerName: row.ownerName,
});
const blankToNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value?.trim() || null;

export function createLeadsService(options: {
  db: Database;
  clock: () => Date;
  deals: DealsService;
  webhooks: Webhooks;
}) {
  const { db, clock, deals, webhooks } = options;

  async function load(executor: Executor, businessId: number, id: number): Promise<LeadRow> {
    const [row] = await selectLeads(executor).where(
      and(eq(leads.businessId, businessId), eq(leads.id, id)),
    );
    if (!row) throw new NotFoundError(`Lead ${id} not found`);
    return flatten(row);
  }

  /** Every path that moves a lead's status (an edit, a conversion) fires the trigger here. */
  async function statusReached(
    tx: Executor,
    lead: { businessId: number; id: number; status: LeadStatus; contactId: number | null },
  ): Promise<void> {
    await workflowEvent(db, tx, {
      kind: 'lead_status_reached',
      businessId: lead.businessId,
      leadId: lead.id,
      status: lead.status,
      contactId: lead.contactId,
    });
  }

  async function lockLead(tx: Executor, businessId: number, id: number) {
    const [row] = await tx
      .select()
      .from(leads)
      .where(and(eq(leads.businessId, businessId), eq(leads.id, id)))
      .for('update');
    if (!row) throw new NotFoundError(`Lead ${id} not found`);
    return row;
  }

  return {
    get: (businessId: number, id: number) => load(db, businessId, id),

    async list(
      businessId: number,
      query: LeadQuery,
    ): Promise<{ rows: LeadRow[]; nextCursor: string | null }> {
      const conditions: SQL[] = [eq(leads.businessId, businessId)];
      if (query.cursor) conditions.push(lt(leads.id, Number(query.cursor)));
      if (query.status) conditions.push(eq(leads.status, query.status));
      if (query.source) conditions.push(eq(leads.source, query.source));
      if (query.owner !== undefined) conditions.push(eq(leads.ownerId, query.owner));
      const rows = (
        await selectLeads(db)
          .where(and(...conditions))
          .orderBy(desc(leads.id))
          .limit(query.limit + 1)
      ).map(flatten);
      const more = rows.length > query.limit;
      const page = more ? rows.slice(0, query.limit) : rows;
      return { rows: page, nextCursor: more ? String(page.at(-1)?.id) : null };
    },

    async create(businessId: number, input: LeadCreate): Promise<LeadRow> {
      const now = clock();
      await checkMember(db, businessId, input.owner_id);
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(leads)
          .values({
            businessId,
            name: blankToNull(input.name) ?? null,
            email: blankToNull(input.email)?.toLowerCase() ?? null,
            phone: blankToNull(input.phone) ?? null,
            company: blankToNull(input.company) ?? null,
            notes: blankToNull(input.notes) ?? null,
            ownerId: input.owner_id ?? null,
            status: 'new',
            source: 'manual',
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!created) throw new Error('lead insert returned no row');
        await announceLead(tx, webhooks, created);
        return created;
      });
      return load(db, businessId, row.id);
    },

    async update(businessId: number, id: number, input: LeadUpdate): Promise<LeadRow> {
      const now = clock();
      await db.transaction(async (tx) => {
        const current = await lockLead(tx, businessId, id);
        if (current.status === 'converted' && input.status !== undefined) {
          throw conflict(SALES_TEXTS.alreadyConverted);
        }
        await checkMember(tx, businessId, input.owner_id);
        const status = input.status ?? current.status;
        const reason =
          input.unqualified_reason !== undefined
            ? blankToNull(input.unqualified_reason)
            : current.unqualifiedReason;
        if (status === 'unqualified' && !reason) {
          throw new ValidationError(SALES_TEXTS.unqualifiedReasonRequired, {
            unqualified_reason: [SALES_TEXTS.unqualifiedReasonRequired],
          });
        }
        await tx
          .update(leads)
          .set({
            ...(input.name !== undefined ? { name: blankToNull(input.name) } : {}),
            ...(input.email !== undefined
              ? { email: blankToNull(input.email)?.toLowerCase() ?? null }
              : {}),
            ...(input.phone !== undefined ? { phone: blankToNull(input.phone) } : {}),
            ...(input.company !== undefined ? { company: blankToNull(input.company) } : {}),
            ...(input.notes !== undefined ? { notes: blankToNull(input.notes) } : {}),
            ...(input.owner_id !== undefined ? { ownerId: input.owner_id } : {}),
            status,
            unqualifiedReason: status === 'unqualified' ? reason : null,
            updatedAt: now,
          })
          .where(eq(leads.id, id));
        if (status !== current.status) {
          await statusReached(tx, { businessId, id, status, contactId: current.contactId });
        }
      });
      return load(db, businessId, id);
    },

    /** Links (or creates) the contact and opens a deal; a converted lead is refused (409). */
    async convert(
      businessId: number,
      id: number,
      input: LeadConvert,
      actorUserId: number,
    ): Promise<{ lead: LeadRow; deal: DealRow }> {
      const now = clock();
      // Outside the transaction: creates the default pipeline on first use.
      const stage = await deals.targetStage(db, businessId, {});
      const dealId = await db.transaction(async (tx) => {
        const lead = await lockLead(tx, businessId, id);
        if (lead.status === 'converted') throw conflict(SALES_TEXTS.alreadyConverted);
        if (!lead.name && !lead.email && !lead.phone) {
          throw new ValidationError(SALES_TEXTS.contactRequired);
        }
        const contactId =
          lead.contactId ??
          (await findOrCreateContact(tx, businessId, {
            leadId: lead.id,
            name: lead.name,
            email: lead.email,
            phone: lead.phone,
            now,
          }));
        const title =
          input.title ?? (lead.company ? `${lead.company}` : (lead.name ?? lead.email ?? 'Deal'));
        const newDeal = await deals.insertDeal(
          tx,
          businessId,
          {
            title: title.slice(0, 120),
            contact_id: contactId,
            amount_minor: input.amount_minor ?? 0,
            currency: input.currency ?? 'KES',
            expected_close_date: input.expected_close_date ?? null,
            owner_id: lead.ownerId ?? actorUserId,
            lead_id: lead.id,
          },
          stage,
          actorUserId,
          now,
        );
        await tx
          .update(leads)
          .set({
            status: 'converted',
            contactId,
            dealId: newDeal,
            unqualifiedReason: null,
            convertedAt: now,
            updatedAt: now,
          })
          .where(eq(leads.id, id));
        await statusReached(tx, { businessId, id, status: 'converted', contactId });
        await addToTimeline(tx, {
          businessId,
          contactId,
          kind: 'lead_converted',
          source: 'member',
          actorId: actorUserId,
          data: { lead_id: id, deal_id: newDeal },
          at: now,
        });
        return newDeal;
      });
      const deal = await deals.get(businessId, dealId);
      await deals.announce(businessId, deal, 'created', actorUserId);
      return { lead: await load(db, businessId, id), deal };
    },
  };
}
export type LeadsService = ReturnType<typeof createLeadsService>;
