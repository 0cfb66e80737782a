// The public API from a business's own servers: an API key made in the dashboard
// (Integrations › Lisa API) as the bearer token, and typed methods for the routes a key may
// call. Everything else the authenticated client does applies (timeout, retries for GET,
// errors with stable codes); there is no offline probe and no stored token: a server has no
// browser tab to sign out of.
import {
  type ConversationListQuery,
  type ConversationPage,
  type ConversationUpdate,
  conversationPageSchema,
  type InboxConversation,
  inboxConversationSchema,
  type MessagePage,
  messagePageSchema,
  type ReplyRequest,
  type ReplyResponse,
  replyResponseSchema,
} from '@lisa/contracts/inbox';
import { type ApiClient, type ApiClientOptions, createApiClient } from './api-client.ts';
import { createMemoryStorage } from './storage.ts';
import { createTokenStore } from './token-store.ts';

export interface ApiKeyClientOptions
  extends Pick<ApiClientOptions, 'host' | 'fetch' | 'timeoutMs' | 'retry'> {
  /** `lisa_sk_…`, shown once when the key was made. */
  apiKey: string;
}

export interface ApiKeyClient {
  /** The underlying client, for routes without a typed method yet: `client.get('/tasks')`. */
  readonly client: ApiClient;
  conversations: {
    list(query?: Omit<ConversationListQuery, 'unread'>): Promise<ConversationPage>;
    get(id: number | string): Promise<InboxConversation>;
    /** Oldest first; pass the page's `next_before` as `before` for older messages. */
    messages(id: number | string, before?: number): Promise<MessagePage>;
    /** A public reply (takes the conversation over) or, with `private: true`, a note. */
    reply(id: number | string, body: ReplyRequest): Promise<ReplyResponse>;
    /** Take over, hand back to the bot (`status: 'bot'`), assign or resolve. */
    update(id: number | string, change: ConversationUpdate): Promise<InboxConversation>;
  };
}

export function createApiKeyClient(options: ApiKeyClientOptions): ApiKeyClient {
  const { apiKey, ...rest } = options;
  const storage = createMemoryStorage();
  const client = createApiClient({
    ...rest,
    storage,
    tokenStore: createTokenStore({ storage }),
    getToken: () => apiKey,
    offlineProbe: false,
  });

  const searchParams = (query: object): Record<string, string | number | boolean> =>
    Object.fromEntries(
      Object.entries(query).filter(([, value]) => value !== undefined && value !== null),
    ) as Record<string, string | number | boolean>;

  return {
    client,
    conversations: {
      list: (query = {}) =>
        client.get('/conversations', {
          searchParams: searchParams(query),
          schema: conversationPageSchema,
        }),
      get: (id) => client.get(`/conversations/${id}`, { schema: inboxConversationSchema }),
      messages: (id, before) =>
        client.get(`/conversations/${id}/messages`, {
          searchParams: before ? { before } : {},
          schema: messagePageSchema,
        }),
      reply: (id, body) =>
        client.post(`/conversations/${id}/messages`, { json: body, schema: replyResponseSchema }),
      update: (id, change) =>
        client.patch(`/conversations/${id}`, { json: change, schema: inboxConversationSchema }),
    },
  };
}
