// Files visitors sent with their messages, read back by the business's members (any
// conversation of theirs) or by the visitor (their own conversation, through the visitor
// token). Always served as a download: a stored HTML file must never render as a page.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { attachments } from '../../db/schema/core.ts';
import { NotFoundError } from '../../platform/http/app-error.ts';

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

export function createAttachmentsService(db: Database) {
  async function find(where: ReturnType<typeof and>): Promise<StoredFile> {
    const [row] = await db.select().from(attachments).where(where);
    if (!row) throw new NotFoundError('Attachment not found');
    return { name: row.name, contentType: row.contentType, body: Buffer.from(row.data, 'base64') };
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
        ),
      ),
  };
}
export type AttachmentsService = ReturnType<typeof createAttachmentsService>;
