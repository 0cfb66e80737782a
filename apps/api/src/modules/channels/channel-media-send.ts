// A member's public reply with files on WhatsApp, Messenger or Instagram: each file is
// uploaded to Meta, then sent as its own message, and the reply's text (if any) follows as
// a text message. WhatsApp: `POST /{phone_number_id}/media` (multipart) answers a media id,
// sent as an `image` (PNG, JPEG) or a `document` (with its file name; every other type).
// Messenger and Instagram: `POST /{page_id}/message_attachments` (multipart) answers an
// attachment id, sent with the Send API as an `image` or a `file` attachment. The bytes are
// read from the attachments table (the business's own files only). The first refusal stops
// the message and is reported like a refused text (channels-delivery.ts retries the ones
// Meta calls temporary, and the inbox's "Retry" a failed one). Each file Meta accepted is
// recorded at once (channel_delivery_files), so a retry sends only the files still missing,
// then the text: the customer never gets a file twice.
import { type Channel, META_GRAPH_VERSION } from '@lisa/contracts/channels';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { attachments, type StoredAttachment } from '../../db/schema/core.ts';
import { channelDeliveryFiles } from '../../db/schema/delivery-files.ts';
import type { OutboundFetch } from '../../platform/security/outbound-fetch.ts';
import { attachmentBytes } from '../../platform/storage/attachment-files.ts';
import type { FileStore } from '../../platform/storage/file-store.ts';
import { type MetaGraph, plainError, type SendResult } from './meta-graph.ts';

const TIMEOUT_MS = 30_000;
const WHATSAPP_IMAGE_TYPES = new Set(['image/png', 'image/jpeg']);
const PAGE_IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif']);

interface Connection {
  externalId: string;
  token: string;
}

async function post(
  fetchFn: OutboundFetch,
  url: string,
  token: string,
  body: FormData | object,
): Promise<{ ok: boolean; status: number; body: unknown }> {
  // Multipart encoded here: the guarded fetch (undici's own) does not know the global FormData.
  const encoded = body instanceof FormData ? new Response(body) : null;
  const response = await fetchFn(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': encoded?.headers.get('content-type') ?? 'application/json',
    },
    body: encoded ? new Uint8Array(await encoded.arrayBuffer()) : JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
    redirect: 'error',
  });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  return { ok: response.ok, status: response.status, body: parsed };
}

