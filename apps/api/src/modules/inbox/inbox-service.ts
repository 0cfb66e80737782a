// The inbox: every conversation of a business for its members — the filtered, cursor-paged
// list with counts per status, one conversation, its thread page by page, replies and notes,
// state changes (through the chat module's takeover, which owns who may speak), read marks.
import {
  type ConversationPage,
  INBOX_STATUSES,
  INBOX_TEXTS,
  type InboxConversation,
  type MessagePage,
} from '@lisa/contracts/inbox';
import {
  and,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { memberships, users } from '../../db/schema/accounts.ts';
import {
  type ConversationStatus,
  contacts,
  conversations,
  messages,
} from '../../db/schema/core.ts';
import { conversationReads } from '../../db/schema/inbox.ts';
import { AppError, NotFoundError } from '../../platform/http/app-error.ts';
import type { AttachmentsService } from '../attachments/attachments-service.ts';
import { taggedWith, tagsOf } from '../campaigns/conversation-tags.ts';
import type { Takeover } from '../chat/takeover.ts';
import { decodeCursor, encodeCursor } from './inbox-cursor.ts';
import type { ConversationTagEdits } from './inbox-tags.ts';
import { toInboxConversation, toInboxMessage } from './inbox-views.ts';
import type { ReplyMailer } from './reply-mail.ts';

export interface Viewer {
  businessId: number;
  userId: number;
}

export interface ListFilter {
  status?: ConversationStatus | undefined;
  channel?: string | undefined;
  assignee?: 'me' | 'unassigned' | number | undefined;
  q?: string | undefined;
  unread?: 'true' | 'false' | undefined;
  tag?: string | undefined;
  cursor?: string | undefined;
  limit: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createInboxService(options: {
  db: Database;
  takeover: Takeover;
  /** Emails a reply to a visitor who is not connected (when they left an address). */
  replyMailer?: ReplyMailer;
  /** Claims the files a reply names (modules/attachments). */
  files?: AttachmentsService;
  /** Refuses a public reply a channel would refuse (Meta's 24-hour window, modules/channels). */
  replyGuard?: (conversation: { id: number; channel: string }, isPrivate: boolean) => Promise<void>;
  /** Tags put on and taken off by hand (inbox-tags.ts). */
  tagEdits: ConversationTagEdits;
}) {
  const { db, takeover } = options;

  /** Messages of a conversation the viewer has not read (their own replies never count). */
  function unreadOf(viewer: Viewer): SQL<number> {
    return sql<number>`(
      select count(*)::int from ${messages} m
      where m.conversation_id = ${conversations.id}
        and m.id > coalesce((
          select r.last_read_message_id from ${conversationReads} r
          where r.conversation_id = ${conversations.id} and r.user_id = ${viewer.userId}
        ), 0)
        and not (m.sender = 'agent' and m.sender_id = ${String(viewer.userId)})
    )`;
  }

  /**
   * The conversations a search matches — a message's text, the contact's name or email —
   * read once per list call (the page and the counts both use them). The message side is
   * served by the trigram index on messages.text (pg_trgm), the contact side by the one on
   * contacts.search_text (name, email, phone and company, lower-cased).
   */
  async function searchHits(businessId: number, q: string): Promise<number[]> {
    const pattern = `%${escapeLike(q)}%`;
    const rows = await db
      .select({ id: messages.conversationId })
      .from(messages)
      .where(and(eq(messages.businessId, businessId), ilike(messages.text, pattern)))
      .union(
        // The contacts first, through their trigram index on search_text (name, email,
        // phone, company); joining every conversation to its contact and filtering after
        // read all of them (330 ms of the search's 600 ms at 10,000 conversations). The
        // business is checked on the conversations only: with it on contacts too, a planner
        // without statistics (PGlite has no autovacuum) reads the business's every contact
        // through contacts_business_customer_uq instead of the trigram index.
        db
          .select({ id: conversations.id })
          .from(conversations)
          .where(
            and(
              eq(conversations.businessId, businessId),
              inArray(
                conversations.contactId,
                db
                  .select({ id: contacts.id })
                  .from(contacts)
                  .where(ilike(contacts.searchText, pattern)),
              ),
            ),
          ),
      );
    return rows.map((row) => row.id);
  }

  /** Every filter but the status (the counts are per status under the others). */
  function filters(viewer: Viewer, filter: ListFilter, hits: number[] | null): SQL[] {
    const where: SQL[] = [eq(conversations.businessId, viewer.businessId)];
    if (filter.channel) where.push(eq(conversations.channel, filter.channel));
    if (filter.assignee === 'me') where.push(eq(conversations.assigneeId, String(viewer.userId)));
    else if (filter.assignee === 'unassigned') where.push(isNull(conversations.assigneeId));
    else if (typeof filter.assignee === 'number')
      where.push(eq(conversations.assigneeId, String(filter.assignee)));
    if (hits) {
      // One text parameter, however many ids: both drivers take it alike.
      where.push(sql`${conversations.id} = any(string_to_array(${hits.join(',')}, ',')::int[])`);
    }
    if (filter.unread === 'true') where.push(sql`${unreadOf(viewer)} > 0`);
    if (filter.tag) where.push(taggedWith(viewer.businessId, filter.tag));
    return where;
  }

  async function lastMessages(businessId: number, ids: number[]) {
    if (ids.length === 0) return new Map<number, typeof messages.$inferSelect>();
    const rows = await db
      .selectDistinctOn([messages.conversationId])
      .from(messages)
      .where(and(eq(messages.businessId, businessId), inArray(messages.conversationId, ids)))
      .orderBy(messages.conversationId, desc(messages.id));
    return new Map(rows.map((row) => [row.conversationId, row]));
  }

  async function one(viewer: Viewer, id: number): Promise<InboxConversation> {
    const [row] = await db
      .select({ conversation: conversations, contact: contacts, unread: unreadOf(viewer) })
      .from(conversations)
      .innerJoin(contacts, eq(contacts.id, conversations.contactId))
      .where(and(eq(conversations.id, id), eq(conversations.businessId, viewer.businessId)));
    if (!row) throw new NotFoundError(`Conversation ${id} not found`);
    const [last, tags] = await Promise.all([
      lastMessages(viewer.businessId, [id]),
      tagsOf(db, viewer.businessId, [id]),
    ]);
    return toInboxConversation(row.conversation, row.contact, {
      lastMessage: last.get(id) ?? null,
      unreadCount: Number(row.unread),
      tags: tags.get(id),
    });
  }

  return {
    get: one,

    async list(viewer: Viewer, filter: ListFilter): Promise<ConversationPage> {
      const hits = filter.q ? await searchHits(viewer.businessId, filter.q) : null;
      const where = filters(viewer, filter, hits);
      const paged = [...where];
      if (filter.status) paged.push(eq(conversations.status, filter.status));
      if (filter.cursor) {
        const at = decodeCursor(filter.cursor);
        const before = or(
          lt(conversations.lastActivityAt, at.lastActivityAt),
          and(eq(conversations.lastActivityAt, at.lastActivityAt), lt(conversations.id, at.id)),
        );
        if (before) paged.push(before);
      }
      const [rows, perStatus] = await Promise.all([
        db
          .select({ conversation: conversations, contact: contacts, unread: unreadOf(viewer) })
          .from(conversations)
          .innerJoin(contacts, eq(contacts.id, conversations.contactId))
          .where(and(...paged))
          .orderBy(desc(conversations.lastActivityAt), desc(conversations.id))
          .limit(filter.limit + 1),
        // No join to contacts: every conversation has one (contact_id is a required foreign
        // key), and joining 10,000 rows for nothing was most of the first page's time.
        db
          .select({ status: conversations.status, n: count() })
          .from(conversations)
          .where(and(...where))
          .groupBy(conversations.status),
      ]);
      const page = rows.slice(0, filter.limit);
      const ids = page.map((row) => row.conversation.id);
      const [last, tags] = await Promise.all([
        lastMessages(viewer.businessId, ids),
        tagsOf(db, viewer.businessId, ids),
      ]);
      const counts = Object.fromEntries(INBOX_STATUSES.map((status) => [status, 0])) as Record<
        ConversationStatus,
        number
      >;
      for (const row of perStatus) counts[row.status] = Number(row.n);
      const tail = page.at(-1);
      return {
        data: page.map((row) =>
          toInboxConversation(row.conversation, row.contact, {
            lastMessage: last.get(row.conversation.id) ?? null,
            unreadCount: Number(row.unread),
            tags: tags.get(row.conversation.id),
          }),
        ),
        next_cursor:
          rows.length > filter.limit && tail
            ? encodeCursor({
                lastActivityAt: tail.conversation.lastActivityAt,
                id: tail.conversation.id,
              })
            : null,
        counts,
      };
    },

    async messages(
      viewer: Viewer,
      id: number,
      page: { before?: number | undefined; limit: number },
    ): Promise<MessagePage> {
      await one(viewer, id);
      const where = [eq(messages.conversationId, id), eq(messages.businessId, viewer.businessId)];
      if (page.before) where.push(lt(messages.id, page.before));
      const rows = await db
        .select({ message: messages, author: users.name })
        .from(messages)
        .leftJoin(users, sql`${messages.senderId} = ${users.id}::text`)
        .where(and(...where))
        .orderBy(desc(messages.id))
        .limit(page.limit + 1);
      const shown = rows.slice(0, page.limit).reverse();
      return {
        data: shown.map((row) => toInboxMessage(row.message, row.author)),
        next_before: rows.length > page.limit ? (shown[0]?.message.id ?? null) : null,
      };
    },

    async reply(
      viewer: Viewer,
      id: number,
      text: string,
      isPrivate: boolean,
      fileIds: readonly number[] = [],
    ) {
      const conversation = await one(viewer, id);
      // On WhatsApp, Messenger and Instagram the files go through Meta (channels/channel-media-send.ts).
      await options.replyGuard?.(conversation, isPrivate);
      const files =
        fileIds.length > 0 && options.files
          ? await options.files.claim(viewer.businessId, id, fileIds)
          : [];
      const claimFiles = files.length > 0 ? options.files : undefined;
      const stored = await takeover.storeAgentMessage(id, String(viewer.userId), text, {
        private: isPrivate,
        attachments: files,
        // Taken in the message's own transaction: the unsent-files sweep cannot slip between.
        ...(claimFiles
          ? {
              beforeStore: (tx, now) =>
                claimFiles.markSent(tx, viewer.businessId, id, fileIds, now),
            }
          : {}),
      });
      if (!isPrivate) {
        await options.replyMailer?.replied(id, stored.message.text, stored.authorName);
      }
      return {
        message: toInboxMessage(stored.message, stored.authorName),
        conversation: await one(viewer, id),
      };
    },

    async update(
      viewer: Viewer,
      id: number,
      change: {
        status?: ConversationStatus | undefined;
        assignee_id?: number | null | undefined;
        version?: number | undefined;
      },
    ): Promise<InboxConversation> {
      await one(viewer, id);
      if (typeof change.assignee_id === 'number') {
        const [member] = await db
          .select({ userId: memberships.userId })
          .from(memberships)
          .where(
            and(
              eq(memberships.businessId, viewer.businessId),
              eq(memberships.userId, change.assignee_id),
            ),
          );
        if (!member) {
          throw new AppError(400, 'validation_failed', INBOX_TEXTS.assigneeNotMember, {
            fields: { assignee_id: [INBOX_TEXTS.assigneeNotMember] },
          });
        }
      }
      await takeover.changeConversation(
        id,
        {
          ...(change.status ? { status: change.status } : {}),
          ...(change.assignee_id !== undefined
            ? { assigneeId: change.assignee_id === null ? null : String(change.assignee_id) }
            : {}),
          actorId: String(viewer.userId),
        },
        change.version,
      );
      return one(viewer, id);
    },

    async addTag(viewer: Viewer, id: number, tag: string): Promise<InboxConversation> {
      await options.tagEdits.add(viewer, id, tag);
      return one(viewer, id);
    },

    async removeTag(viewer: Viewer, id: number, tag: string): Promise<InboxConversation> {
      await options.tagEdits.remove(viewer, id, tag);
      return one(viewer, id);
    },

    tagList: (viewer: Viewer) => options.tagEdits.list(viewer.businessId),

    /** Everything in the conversation up to now counts as read by the viewer. */
    async markRead(viewer: Viewer, id: number): Promise<void> {
      await one(viewer, id);
      const [newest] = await db
        .select({ id: messages.id })
        .from(messages)
        .where(eq(messages.conversationId, id))
        .orderBy(desc(messages.id))
        .limit(1);
      if (!newest) return;
      await db
        .insert(conversationReads)
        .values({ conversationId: id, userId: viewer.userId, lastReadMessageId: newest.id })
        .onConflictDoUpdate({
          target: [conversationReads.conversationId, conversationReads.userId],
          set: { lastReadMessageId: newest.id, readAt: sql`now()` },
          where: gt(sql`excluded.last_read_message_id`, conversationReads.lastReadMessageId),
        });
    },
  };
}
export type InboxService = ReturnType<typeof createInboxService>;
