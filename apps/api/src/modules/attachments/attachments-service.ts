// Files of a conversation: the ones visitors send with their messages and the ones members
// attach in the inbox composer. A member's file is uploaded to its conversation first, then
// sent by naming its id in a reply or note (claimed once: a file already sent cannot be
// sent again). Read back by the business's members (any conversation of theirs) or by the
// visitor (their own conversation, through the visitor token) — and then only a file a
// message the visitor can see carries: never one of a private note, never one not sent yet.
// Always served as a download: a stored HTML or SVG file must never render as a page.
import { ATTACHMENT_TEXTS, type UploadedAttachment } from '@lisa/contracts/attachments';
import type { ChatAttachment } from '@lisa/contracts/chat';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import {
  attachments,
  conversations,
  messages,
  type StoredAttachment,
} from '../../db/schema/core.ts';
import { NotFoundError, ValidationError } from '../../platform/http/app-error.ts';
import { attachmentBytes, storeAttachment } from '../../platform/storage/attachment-files.ts';
import type { FileStore } from '../../platform/storage/file-store.ts';
import type { AttachmentCleanup } from './attachments-cleanup.ts';

export interface StoredFile {
  name: string;
  contentType: string;
  body: Buffer;
}

/** `filename` for ASCII clients and `filename*` (RFC 5987) for the real name. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** A message of the file's conversation carries it (only messages the visitor sees, if asked). */
function sentIn(visibleToVisitor: boolean): SQL {
  return sql`exists (
    select 1 from ${messages} m
    where m.conversation_id = ${attachments.conversationId}
      and m.attachments @> jsonb_build_array(jsonb_build_object('id', ${attachments.id}))
      ${visibleToVisitor ? sql`and m.private = false` : sql``}
  )`;
}

const notUploaded = () =>
  new ValidationError(ATTACHMENT_TEXTS.notUploaded, {
    attachments: [ATTACHMENT_TEXTS.notUploaded],
  });

/** `cleanup` (the attachments module's) deletes unsent uploads; other users only read and claim. */
export function createAttachmentsService(
  db: Database,
  storage: FileStore,
  cleanup?: AttachmentCleanup,
) {
  async function find(where: SQL | undefined): Promise<StoredFile> {
    const [row] = await db.select().from(attachments).where(where);
    if (!row) throw new NotFoundError('Attachment not found');
    return {
      name: row.name,
      contentType: row.contentType,
      body: await attachmentBytes(storage, row),
    };
  }

  return {
    forMember: (businessId: number, id: number) =>
      find(and(eq(attachments.id, id), eq(attachments.businessId, businessId))),

    forVisitor: (claims: { businessId: number; conversationId: number }, id: number) =>
      find(
        and(
          eq(attachments.id, id),
          eq(attachments.businessId, claims.businessId),
          eq(attachments.conversationId, claims.conversationId),
          sentIn(true),
        ),
      ),

    /** A member's file, stored in its conversation until a reply or note sends it. */
    async upload(
      businessId: number,
      conversationId: number,
      file: ChatAttachment,
    ): Promise<UploadedAttachment> {
      const [conversation] = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.id, conversationId), eq(conversations.businessId, businessId)));
      if (!conversation) throw new NotFoundError(`Conversation ${conversationId} not found`);
      const row = await storeAttachment(db, storage, { businessId, conversationId }, file);
      // Deleted a day from now unless a reply or note has sent it (attachments-cleanup.ts).
      await cleanup?.scheduleSweep();
      return { id: row.id, name: file.name, content_type: file.content_type, size: row.size };
    },

    /**
     * The files a reply names, in its order: each uploaded to this conversation of this
     * business and not sent yet; otherwise nothing is sent (400).
     */
    async claim(
      businessId: number,
      conversationId: number,
      ids: readonly number[],
    ): Promise<StoredAttachment[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({
          id: attachments.id,
          name: attachments.name,
          contentType: attachments.contentType,
          size: attachments.size,
        })
        .from(attachments)
        .where(
          and(
            inArray(attachments.id, [...ids]),
            eq(attachments.businessId, businessId),
            eq(attachments.conversationId, conversationId),
            isNull(attachments.sentAt),
            sql`not ${sentIn(false)}`,
          ),
        );
      const byId = new Map(rows.map((row) => [row.id, row]));
      const files = ids.map((id) => byId.get(id));
      if (files.some((file) => !file)) throw notUploaded();
      return files as StoredAttachment[];
    },

    /**
     * In the transaction that stores the message: takes the files for it, each still unsent
     * (sent_at set in one statement). A file the sweep deleted, or another reply took, in the
     * meantime fails the whole message (400) — never a message naming a file that is gone.
     */
    async markSent(
      executor: Executor,
      businessId: number,
      conversationId: number,
      ids: readonly number[],
      now: Date,
    ): Promise<void> {
      if (ids.length === 0) return;
      const taken = await executor
        .update(attachments)
        .set({ sentAt: now })
        .where(
          and(
            inArray(attachments.id, [...ids]),
            eq(attachments.businessId, businessId),
            eq(attachments.conversationId, conversationId),
            isNull(attachments.sentAt),
          ),
        )
        .returning({ id: attachments.id });
      if (taken.length !== new Set(ids).size) throw notUploaded();
    },
  };
}
export type AttachmentsService = ReturnType<typeof createAttachmentsService>;
