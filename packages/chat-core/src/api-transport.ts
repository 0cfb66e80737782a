import { type ChatClient, createChatClient, progressFetch } from '@lisa/api-client';
import { ChatLimitReachedError, type ChatTransport } from './transport.ts';

// The stores' transport over the api-client's chat calls (SPEC §7 "Chat calls"): the
// client owns the wire format, timeouts and SPEC §8 texts; this adapter only maps its
// answers to what the stores need.

export interface ApiChatTransportOptions {
  /** Origin of Lisa's API, e.g. http://localhost:8000. */
  chatHost: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export function createApiChatTransport(
  options: ApiChatTransportOptions | { client: ChatClient },
): ChatTransport {
  const clientWith = (fetchFn?: typeof fetch): ChatClient =>
    'client' in options
      ? options.client
      : createChatClient({
          chatHost: options.chatHost,
          ...(fetchFn ? { fetch: fetchFn } : {}),
          ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
        });
  const client = clientWith('client' in options ? undefined : options.fetch);
  return {
    async send(request, _signal, onUploadProgress) {
      // A message with files is sent through XMLHttpRequest to report its upload progress.
      const sender =
        onUploadProgress && !('client' in options)
          ? clientWith(
              progressFetch(onUploadProgress, options.fetch ? { fetch: options.fetch } : {}),
            )
          : client;
      try {
        const reply = await sender.sendMessage({
          message: request.message,
          business_id: request.business_id ?? null,
          customer_id: request.customer_id,
          ...(request.client_message_id ? { client_message_id: request.client_message_id } : {}),
          ...(request.source ? { source: request.source } : {}),
          ...(request.campaign_id ? { campaign_id: request.campaign_id } : {}),
          ...(request.attachments ? { attachments: request.attachments } : {}),
        });
        return {
          // An error reply is SPEC §8's empty-response case; the stores add that text.
          response: reply.isError ? undefined : reply.response,
          // A person has the conversation: the agent stays quiet on purpose.
          silent: !reply.isError && reply.response === '' && reply.status === 'open',
          ...(reply.conversation_id ? { conversationId: reply.conversation_id } : {}),
          ...(reply.visitor_token ? { visitorToken: reply.visitor_token } : {}),
          ...(reply.status ? { status: reply.status } : {}),
        };
      } catch (error) {
        // The server counts the hero chat's free messages too: a 429 on a hero message
        // means this device has used them up.
        const status = (error as { status?: unknown }).status;
        if (request.source === 'hero' && status === 429) throw new ChatLimitReachedError();
        throw error;
      }
    },
    lookupBusiness: (businessId) => client.lookupBusiness(businessId),
    ...('client' in options
      ? {}
      : {
          async fetchAttachment(id: number, visitorToken: string, signal?: AbortSignal) {
            const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
            const response = await doFetch(
              `${options.chatHost.replace(/\/+$/, '')}/api/attachments/${id}`,
              {
                headers: { authorization: `Bearer ${visitorToken}` },
                ...(signal ? { signal } : {}),
              },
            );
            if (!response.ok) throw new Error(`attachment ${id}: ${response.status}`);
            return response.blob();
          },
        }),
  };
}
