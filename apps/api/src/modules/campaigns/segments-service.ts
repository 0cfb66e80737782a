// Saved audience segments (/api/campaigns/segments): a named set of filters over contacts
// (search, tag, owner, channel, attribute, lead status, last seen) with its live count. The
// contacts list saves its current filters as one; a campaign's audience picks one by id and
// the campaign copies its filters in (`withSegment`), on save, on preview and when sent, so a
// campaign that went out keeps the filters it went out with. Every query names the business.
import {
  type Audience,
  CAMPAIGN_TEXTS,
  MAX_SEGMENTS,
  SEGMENT_TEXTS,
  type Segment,
  type SegmentFilter,
} from '@lisa/contracts/campaigns';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { contactSegments, type StoredAudience } from '../../db/schema/campaigns.ts';
import { contacts } from '../../db/schema/core.ts';
import type { AuditLog } from '../../platform/audit/audit-log.ts';
import { NotFoundError, ValidationError } from '../../platform/http/app-error.ts';
import { audienceWhere } from './campaign-audience.ts';
import type { Caller } from './campaigns-service.ts';

type SegmentRow = typeof contactSegments.$inferSelect;

/** `owner: 'me'` means the member who saved it: a segment is shared, so it keeps their id. */
function savedFilter(caller: Caller, filter: SegmentFilter): StoredAudience {
  const { owner, ...rest } = filter;
  if (owner === undefined) return rest;
  return { ...rest, owner: owner === 'me' ? caller.userId : owner };
}

/** The campaign audience's filters, without the segment it came from. */
function filtersOf(audience: Audience | StoredAudience): SegmentFilter {
  const { segment_id: _id, segment_name: _name, ...filters } = audience;
  return filters as SegmentFilter;
}

/**
 * The audience with its segment's filters copied in. A segment of another business, or one
 * deleted since: 400 when `gone` is 'refuse' (saving or previewing a draft), else the copy the
 * campaign holds is kept (sending: it goes to the filters it was saved with).
 */
export async function withSegment(
  db: Executor,
  businessId: number,
  audience: Audience,
  gone: 'refuse' | 'keep',
): Promise<Audience> {
  // No segment: the filters as given (a stray segment_name is not the caller's to set).
  if (audience.segment_id === undefined) return filtersOf(audience);
  const [row] = await db
    .select()
    .from(contactSegments)
    .where(
      and(eq(contactSegments.businessId, businessId), eq(contactSegments.id, audience.segment_id)),
    );
  if (!row) {
    if (gone === 'keep') return audience;
    throw new ValidationError(CAMPAIGN_TEXTS.segmentGone, {
      'audience.segment_id': [CAMPAIGN_TEXTS.segmentGone],
    });
  }
  return { ...(row.filter as Audience), segment_id: row.id, segment_name: row.name };
}

