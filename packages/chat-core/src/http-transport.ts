import { businessLookupSchema } from '@lisa/contracts/business';
import { chatResponseSchema } from '@lisa/contracts/chat';
import { ChatLimitReachedError, type ChatReply, type ChatTransport } from './transport.ts';

// POST {chat-host}/chat and GET {chat-host}/business/{id} over fetch. The chat calls are
// public (no token, no retry: a visitor message must never be sent twice), so they do not
// need the authenticated client's machinery, and the embeddable widget stays small.

export const CHAT_TIMEOUT_MS = 15_000;

export class ChatRequestError extends Error {
  readonly code: 'chat_http_error' | 'chat_invalid_response' | 'chat_timeout' | 'chat_network';
  constructor(
    code: ChatRequestError['code'],
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ChatRequestError';
    this.code = code;
  }
}

export interface HttpChatTransportOptions {
  /** Origin of the API, e.g. http://localhost:8000. */
  chatHost: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export function createHttpChatTransport(options: HttpChatTransportOptions): ChatTransport {
  const host = options.chatHost.replace(/\/+$/, '');
  const fetchFn = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? CHAT_TIMEOUT_MS;

  const request = async (path: string, init: RequestInit, signal?: AbortSignal) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    try {
      return await fetchFn(`${host}${path}`, {
        ...init,
        headers: {
          Accept: 'application/json',
          ...(init.body ? { 'Content-Type': 'application/json' } : {}),
        },
        signal: combined,
      });
    } catch (error) {
      if (timeout.aborted)
        throw new ChatRequestError('chat_timeout', `No answer within ${timeoutMs} ms`);
      throw new ChatRequestError(
        'chat_network',
        error instanceof Error ? error.message : 'Network request failed',
      );
    }
  };

  const readJson = async (response: Response): Promise<unknown> => {
    const text = await response.text();
    if (text.trim() === '') return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new ChatRequestError('chat_invalid_response', 'Invalid JSON response', response.status);
    }
  };

  return {
    async send(body, signal): Promise<ChatReply> {
      const response = await request(
        '/chat',
        { method: 'POST', body: JSON.stringify(body) },
        signal,
      );
      const json = await readJson(response);
      if (!response.ok) {
        const code = (json as { error?: unknown } | undefined)?.error;
        // The hero chat's free messages are counted by the server too; 429 from a hero
        // send (or an explicit limit code) means this device has used them up.
        if (
          body.source === 'hero' &&
          (response.status === 429 || (typeof code === 'string' && /limit/i.test(code)))
        ) {
          throw new ChatLimitReachedError();
        }
        throw new ChatRequestError(
          'chat_http_error',
          `Chat failed with status ${response.status}`,
          response.status,
        );
      }
      // An empty body or a body without `response` is the "empty response" case, not a failure.
      if (json === undefined || typeof json !== 'object' || json === null)
        return { response: undefined };
      const parsed = chatResponseSchema.partial().safeParse(json);
      if (!parsed.success) return { response: undefined };
      return {
        response: parsed.data.response,
        ...(parsed.data.conversation_id ? { conversationId: parsed.data.conversation_id } : {}),
        ...(parsed.data.visitor_token ? { visitorToken: parsed.data.visitor_token } : {}),
      };
    },
    async lookupBusiness(businessId, signal) {
      const response = await request(
        `/business/${encodeURIComponent(String(businessId))}`,
        { method: 'GET' },
        signal,
      );
      const json = await readJson(response);
      if (!response.ok) {
        throw new ChatRequestError(
          'chat_http_error',
          `Business lookup failed with status ${response.status}`,
          response.status,
        );
      }
      const parsed = businessLookupSchema.safeParse(json);
      if (!parsed.success)
        throw new ChatRequestError('chat_invalid_response', 'Unexpected business response');
      return parsed.data;
    },
  };
}
