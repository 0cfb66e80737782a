// A person's rights over what a business holds about them (reliability issue, privacy): the
// export of everything stored about a contact, and its erasure. Both act on the contact and
// every record merged into it (their rows are kept for undo, so they hold the same person).
//
// Erasure keeps the shape of the business's history (conversations, their message count and
// times, deals, tasks, credits) and removes the person from it: every message's text is
// replaced, attachments and identities deleted, the lead and form fields that name them
// cleared, the merge snapshots (which copy their values) and pending realtime and webhook
// payloads dropped. The erasure itself is in the audit log, with counts only.
import {
  CONTACT_EXPORT_FORMAT,
  CONTACT_TEXTS,
  type ContactDataExport,
  type ContactErasure,
  ERASED_MESSAGE_TEXT,
} from '@lisa/contracts/contacts';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { csatAsks } from '../../db/schema/analytics.ts';
import {
  contactEvents,
  contactIdentities,
  contactMergeSuggestions,
  contactMerges,
  contactNotes,
  contactTags,
} from '../../db/schema/contacts.ts';
import {
  attachments,
  businesses,
  contacts,
  conversations,
  emailOutbox,
  formSubmissions,
  messages,
  tasks,
} from '../../db/schema/core.ts';
import { webhookEvents } from '../../db/schema/public-api.ts';
import { realtimeEvents } from '../../db/schema/realtime.ts';
import { deals, leads } from '../../db/schema/sales.ts';
import type { AuditActor, AuditLog } from '../../platform/audit/audit-log.ts';
import { NotFoundError } from '../../platform/http/app-error.ts';
import type { StorageRemovals } from '../../platform/storage/storage-removals.ts';
import { type ContactRow, loadBundle, recordEvent } from './contact-rows.ts';
import type { Caller } from './contacts-service.ts';
import { toContact } from './contacts-views.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * The contact (not merged into another; a deleted one still holds data, so it counts) and the
 * ids of every record merged into it, directly or through another merge.
 */
async function familyOf(
  tx: Executor,
  businessId: number,
  id: number,
  lock: boolean,
): Promise<{ row: ContactRow; ids: number[] }> {
  const query = tx
    .select()
    .from(contacts)
    .where(
      and(eq(contacts.businessId, businessId), eq(contacts.id, id), isNull(contacts.mergedIntoId)),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new NotFoundError(CONTACT_TEXTS.notFound);
  const ids = [id];
  for (let frontier = [id]; frontier.length > 0; ) {
    const children = await tx
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.businessId, businessId), inArray(contacts.mergedIntoId, frontier)));
    frontier = children.map((c) => c.id).filter((child) => !ids.includes(child));
    ids.push(...frontier);
  }
  return { row, ids };
}

/** Every email address the family is or was known by (row values and identities). */
async function emailsOf(tx: Executor, ids: number[]): Promise<string[]> {
  const [rows, keys] = await Promise.all([
    tx.select({ email: contacts.email }).from(contacts).where(inArray(contacts.id, ids)),
    tx
      .select({ value: contactIdentities.value })
      .from(contactIdentities)
      .where(and(inArray(contactIdentities.contactId, ids), eq(contactIdentities.kind, 'email'))),
  ]);
  const emails = [...rows.map((r) => r.email), ...keys.map((k) => k.value)];
  return [...new Set(emails.filter((e): e is string => !!e).map((e) => e.toLowerCase()))];
}

