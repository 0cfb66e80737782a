// The inbox's calls (/api/conversations/*, /api/canned-responses) on the api-client, so the
// chosen business (x-lisa-business), timeout, offline gate and 401 handling apply to each.
import type { ApiClient } from '@lisa/api-client';
import {
  type AttachmentUpload,
  type UploadedAttachment,
  uploadedAttachmentSchema,
} from '@lisa/contracts/attachments';
import {
  type CannedResponse,
  type CannedResponseInput,
  type ConversationListQuery,
  type ConversationPage,
  type ConversationTagList,
  type ConversationUpdate,
  cannedResponseListSchema,
  cannedResponseSchema,
  conversationPageSchema,
  conversationTagListSchema,
  type InboxConversation,
  type InboxSettings,
  type InboxSettingsUpdate,
  inboxConversationSchema,
  inboxSettingsSchema,
  type MessagePage,
  messagePageSchema,
  type ReplyResponse,
  replyResponseSchema,
} from '@lisa/contracts/inbox';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

function searchParamsOf(query: Record<string, unknown>): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' ? value !== '' : typeof value === 'number') {
      params[key] = value as string | number;
    }
  }
  return params;
}

export function createInboxApi(client: ApiClient) {
  return {
    list: (query: ConversationListQuery, signal?: AbortSignal): Promise<ConversationPage> =>
      client.get('/conversations', {
        searchParams: searchParamsOf(query),
        schema: conversationPageSchema,
        ...withSignal(signal),
      }),
    conversation: (id: number, signal?: AbortSignal): Promise<InboxConversation> =>
      client.get(`/conversations/${id}`, {
        schema: inboxConversationSchema,
        ...withSignal(signal),
      }),
    /** Oldest first; `before` is the `next_before` of the page below. */
    messages: (id: number, before?: number, signal?: AbortSignal): Promise<MessagePage> =>
      client.get(`/conversations/${id}/messages`, {
        searchParams: searchParamsOf({ before }),
        schema: messagePageSchema,
        ...withSignal(signal),
      }),
    /** A public reply (takes the conversation over) or, with `private`, a note for the team. */
    reply: (
      id: number,
      body: { text: string; private: boolean; attachments?: number[] },
    ): Promise<ReplyResponse> =>
      client.post(`/conversations/${id}/messages`, { json: body, schema: replyResponseSchema }),
    /** A file for the composer, stored in the conversation until a reply sends it. */
    uploadAttachment: (
      body: AttachmentUpload,
      onUploadProgress?: (percent: number) => void,
    ): Promise<UploadedAttachment> =>
      client.post('/attachments', {
        json: body,
        schema: uploadedAttachmentSchema,
        ...(onUploadProgress ? { onUploadProgress } : {}),
      }),
    /** A file of the thread, as bytes (the session token is a header, not a cookie). */
    attachment: (id: number, signal?: AbortSignal): Promise<Blob> =>
      client.getBlob(`/attachments/${id}`, withSignal(signal)),
    update: (id: number, body: ConversationUpdate): Promise<InboxConversation> =>
      client.patch(`/conversations/${id}`, { json: body, schema: inboxConversationSchema }),
    addTag: (id: number, tag: string): Promise<InboxConversation> =>
      client.post(`/conversations/${id}/tags`, { json: { tag }, schema: inboxConversationSchema }),
    removeTag: (id: number, tag: string): Promise<InboxConversation> =>
      client.delete(`/conversations/${id}/tags/${encodeURIComponent(tag)}`, {
        schema: inboxConversationSchema,
      }),
    /** The business's conversation tags, most used first (suggestions when adding one). */
    tags: (signal?: AbortSignal): Promise<ConversationTagList> =>
      client.get('/conversations/tags', {
        schema: conversationTagListSchema,
        ...withSignal(signal),
      }),
    markRead: (id: number): Promise<void> =>
      client.post(`/conversations/${id}/read`).then(() => undefined),
    cannedResponses: (signal?: AbortSignal): Promise<CannedResponse[]> =>
      client
        .get('/canned-responses', { schema: cannedResponseListSchema, ...withSignal(signal) })
        .then((list) => list.data),
    createCanned: (body: CannedResponseInput): Promise<CannedResponse> =>
      client.post('/canned-responses', { json: body, schema: cannedResponseSchema }),
    updateCanned: (id: number, body: CannedResponseInput): Promise<CannedResponse> =>
      client.patch(`/canned-responses/${id}`, { json: body, schema: cannedResponseSchema }),
    settings: (signal?: AbortSignal): Promise<InboxSettings> =>
      client.get('/inbox/settings', { schema: inboxSettingsSchema, ...withSignal(signal) }),
    updateSettings: (body: InboxSettingsUpdate): Promise<InboxSettings> =>
      client.patch('/inbox/settings', { json: body, schema: inboxSettingsSchema }),
    deleteCanned: (id: number): Promise<void> =>
      client.delete(`/canned-responses/${id}`).then(() => undefined),
  };
}
export type InboxApi = ReturnType<typeof createInboxApi>;
