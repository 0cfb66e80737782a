// The contacts of a business: the list (cursor pages, filters, search), one contact and its
// edits, identities, tags, notes, timeline and conversations. Every query names the
// business, so another tenant's ids find nothing (404). Merges are in contact-merge.ts,
// keys and unify in identity-resolver.ts, the agent's writes in contact-enrich.ts.
import { randomUUID } from 'node:crypto';
import {
  type AttributeValue,
  CONTACT_TEXTS,
  type Contact,
  type ContactConsentPatch,
  type ContactList,
  type ContactNote,
  type contactCreateSchema,
  type contactListQuerySchema,
  type contactPatchSchema,
  type IdentityKind,
  type MergeResult,
  type mergeRequestSchema,
  type TimelineEvent,
} from '@lisa/contracts/contacts';
import { and, desc, eq, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Database, type Executor, retryingTransaction } from '../../db/client.ts';
import { memberships, users } from '../../db/schema/accounts.ts';
import {
  contactEvents,
  contactIdentities,
  contactMergeSuggestions,
  contactMerges,
  contactNotes,
  contactTags,
} from '../../db/schema/contacts.ts';
import { contacts, conversations } from '../../db/schema/core.ts';
import type { AuditActor, AuditLog } from '../../platform/audit/audit-log.ts';
import { AppError, NotFoundError, ValidationError } from '../../platform/http/app-error.ts';
import { validateAttributes } from './contact-attributes.ts';
import { isUndoable, mergeInTx, undoMergeInTx } from './contact-merge.ts';
import {
  type ContactRow,
  liveContact,
  loadBundle,
  recordEvent,
  recordFieldChanges,
  syncPrimaryKeys,
  tagsOf,
} from './contact-rows.ts';
import { toContact, toContactListItem } from './contacts-views.ts';
import { attachIdentity, suggestByNameAndCompany } from './identity-resolver.ts';

type ListQuery = z.infer<typeof contactListQuerySchema>;
type ListFilter = Omit<ListQuery, 'cursor' | 'limit'>;

export interface Caller {
  businessId: number;
  userId: number;
}

class DryRunRollback extends Error {
  constructor(readonly result: MergeResult) {
    super('dry run');
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The list's conditions, shared by the page and the CSV export. */
export function listConditions(caller: Caller, filter: ListFilter): SQL[] {
  const conditions: SQL[] = [
    eq(contacts.businessId, caller.businessId),
    isNull(contacts.mergedIntoId),
    isNull(contacts.deletedAt),
  ];
  if (filter.q) {
    conditions.push(sql`${contacts.searchText} like ${`%${escapeLike(filter.q.toLowerCase())}%`}`);
  }
  if (filter.tag) {
    conditions.push(
      sql`exists (select 1 from ${contactTags} where ${contactTags.contactId} = ${contacts.id} and ${contactTags.tag} = ${filter.tag.toLowerCase()})`,
    );
  }
  if (filter.owner === 'none') conditions.push(isNull(contacts.ownerId));
  else if (filter.owner === 'me') conditions.push(eq(contacts.ownerId, caller.userId));
  else if (typeof filter.owner === 'number') conditions.push(eq(contacts.ownerId, filter.owner));
  if (filter.channel) {
    conditions.push(
      sql`exists (select 1 from ${conversations} where ${conversations.contactId} = ${contacts.id} and ${conversations.channel} = ${filter.channel})`,
    );
  }
  return conditions;
}

async function assertMember(tx: Executor, businessId: number, userId: number): Promise<void> {
  const [member] = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.businessId, businessId), eq(memberships.userId, userId)));
  if (!member) {
    throw new ValidationError(CONTACT_TEXTS.ownerNotMember, {
      owner_id: [CONTACT_TEXTS.ownerNotMember],
    });
  }
}