export function createContactPrivacy(deps: {
  db: Database;
  clock: () => Date;
  audit: AuditLog;
  /** The erased files' bytes go once the erasure has committed. */
  storageRemovals: Pick<StorageRemovals, 'afterCommit'>;
}) {
  const { db, clock, audit } = deps;

  return {
    async exportData(caller: Caller, id: number): Promise<ContactDataExport> {
      return db.transaction(async (tx) => {
        const { row, ids } = await familyOf(tx, caller.businessId, id, false);
        const emails = await emailsOf(tx, ids);
        const [
          business,
          bundle,
          mergedRows,
          notes,
          events,
          chats,
          leadRows,
          dealRows,
          taskRows,
          forms,
        ] = await Promise.all([
          tx
            .select({ id: businesses.id, name: businesses.name })
            .from(businesses)
            .where(eq(businesses.id, caller.businessId)),
          loadBundle(tx, row),
          tx
            .select()
            .from(contacts)
            .where(and(inArray(contacts.id, ids), sql`${contacts.id} <> ${id}`))
            .orderBy(asc(contacts.id)),
          tx
            .select()
            .from(contactNotes)
            .where(inArray(contactNotes.contactId, ids))
            .orderBy(asc(contactNotes.id)),
          tx
            .select()
            .from(contactEvents)
            .where(inArray(contactEvents.contactId, ids))
            .orderBy(asc(contactEvents.id)),
          tx
            .select()
            .from(conversations)
            .where(inArray(conversations.contactId, ids))
            .orderBy(asc(conversations.id)),
          tx.select().from(leads).where(inArray(leads.contactId, ids)).orderBy(asc(leads.id)),
          tx.select().from(deals).where(inArray(deals.contactId, ids)).orderBy(asc(deals.id)),
          tx.select().from(tasks).where(inArray(tasks.contactId, ids)).orderBy(asc(tasks.id)),
          emails.length === 0
            ? Promise.resolve([])
            : tx
                .select()
                .from(formSubmissions)
                .where(
                  and(
                    eq(formSubmissions.businessId, caller.businessId),
                    inArray(sql`lower(${formSubmissions.email})`, emails),
                  ),
                )
                .orderBy(asc(formSubmissions.id)),
        ]);
        const messageRows =
          chats.length === 0
            ? []
            : await tx
                .select()
                .from(messages)
                .where(
                  inArray(
                    messages.conversationId,
                    chats.map((c) => c.id),
                  ),
                )
                .orderBy(asc(messages.id));
        return {
          format: CONTACT_EXPORT_FORMAT,
          exported_at: clock().toISOString(),
          business: business[0] ?? { id: caller.businessId, name: '' },
          contact: toContact(bundle),
          merged_records: mergedRows.map((m) => ({
            id: m.id,
            name: m.name,
            email: m.email,
            phone: m.phone,
            company: m.company,
            attributes: m.attributes,
            created_at: m.createdAt.toISOString(),
          })),
          notes: notes.map((n) => ({ text: n.text, created_at: n.createdAt.toISOString() })),
          timeline: events.map((e) => ({
            kind: e.kind,
            source: e.source,
            data: e.data,
            created_at: e.createdAt.toISOString(),
          })),
          conversations: chats.map((c) => ({
            id: c.id,
            channel: c.channel,
            status: c.status,
            created_at: c.createdAt.toISOString(),
            messages: messageRows
              .filter((m) => m.conversationId === c.id)
              .map((m) => ({
                id: m.id,
                sender: m.sender,
                private: m.private,
                text: m.text,
                attachments: m.attachments.map((a) => ({
                  name: a.name,
                  content_type: a.contentType,
                  size: a.size,
                })),
                created_at: m.createdAt.toISOString(),
              })),
          })),
          leads: leadRows.map((l) => ({
            id: l.id,
            name: l.name,
            email: l.email,
            phone: l.phone,
            company: l.company,
            notes: l.notes,
            status: l.status,
            source: l.source,
            created_at: l.createdAt.toISOString(),
          })),
          deals: dealRows.map((d) => ({
            id: d.id,
            title: d.title,
            amount_minor: d.amountMinor,
            currency: d.currency,
            created_at: d.createdAt.toISOString(),
          })),
          tasks: taskRows.map((t) => ({
            id: t.id,
            title: t.title,
            description: t.description,
            status: t.status,
            due_at: iso(t.dueAt),
            created_at: t.createdAt.toISOString(),
          })),
          form_submissions: forms.map((f) => ({
            id: f.id,
            type: f.type,
            payload: f.payload,
            created_at: f.createdAt.toISOString(),
          })),
        };
      });
    },

    async erase(caller: Caller, id: number, actor: AuditActor): Promise<ContactErasure> {
      const now = clock();
      let fileKeys: (string | null)[] = [];
      const report = await db.transaction(async (tx) => {
        const { ids } = await familyOf(tx, caller.businessId, id, true);
        const emails = await emailsOf(tx, ids);
        const chatIds = (
          await tx
            .select({ id: conversations.id })
            .from(conversations)
            .where(inArray(conversations.contactId, ids))
        ).map((c) => c.id);
        const leadIds = (
          await tx.select({ id: leads.id }).from(leads).where(inArray(leads.contactId, ids))
        ).map((l) => l.id);

        let messageCount = 0;
        let attachmentCount = 0;
        if (chatIds.length > 0) {
          const erased = await tx
            .update(messages)
            .set({ text: ERASED_MESSAGE_TEXT, citations: [], attachments: [] })
            .where(inArray(messages.conversationId, chatIds))
            .returning({ id: messages.id });
          messageCount = erased.length;
          const files = await tx
            .delete(attachments)
            .where(inArray(attachments.conversationId, chatIds))
            .returning({ id: attachments.id, storageKey: attachments.storageKey });
          attachmentCount = files.length;
          fileKeys = files.map((file) => file.storageKey);
          await tx.delete(realtimeEvents).where(inArray(realtimeEvents.conversationId, chatIds));
          // A WhatsApp rating question keeps the customer's number: gone with them.
          await tx.delete(csatAsks).where(inArray(csatAsks.conversationId, chatIds));
          await tx
            .update(conversations)
            .set({ handoffReason: null })
            .where(inArray(conversations.id, chatIds));
        }
        // Payloads copied for webhook receivers (deliveries go with their event).
        const chatKeys = chatIds.map(String);
        const webhookMatches = [
          ...(chatKeys.length > 0
            ? [
                inArray(sql`${webhookEvents.data}->>'conversation_id'`, chatKeys),
                inArray(sql`${webhookEvents.data}->'conversation'->>'id'`, chatKeys),
              ]
            : []),
          ...(leadIds.length > 0
            ? [inArray(sql`(${webhookEvents.data}->'lead'->>'id')`, leadIds.map(String))]
            : []),
        ];
        if (webhookMatches.length > 0) {
          await tx
            .delete(webhookEvents)
            .where(and(eq(webhookEvents.businessId, caller.businessId), or(...webhookMatches)));
        }
        if (leadIds.length > 0) {
          await tx
            .update(leads)
            .set({ name: null, email: null, phone: null, company: null, notes: null })
            .where(inArray(leads.id, leadIds));
        }
        let formCount = 0;
        if (emails.length > 0) {
          const forms = await tx
            .update(formSubmissions)
            .set({ email: null, payload: { erased: true } })
            .where(
              and(
                eq(formSubmissions.businessId, caller.businessId),
                inArray(sql`lower(${formSubmissions.email})`, emails),
              ),
            )
            .returning({ id: formSubmissions.id });
          formCount = forms.length;
          // Transcripts and notices to the person's own addresses, sent or not.
          await tx.delete(emailOutbox).where(inArray(sql`lower(${emailOutbox.to})`, emails));
        }

        await tx.delete(contactIdentities).where(inArray(contactIdentities.contactId, ids));
        await tx.delete(contactTags).where(inArray(contactTags.contactId, ids));
        await tx.delete(contactNotes).where(inArray(contactNotes.contactId, ids));
        await tx.delete(contactEvents).where(inArray(contactEvents.contactId, ids));
        // A merge's snapshot copies the merged record's values: undo ends with the erasure.
        await tx
          .delete(contactMerges)
          .where(
            or(inArray(contactMerges.primaryId, ids), inArray(contactMerges.secondaryId, ids)),
          );
        await tx
          .delete(contactMergeSuggestions)
          .where(
            or(
              inArray(contactMergeSuggestions.contactId, ids),
              inArray(contactMergeSuggestions.otherId, ids),
            ),
          );
        await tx
          .update(contacts)
          .set({
            customerId: sql`'erased:' || ${contacts.id}`,
            name: null,
            email: null,
            phone: null,
            company: null,
            attributes: {},
            fieldSources: {},
            consents: {},
            deletedAt: sql`coalesce(${contacts.deletedAt}, ${now.toISOString()}::timestamptz)`,
            updatedAt: now,
          })
          .where(inArray(contacts.id, ids));
        await recordEvent(tx, {
          businessId: caller.businessId,
          contactId: id,
          kind: 'erased',
          source: 'member',
          actorId: caller.userId,
          at: now,
        });

        const report: ContactErasure = {
          contacts: ids.length,
          conversations: chatIds.length,
          messages: messageCount,
          attachments: attachmentCount,
          leads: leadIds.length,
          form_submissions: formCount,
        };
        await audit.record(
          caller.businessId,
          actor,
          { kind: 'contacts.erased', target: `contact:${id}`, after: { ...report } },
          tx,
        );
        return report;
      });
      // Bytes go once their rows are gone for good (a rolled-back erasure keeps both); the
      // delete's trigger listed their keys, so a store that fails now is retried by a job.
      await deps.storageRemovals.afterCommit(fileKeys);
      return report;
    },
  };
}

export type ContactPrivacy = ReturnType<typeof createContactPrivacy>;