export function createSegmentsService(deps: { db: Database; clock: () => Date; audit: AuditLog }) {
  const { db, clock, audit } = deps;

  async function own(businessId: number, id: number, tx: Executor = db): Promise<SegmentRow> {
    const [row] = await tx
      .select()
      .from(contactSegments)
      .where(and(eq(contactSegments.businessId, businessId), eq(contactSegments.id, id)));
    if (!row) throw new NotFoundError(SEGMENT_TEXTS.notFound);
    return row;
  }

  /**
   * The live counts of these segments in one pass over the business's contacts: one
   * `count(*) filter (where …)` per segment, each its audience's own conditions.
   */
  async function countsOf(caller: Caller, rows: SegmentRow[]): Promise<number[]> {
    if (rows.length === 0) return [];
    const now = clock();
    const columns = Object.fromEntries(
      rows.map((row, i) => [
        `s${i}`,
        sql`count(*) filter (where ${audienceWhere(caller, row.filter as Audience, now)})`.mapWith(
          Number,
        ),
      ]),
    );
    const [counted] = await db
      .select(columns)
      .from(contacts)
      .where(eq(contacts.businessId, caller.businessId));
    return rows.map((_row, i) => Number(counted?.[`s${i}`] ?? 0));
  }

  function toSegment(row: SegmentRow, liveCount: number): Segment {
    return {
      id: row.id,
      name: row.name,
      filter: filtersOf(row.filter),
      count: liveCount,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  }

  async function view(caller: Caller, row: SegmentRow): Promise<Segment> {
    const [liveCount = 0] = await countsOf(caller, [row]);
    return toSegment(row, liveCount);
  }

  async function assertNameFree(businessId: number, name: string, exceptId: number | null) {
    const [taken] = await db
      .select({ id: contactSegments.id })
      .from(contactSegments)
      .where(
        and(
          eq(contactSegments.businessId, businessId),
          eq(contactSegments.name, name),
          ...(exceptId ? [ne(contactSegments.id, exceptId)] : []),
        ),
      );
    if (taken)
      throw new ValidationError(SEGMENT_TEXTS.nameTaken, { name: [SEGMENT_TEXTS.nameTaken] });
  }

  return {
    /** The business's segments by name, each with its live count. */
    async list(caller: Caller): Promise<Segment[]> {
      const rows = await db
        .select()
        .from(contactSegments)
        .where(eq(contactSegments.businessId, caller.businessId))
        .orderBy(asc(contactSegments.name), asc(contactSegments.id));
      const counts = await countsOf(caller, rows);
      return rows.map((row, i) => toSegment(row, counts[i] ?? 0));
    },

    async get(caller: Caller, id: number): Promise<Segment> {
      return view(caller, await own(caller.businessId, id));
    },

    async create(caller: Caller, input: { name: string; filter: SegmentFilter }) {
      const [existing] = await db
        .select({ n: count() })
        .from(contactSegments)
        .where(eq(contactSegments.businessId, caller.businessId));
      if (Number(existing?.n ?? 0) >= MAX_SEGMENTS) {
        throw new ValidationError(SEGMENT_TEXTS.tooMany, { name: [SEGMENT_TEXTS.tooMany] });
      }
      const now = clock();
      // A taken name (or two saves of one name at once): the unique index keeps one.
      const [row] = await db
        .insert(contactSegments)
        .values({
          businessId: caller.businessId,
          name: input.name,
          filter: savedFilter(caller, input.filter),
          createdBy: caller.userId,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!row)
        throw new ValidationError(SEGMENT_TEXTS.nameTaken, { name: [SEGMENT_TEXTS.nameTaken] });
      await audit.record(caller.businessId, caller.actor, {
        kind: 'segments.created',
        target: `segment:${row.id}`,
        after: { name: row.name },
      });
      return view(caller, row);
    },

    async update(caller: Caller, id: number, patch: { name?: string; filter?: SegmentFilter }) {
      const row = await own(caller.businessId, id);
      if (patch.name !== undefined) await assertNameFree(caller.businessId, patch.name, row.id);
      const [updated] = await db
        .update(contactSegments)
        .set({
          ...(patch.name !== undefined ? { name: patch.name } : {}),
          ...(patch.filter !== undefined ? { filter: savedFilter(caller, patch.filter) } : {}),
          updatedAt: clock(),
        })
        .where(and(eq(contactSegments.businessId, caller.businessId), eq(contactSegments.id, id)))
        .returning();
      if (!updated) throw new NotFoundError(SEGMENT_TEXTS.notFound);
      await audit.record(caller.businessId, caller.actor, {
        kind: 'segments.updated',
        target: `segment:${row.id}`,
        before: { name: row.name },
        after: { name: updated.name },
      });
      return view(caller, updated);
    },

    /** Campaigns that used it keep their copy of its filters. */
    async remove(caller: Caller, id: number): Promise<void> {
      const row = await own(caller.businessId, id);
      await db
        .delete(contactSegments)
        .where(and(eq(contactSegments.businessId, caller.businessId), eq(contactSegments.id, id)));
      await audit.record(caller.businessId, caller.actor, {
        kind: 'segments.deleted',
        target: `segment:${row.id}`,
        before: { name: row.name },
      });
    },
  };
}

export type SegmentsService = ReturnType<typeof createSegmentsService>;
