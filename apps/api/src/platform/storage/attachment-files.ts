// Attachments' bytes in the file store: written under `attachments/<business>/<id>` before
// their row is inserted (the row's id is drawn from its sequence first), so a committed row
// always has its bytes; read back through the store; removed once the row's delete commits,
// whatever deleted it (storage-removals.ts). Rows from
// before the file store keep their bytes in data_base64 and are read from there (no
// migration job: they are few, small and read-only, and contact erasure deletes them too).
// A transaction that rolls back after the write leaves bytes no row names; they are
// harmless (nothing can reach them) and a sweep may remove them.
import type { ChatAttachment } from '@lisa/contracts/chat';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { attachments, type StoredAttachment } from '../../db/schema/core.ts';
import { NotFoundError } from '../http/app-error.ts';
import type { FileStore } from './file-store.ts';

export function attachmentKey(businessId: number, attachmentId: number): string {
  return `attachments/${businessId}/${attachmentId}`;
}

/**
 * The id the next row of `table` will have, drawn from its sequence, so the bytes can be
 * stored under a key naming it before the row exists.
 */
export async function nextRowId(executor: Executor, table: string): Promise<number> {
  const [next] = await executor
    .select({ id: sql<number>`nextval(pg_get_serial_sequence(${table}, 'id'))`.mapWith(Number) })
    .from(sql`(values (1)) as one(x)`);
  if (!next) throw new Error(`no ${table} id drawn`);
  return next.id;
}

/** Stores a file's bytes, then its row (key, size, type). */
export async function storeAttachment(
  executor: Executor,
  storage: FileStore,
  target: { businessId: number; conversationId: number },
  file: ChatAttachment,
  /** Set when the file is stored with its message (a visitor's): the sweep never takes it. */
  sentAt: Date | null = null,
): Promise<StoredAttachment> {
  const bytes = Buffer.from(file.data_base64, 'base64');
  const next = { id: await nextRowId(executor, 'attachments') };
  const storageKey = attachmentKey(target.businessId, next.id);
  await storage.put(storageKey, bytes, file.content_type);
  await executor.insert(attachments).values({
    id: next.id,
    businessId: target.businessId,
    conversationId: target.conversationId,
    name: file.name,
    contentType: file.content_type,
    size: bytes.length,
    storageKey,
    sentAt,
  });
  return { id: next.id, name: file.name, contentType: file.content_type, size: bytes.length };
}

/** A row's bytes: from the store, or from data_base64 for a row stored before it. */
export async function attachmentBytes(
  storage: FileStore,
  row: { storageKey: string | null; data: string | null },
): Promise<Buffer> {
  if (row.storageKey) {
    const bytes = await storage.get(row.storageKey);
    if (!bytes) throw new NotFoundError('Attachment not found');
    return bytes;
  }
  return Buffer.from(row.data ?? '', 'base64');
}
