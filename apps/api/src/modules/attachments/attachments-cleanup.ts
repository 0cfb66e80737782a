// Files uploaded in the composer but never sent (the member removed them, closed the tab, or
// sent the reply without them) are deleted after a day: the row, then its stored bytes
// (platform/storage, once the delete has committed). Every upload queues one sweep for a day later
// (context.jobs, so it survives a restart); a sweep deletes every unsent file of any business
// older than 24 h, so it is idempotent and a missed one is caught by the next. A file a
// message carries — a reply's, a private note's, a visitor's — is never touched.
import { and, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { attachments, messages } from '../../db/schema/core.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { StorageRemovals } from '../../platform/storage/storage-removals.ts';

export const ATTACHMENT_SWEEP_JOB = 'attachments.sweep-unsent';
/** How long an uploaded file may wait to be sent. */
export const UNSENT_ATTACHMENT_TTL_MS = 24 * 60 * 60 * 1000;
/** A sweep runs this long after the upload's file expires (clock skew between processes). */
const SWEEP_MARGIN_MS = 60 * 1000;

export function createAttachmentCleanup(
  db: Database,
  jobs: JobQueue,
  removals: Pick<StorageRemovals, 'afterCommit'>,
) {
  /** Deletes unsent files uploaded before `now - 24 h`; answers how many. */
  async function sweep(now: Date = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - UNSENT_ATTACHMENT_TTL_MS);
    // One statement, conditional on the row itself: a send marks sent_at in its own
    // transaction (attachments-service.ts markSent), so a delete that meets a send's
    // uncommitted claim waits for it and then re-reads the row (sent: kept), and a send that
    // meets this delete finds no row and stores no message (400). The messages check covers
    // rows sent before sent_at existed. Served by attachments_unsent_created_idx.
    const deleted = await db
      .delete(attachments)
      .where(
        and(
          isNull(attachments.sentAt),
          lt(attachments.createdAt, cutoff),
          sql`not exists (
            select 1 from ${messages} m
            where m.conversation_id = ${attachments.conversationId}
              and m.attachments @> jsonb_build_array(jsonb_build_object('id', ${attachments.id}))
          )`,
        ),
      )
      .returning({ id: attachments.id, storageKey: attachments.storageKey });
    await removals.afterCommit(deleted.map((row) => row.storageKey));
    return deleted.length;
  }

  jobs.define(ATTACHMENT_SWEEP_JOB, async () => {
    await sweep();
  });

  return {
    sweep,
    /** After an upload: the sweep that deletes this file if it is still unsent a day later. */
    async scheduleSweep(uploadedAt: Date = new Date()): Promise<void> {
      await jobs.enqueue(
        ATTACHMENT_SWEEP_JOB,
        {},
        { runAt: new Date(uploadedAt.getTime() + UNSENT_ATTACHMENT_TTL_MS + SWEEP_MARGIN_MS) },
      );
    },
  };
}
export type AttachmentCleanup = ReturnType<typeof createAttachmentCleanup>;