export function createContactsService(deps: { db: Database; clock: () => Date; audit: AuditLog }) {
  const { db, clock, audit } = deps;

  async function bundle(tx: Executor, row: ContactRow): Promise<Contact> {
    return toContact(await loadBundle(tx, row));
  }

  return {
    async list(caller: Caller, query: ListQuery): Promise<ContactList> {
      const conditions = listConditions(caller, query);
      if (query.cursor) conditions.push(lt(contacts.id, Number(query.cursor)));
      const rows = await db
        .select()
        .from(contacts)
        .where(and(...conditions))
        .orderBy(desc(contacts.id))
        .limit(query.limit + 1);
      const page = rows.slice(0, query.limit);
      const tags = await tagsOf(
        db,
        page.map((row) => row.id),
      );
      const last = page.at(-1);
      return {
        data: page.map((row) => toContactListItem(row, tags.get(row.id) ?? [])),
        next_cursor: rows.length > query.limit && last ? String(last.id) : null,
      };
    },

    /** Pages of the filtered list, newest first, for the CSV export. */
    async *pages(caller: Caller, filter: ListFilter, pageSize = 1000) {
      let cursor: number | null = null;
      for (;;) {
        const conditions = listConditions(caller, filter);
        if (cursor !== null) conditions.push(lt(contacts.id, cursor));
        const rows = await db
          .select()
          .from(contacts)
          .where(and(...conditions))
          .orderBy(desc(contacts.id))
          .limit(pageSize);
        if (rows.length === 0) return;
        const tags = await tagsOf(
          db,
          rows.map((row) => row.id),
        );
        yield rows.map((row) => ({ row, tags: tags.get(row.id) ?? [] }));
        if (rows.length < pageSize) return;
        cursor = (rows.at(-1) as ContactRow).id;
      }
    },

    async create(caller: Caller, body: z.infer<typeof contactCreateSchema>): Promise<Contact> {
      const now = clock();
      return db.transaction(async (tx) => {
        if (body.owner_id) await assertMember(tx, caller.businessId, body.owner_id);
        if (body.attributes) await validateAttributes(tx, caller.businessId, body.attributes);
        const member = { source: 'member', at: now.toISOString(), by: caller.userId };
        const sources: Record<string, typeof member> = { name: member };
        if (body.company) sources.company = member;
        for (const key of Object.keys(body.attributes ?? {})) sources[`attributes.${key}`] = member;
        const [row] = await tx
          .insert(contacts)
          .values({
            businessId: caller.businessId,
            customerId: `manual:${randomUUID()}`,
            name: body.name,
            company: body.company || null,
            ownerId: body.owner_id ?? null,
            attributes: body.attributes ?? {},
            fieldSources: sources,
            createdAt: now,
            lastSeenAt: now,
            updatedAt: now,
          })
          .returning();
        if (!row) throw new Error('contact insert returned no row');
        await recordEvent(tx, {
          businessId: caller.businessId,
          contactId: row.id,
          kind: 'created',
          source: 'member',
          actorId: caller.userId,
          at: now,
        });
        if (body.tags?.length) {
          await tx.insert(contactTags).values(
            [...new Set(body.tags)].map((tag) => ({
              contactId: row.id,
              businessId: caller.businessId,
              tag,
            })),
          );
        }
        let contactId = row.id;
        for (const [kind, value] of [
          ['email', body.email],
          ['phone', body.phone],
        ] as [IdentityKind, string | undefined][]) {
          if (!value) continue;
          const outcome = await attachIdentity(tx, {
            db,
            businessId: caller.businessId,
            contactId,
            kind,
            value,
            verified: false,
            primary: true,
            source: 'member',
            actorId: caller.userId,
            now,
          });
          contactId = outcome.contactId;
        }
        const fresh = await liveContact(tx, caller.businessId, contactId);
        await suggestByNameAndCompany(tx, fresh, now);
        return bundle(tx, fresh);
      });
    },

    async get(caller: Caller, id: number): Promise<Contact> {
      return bundle(db, await liveContact(db, caller.businessId, id));
    },

    async update(
      caller: Caller,
      id: number,
      body: z.infer<typeof contactPatchSchema>,
    ): Promise<Contact> {
      const now = clock();
      return db.transaction(async (tx) => {
        const row = await liveContact(tx, caller.businessId, id, true);
        const member = { source: 'member', at: now.toISOString(), by: caller.userId };
        const fieldSources = { ...row.fieldSources };
        const changes: Partial<ContactRow> = {};
        const changed: { field: string; from: unknown; to: unknown }[] = [];
        const set = (field: string, column: 'name' | 'company' | 'ownerId', value: unknown) => {
          const next = value === '' ? null : value;
          if (next === row[column]) return;
          (changes as Record<string, unknown>)[column] = next;
          fieldSources[field] = member;
          changed.push({ field, from: row[column], to: next });
        };
        if (body.name !== undefined) set('name', 'name', body.name);
        if (body.company !== undefined) set('company', 'company', body.company);
        if (body.owner_id !== undefined) {
          if (body.owner_id !== null) await assertMember(tx, caller.businessId, body.owner_id);
          set('owner_id', 'ownerId', body.owner_id);
        }
        if (body.attributes) {
          await validateAttributes(tx, caller.businessId, body.attributes);
          const attributes = { ...row.attributes };
          for (const [key, value] of Object.entries(body.attributes) as [
            string,
            AttributeValue,
          ][]) {
            if (JSON.stringify(attributes[key] ?? null) === JSON.stringify(value)) continue;
            changed.push({ field: `attributes.${key}`, from: attributes[key] ?? null, to: value });
            if (value === null) delete attributes[key];
            else attributes[key] = value;
            fieldSources[`attributes.${key}`] = member;
          }
          changes.attributes = attributes;
        }
        if (body.consents) {
          const consents = { ...row.consents };
          for (const [channel, status] of Object.entries(body.consents as ContactConsentPatch)) {
            if (!status || consents[channel]?.status === status) continue;
            changed.push({
              field: `consents.${channel}`,
              from: consents[channel]?.status ?? null,
              to: status,
            });
            consents[channel] = { status, at: now.toISOString() };
          }
          changes.consents = consents;
        }
        if (changed.length === 0) return bundle(tx, row);
        const [updated] = await tx
          .update(contacts)
          .set({ ...changes, fieldSources, updatedAt: now })
          .where(eq(contacts.id, row.id))
          .returning();
        if (!updated) throw new NotFoundError(CONTACT_TEXTS.notFound);
        await recordFieldChanges(db, tx, {
          businessId: caller.businessId,
          contactId: row.id,
          source: 'member',
          actorId: caller.userId,
          changes: changed,
          at: now,
        });
        if (changes.name !== undefined || changes.company !== undefined) {
          await suggestByNameAndCompany(tx, updated, now);
        }
        return bundle(tx, updated);
      });
    },

    /**
     * Erases a contact: personal fields cleared, keys released (a device seen again starts a
     * new contact), hidden everywhere. Its conversations stay for the team's history.
     */
    async remove(caller: Caller, id: number, actor: AuditActor): Promise<void> {
      const now = clock();
      await db.transaction(async (tx) => {
        const row = await liveContact(tx, caller.businessId, id, true);
        await tx.delete(contactIdentities).where(eq(contactIdentities.contactId, id));
        await tx
          .delete(contactMergeSuggestions)
          .where(
            and(
              eq(contactMergeSuggestions.businessId, caller.businessId),
              sql`(${contactMergeSuggestions.contactId} = ${id} or ${contactMergeSuggestions.otherId} = ${id})`,
            ),
          );
        await tx
          .update(contacts)
          .set({
            customerId: `deleted:${id}:${row.customerId}`,
            name: null,
            email: null,
            phone: null,
            company: null,
            attributes: {},
            fieldSources: {},
            deletedAt: now,
            updatedAt: now,
          })
          .where(eq(contacts.id, id));
        await audit.record(
          caller.businessId,
          actor,
          { kind: 'contacts.deleted', target: `contact:${id}`, before: { name: row.name } },
          tx,
        );
      });
    },

    async addIdentity(
      caller: Caller,
      id: number,
      body: { kind: IdentityKind; value: string; verified: boolean; primary: boolean },
      actor: AuditActor,
    ): Promise<Contact> {
      const now = clock();
      const result = await db.transaction(async (tx) => {
        const outcome = await attachIdentity(tx, {
          db,
          businessId: caller.businessId,
          contactId: id,
          ...body,
          source: 'member',
          actorId: caller.userId,
          now,
        });
        if (outcome.outcome === 'merged') {
          await audit.record(
            caller.businessId,
            actor,
            {
              kind: 'contacts.merged',
              target: `contact:${outcome.contactId}`,
              after: { merge_id: outcome.mergeId, reason: outcome.reason, automatic: true },
            },
            tx,
          );
        }
        const contact = await bundle(
          tx,
          await liveContact(tx, caller.businessId, outcome.contactId),
        );
        return { outcome, contact };
      });
      // The suggestion is kept (committed above); the key stays with the other contact.
      if (result.outcome.outcome === 'suggested') {
        throw new AppError(409, 'conflict', CONTACT_TEXTS.identityTaken, {
          fields: { value: [CONTACT_TEXTS.identityTaken] },
        });
      }
      return result.contact;
    },

    async updateIdentity(
      caller: Caller,
      id: number,
      identityId: number,
      body: { primary?: true | undefined; verified?: boolean | undefined },
    ): Promise<Contact> {
      const now = clock();
      return db.transaction(async (tx) => {
        await liveContact(tx, caller.businessId, id);
        const [identity] = await tx
          .select()
          .from(contactIdentities)
          .where(and(eq(contactIdentities.id, identityId), eq(contactIdentities.contactId, id)));
        if (!identity) throw new NotFoundError('Identity not found.');
        if (body.primary && identity.kind !== 'email' && identity.kind !== 'phone') {
          throw new ValidationError('Only an email or a phone number can be primary', {
            primary: ['Only an email or a phone number can be primary'],
          });
        }
        if (body.verified === true && !identity.verified) {
          // Verifying a key is attaching it verified (it takes its own locks, in order).
          const outcome = await attachIdentity(tx, {
            db,
            businessId: caller.businessId,
            contactId: id,
            kind: identity.kind,
            value: identity.value,
            verified: true,
            primary: body.primary ?? false,
            source: 'member',
            actorId: caller.userId,
            now,
          });
          return bundle(tx, await liveContact(tx, caller.businessId, outcome.contactId));
        }
        const contact = await liveContact(tx, caller.businessId, id, true);
        if (body.verified === false) {
          await tx
            .update(contactIdentities)
            .set({ verified: false })
            .where(eq(contactIdentities.id, identityId));
        }
        if (body.primary) {
          await tx
            .update(contactIdentities)
            .set({ primary: sql`${contactIdentities.id} = ${identityId}` })
            .where(
              and(eq(contactIdentities.contactId, id), eq(contactIdentities.kind, identity.kind)),
            );
        }
        return bundle(tx, await syncPrimaryKeys(tx, contact.id, now));
      });
    },

    async removeIdentity(caller: Caller, id: number, identityId: number): Promise<Contact> {
      const now = clock();
      return db.transaction(async (tx) => {
        await liveContact(tx, caller.businessId, id, true);
        const [removed] = await tx
          .delete(contactIdentities)
          .where(and(eq(contactIdentities.id, identityId), eq(contactIdentities.contactId, id)))
          .returning();
        if (!removed) throw new NotFoundError('Identity not found.');
        await recordEvent(tx, {
          businessId: caller.businessId,
          contactId: id,
          kind: 'identity_removed',
          source: 'member',
          actorId: caller.userId,
          data: { kind: removed.kind, value: removed.value },
          at: now,
        });
        const row = await syncPrimaryKeys(tx, id, now);
        // The last email (or phone) removed: the column follows.
        const cleared: Partial<ContactRow> = {};
        if (removed.kind === 'email' && row.email === removed.value) cleared.email = null;
        if (removed.kind === 'phone' && row.phone === removed.value) cleared.phone = null;
        if (Object.keys(cleared).length === 0) return bundle(tx, row);
        const [updated] = await tx
          .update(contacts)
          .set(cleared)
          .where(eq(contacts.id, id))
          .returning();
        return bundle(tx, updated ?? row);
      });
    },

    async addTags(caller: Caller, id: number, tags: string[]): Promise<Contact> {
      const now = clock();
      return db.transaction(async (tx) => {
        const row = await liveContact(tx, caller.businessId, id, true);
        const added = await tx
          .insert(contactTags)
          .values(
            [...new Set(tags)].map((tag) => ({
              contactId: id,
              businessId: caller.businessId,
              tag,
            })),
          )
          .onConflictDoNothing()
          .returning({ tag: contactTags.tag });
        for (const { tag } of added) {
          await recordEvent(tx, {
            businessId: caller.businessId,
            contactId: id,
            kind: 'tagged',
            source: 'member',
            actorId: caller.userId,
            data: { tag },
            at: now,
          });
        }
        return bundle(tx, row);
      });
    },

    async removeTag(caller: Caller, id: number, tag: string): Promise<Contact> {
      const now = clock();
      return db.transaction(async (tx) => {
        const row = await liveContact(tx, caller.businessId, id, true);
        const removed = await tx
          .delete(contactTags)
          .where(and(eq(contactTags.contactId, id), eq(contactTags.tag, tag)))
          .returning();
        if (removed.length === 0) throw new NotFoundError('This contact has no such tag.');
        await recordEvent(tx, {
          businessId: caller.businessId,
          contactId: id,
          kind: 'untagged',
          source: 'member',
          actorId: caller.userId,
          data: { tag },
          at: now,
        });
        return bundle(tx, row);
      });
    },

    async notes(caller: Caller, id: number): Promise<ContactNote[]> {
      await liveContact(db, caller.businessId, id);
      const rows = await db
        .select({ note: contactNotes, authorName: users.name })
        .from(contactNotes)
        .leftJoin(users, eq(users.id, contactNotes.authorId))
        .where(eq(contactNotes.contactId, id))
        .orderBy(desc(contactNotes.id))
        .limit(200);
      return rows.map(({ note, authorName }) => ({
        id: note.id,
        text: note.text,
        author_id: note.authorId,
        author_name: authorName,
        created_at: note.createdAt.toISOString(),
      }));
    },

    async addNote(caller: Caller, id: number, text: string): Promise<ContactNote> {
      const now = clock();
      return db.transaction(async (tx) => {
        await liveContact(tx, caller.businessId, id, true);
        const [note] = await tx
          .insert(contactNotes)
          .values({
            businessId: caller.businessId,
            contactId: id,
            authorId: caller.userId,
            text,
            createdAt: now,
          })
          .returning();
        if (!note) throw new Error('note insert returned no row');
        await recordEvent(tx, {
          businessId: caller.businessId,
          contactId: id,
          kind: 'note_added',
          source: 'member',
          actorId: caller.userId,
          data: { note_id: note.id, text: text.slice(0, 200) },
          at: now,
        });
        const [author] = await tx
          .select({ name: users.name })
          .from(users)
          .where(eq(users.id, caller.userId));
        return {
          id: note.id,
          text: note.text,
          author_id: note.authorId,
          author_name: author?.name ?? null,
          created_at: note.createdAt.toISOString(),
        };
      });
    },

    async timeline(
      caller: Caller,
      id: number,
      query: { cursor?: string | undefined; limit: number },
    ): Promise<{ data: TimelineEvent[]; next_cursor: string | null }> {
      await liveContact(db, caller.businessId, id);
      const conditions = [eq(contactEvents.contactId, id)];
      if (query.cursor) conditions.push(lt(contactEvents.id, Number(query.cursor)));
      const rows = await db
        .select()
        .from(contactEvents)
        .where(and(...conditions))
        .orderBy(desc(contactEvents.id))
        .limit(query.limit + 1);
      const page = rows.slice(0, query.limit);
      const mergeIds = page
        .map((row) => row.data.merge_id)
        .filter((value): value is number => typeof value === 'number');
      const merges = mergeIds.length
        ? await db
            .select({
              id: contactMerges.id,
              primaryId: contactMerges.primaryId,
              undoneAt: contactMerges.undoneAt,
              createdAt: contactMerges.createdAt,
            })
            .from(contactMerges)
            .where(
              and(
                eq(contactMerges.businessId, caller.businessId),
                inArray(contactMerges.id, mergeIds),
              ),
            )
        : [];
      const byId = new Map(merges.map((merge) => [merge.id, merge]));
      const now = clock();
      const last = page.at(-1);
      return {
        data: page.map((row) => {
          const merge =
            row.kind === 'merged' && typeof row.data.merge_id === 'number'
              ? byId.get(row.data.merge_id)
              : undefined;
          return {
            id: row.id,
            kind: row.kind,
            source: row.source,
            actor_id: row.actorId,
            data: row.data,
            created_at: row.createdAt.toISOString(),
            merge: merge
              ? {
                  id: merge.id,
                  undoable: merge.primaryId === id && isUndoable(merge, now),
                  undone: merge.undoneAt !== null,
                }
              : null,
          };
        }),
        next_cursor: rows.length > query.limit && last ? String(last.id) : null,
      };
    },

    async conversations(caller: Caller, id: number) {
      await liveContact(db, caller.businessId, id);
      const rows = await db
        .select()
        .from(conversations)
        .where(
          and(eq(conversations.businessId, caller.businessId), eq(conversations.contactId, id)),
        )
        .orderBy(desc(conversations.lastActivityAt), desc(conversations.id))
        .limit(100);
      return rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        status: row.status,
        last_activity_at: row.lastActivityAt.toISOString(),
        created_at: row.createdAt.toISOString(),
      }));
    },

    async suggestions(caller: Caller) {
      const rows = await db
        .select()
        .from(contactMergeSuggestions)
        .where(
          and(
            eq(contactMergeSuggestions.businessId, caller.businessId),
            isNull(contactMergeSuggestions.dismissedAt),
          ),
        )
        .orderBy(desc(contactMergeSuggestions.id))
        .limit(100);
      const ids = [...new Set(rows.flatMap((row) => [row.contactId, row.otherId]))];
      const live = ids.length
        ? await db
            .select()
            .from(contacts)
            .where(
              and(
                eq(contacts.businessId, caller.businessId),
                inArray(contacts.id, ids),
                isNull(contacts.mergedIntoId),
                isNull(contacts.deletedAt),
              ),
            )
        : [];
      const byId = new Map(live.map((row) => [row.id, row]));
      const tags = await tagsOf(db, [...byId.keys()]);
      return rows.flatMap((row) => {
        const a = byId.get(row.contactId);
        const b = byId.get(row.otherId);
        if (!a || !b) return [];
        return [
          {
            id: row.id,
            reason: row.reason,
            contacts: [a, b].map((c) => toContactListItem(c, tags.get(c.id) ?? [])),
            created_at: row.createdAt.toISOString(),
          },
        ];
      });
    },

    async dismissSuggestion(caller: Caller, id: number): Promise<void> {
      const [row] = await db
        .update(contactMergeSuggestions)
        .set({ dismissedAt: clock() })
        .where(
          and(
            eq(contactMergeSuggestions.businessId, caller.businessId),
            eq(contactMergeSuggestions.id, id),
            isNull(contactMergeSuggestions.dismissedAt),
          ),
        )
        .returning({ id: contactMergeSuggestions.id });
      if (!row) throw new NotFoundError('Suggestion not found.');
    },

    async merge(
      caller: Caller,
      body: z.infer<typeof mergeRequestSchema>,
      actor: AuditActor,
    ): Promise<MergeResult> {
      const now = clock();
      try {
        return await retryingTransaction(db, async (tx) => {
          const outcome = await mergeInTx(tx, {
            businessId: caller.businessId,
            primaryId: body.primary_id,
            secondaryIds: body.secondary_ids,
            fieldChoices: body.field_choices,
            reason: 'Merged by a member',
            automatic: false,
            actorId: caller.userId,
            now,
          });
          await recordFieldChanges(db, tx, {
            businessId: caller.businessId,
            contactId: body.primary_id,
            source: 'member',
            actorId: caller.userId,
            changes: outcome.fieldChanges,
            at: now,
          });
          const result: MergeResult = {
            dry_run: body.dry_run,
            contact: await bundle(tx, outcome.row),
            merge_ids: body.dry_run ? [] : outcome.mergeIds,
            moved: outcome.moved,
          };
          // A dry run is the real merge, rolled back: its preview cannot drift from it.
          if (body.dry_run) throw new DryRunRollback(result);
          await audit.record(
            caller.businessId,
            actor,
            {
              kind: 'contacts.merged',
              target: `contact:${body.primary_id}`,
              after: {
                secondary_ids: body.secondary_ids,
                merge_ids: outcome.mergeIds,
                field_choices: body.field_choices ?? {},
              },
            },
            tx,
          );
          return result;
        });
      } catch (error) {
        if (error instanceof DryRunRollback) return error.result;
        throw error;
      }
    },

    async undoMerge(caller: Caller, mergeId: number, actor: AuditActor): Promise<Contact> {
      const now = clock();
      return retryingTransaction(db, async (tx) => {
        const restored = await undoMergeInTx(
          tx,
          { businessId: caller.businessId, mergeId, actorId: caller.userId, now },
          // What the primary gave back, the same path as a merge's changes (timeline, triggers).
          (contactId, changes) =>
            recordFieldChanges(db, tx, {
              businessId: caller.businessId,
              contactId,
              source: 'member',
              actorId: caller.userId,
              changes,
              at: now,
            }),
        );
        await audit.record(
          caller.businessId,
          actor,
          {
            kind: 'contacts.merge_undone',
            target: `contact:${restored.id}`,
            after: { merge_id: mergeId },
          },
          tx,
        );
        return bundle(tx, restored);
      });
    },
  };
}
export type ContactsService = ReturnType<typeof createContactsService>;