function failure(res: { status: number; body: unknown }): SendResult {
  const error = (res.body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  const code = typeof error?.code === 'number' ? error.code : null;
  if (code === null && res.status >= 500) {
    return {
      ok: false,
      error: {
        code: null,
        reason: 'Meta did not answer properly. It will be tried again.',
        retryable: true,
      },
    };
  }
  const message = typeof error?.message === 'string' ? error.message : `HTTP ${res.status}`;
  return { ok: false, error: plainError(code, message) };
}

const unreachable = (error: unknown): SendResult => ({
  ok: false,
  error: {
    code: null,
    reason: `Meta could not be reached (${(error as Error).name === 'TimeoutError' ? 'timed out' : 'network error'}). It will be tried again.`,
    retryable: true,
  },
});

export function createChannelMediaSend(options: {
  db: Database;
  storage: FileStore;
  baseUrl: string;
  fetch: OutboundFetch;
  graph: MetaGraph;
}) {
  const base = `${options.baseUrl}/${META_GRAPH_VERSION}`;

  async function sendFile(
    channel: Channel,
    connection: Connection,
    to: string,
    file: { name: string; contentType: string; bytes: Buffer },
  ): Promise<SendResult> {
    const blob = new Blob([file.bytes], { type: file.contentType });
    const form = new FormData();
    if (channel === 'whatsapp') {
      form.set('messaging_product', 'whatsapp');
      form.set('type', file.contentType);
      form.set('file', blob, file.name);
      const uploaded = await post(
        options.fetch,
        `${base}/${connection.externalId}/media`,
        connection.token,
        form,
      );
      const mediaId = (uploaded.body as { id?: unknown } | null)?.id;
      if (!uploaded.ok || typeof mediaId !== 'string') return failure(uploaded);
      const image = WHATSAPP_IMAGE_TYPES.has(file.contentType);
      const sent = await post(
        options.fetch,
        `${base}/${connection.externalId}/messages`,
        connection.token,
        {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to,
          ...(image
            ? { type: 'image', image: { id: mediaId } }
            : { type: 'document', document: { id: mediaId, filename: file.name } }),
        },
      );
      const id = (sent.body as { messages?: { id?: unknown }[] } | null)?.messages?.[0]?.id;
      return sent.ok && typeof id === 'string' ? { ok: true, id } : failure(sent);
    }
    const type = PAGE_IMAGE_TYPES.has(file.contentType) ? 'image' : 'file';
    form.set('message', JSON.stringify({ attachment: { type, payload: { is_reusable: false } } }));
    form.set('filedata', blob, file.name);
    const uploaded = await post(
      options.fetch,
      `${base}/${connection.externalId}/message_attachments`,
      connection.token,
      form,
    );
    const attachmentId = (uploaded.body as { attachment_id?: unknown } | null)?.attachment_id;
    if (!uploaded.ok || typeof attachmentId !== 'string') return failure(uploaded);
    const sent = await post(
      options.fetch,
      `${base}/${connection.externalId}/messages`,
      connection.token,
      {
        recipient: { id: to },
        messaging_type: 'RESPONSE',
        message: { attachment: { type, payload: { attachment_id: attachmentId } } },
      },
    );
    const id = (sent.body as { message_id?: unknown } | null)?.message_id;
    return sent.ok && typeof id === 'string' ? { ok: true, id } : failure(sent);
  }

  return {
    /**
     * The message's files not yet sent for this delivery, then its text; answers the last id
     * sent or the first refusal.
     */
    async send(
      channel: Channel,
      connection: Connection,
      to: string,
      message: { businessId: number; attachments: StoredAttachment[] },
      text: string,
      deliveryId: number,
    ): Promise<SendResult> {
      const sent = await options.db
        .select({
          attachmentId: channelDeliveryFiles.attachmentId,
          externalId: channelDeliveryFiles.externalId,
        })
        .from(channelDeliveryFiles)
        .where(eq(channelDeliveryFiles.deliveryId, deliveryId));
      const sentIds = new Map(sent.map((row) => [row.attachmentId, row.externalId]));
      const ids = message.attachments.map((file) => file.id);
      const missing = ids.filter((id) => !sentIds.has(id));
      const rows =
        missing.length === 0
          ? []
          : await options.db
              .select({
                id: attachments.id,
                name: attachments.name,
                contentType: attachments.contentType,
                data: attachments.data,
                storageKey: attachments.storageKey,
              })
              .from(attachments)
              .where(
                and(
                  inArray(attachments.id, missing),
                  eq(attachments.businessId, message.businessId),
                ),
              );
      const byId = new Map(rows.map((row) => [row.id, row]));
      const lastSent = ids.findLast((id) => sentIds.has(id));
      let last: SendResult | null =
        lastSent === undefined ? null : { ok: true, id: sentIds.get(lastSent) as string };
      for (const id of missing) {
        const file = byId.get(id);
        if (!file) continue;
        try {
          const bytes = await attachmentBytes(options.storage, file);
          last = await sendFile(channel, connection, to, { ...file, bytes });
        } catch (error) {
          return unreachable(error);
        }
        if (!last.ok) return last;
        await options.db
          .insert(channelDeliveryFiles)
          .values({ deliveryId, attachmentId: id, externalId: last.id })
          .onConflictDoNothing();
      }
      if (text.trim().length > 0 || !last) {
        return options.graph.sendText(channel, connection, to, text);
      }
      return last;
    },
  };
}
export type ChannelMediaSend = ReturnType<typeof createChannelMediaSend>;
