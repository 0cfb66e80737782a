import { type BusinessLookup, DEFAULT_BUSINESS_LOOKUP } from '@lisa/contracts/business';
import {
  businessIdSchema,
  CHAT_FAILED_TEXT,
  type ChatRequestInput,
  type Citation,
  type ConversationStatus,
  chatRequestSchema,
  citationSchema,
  conversationStatusSchema,
  DEFAULT_BUSINESS_ID,
  EMPTY_CHAT_RESPONSE_TEXT,
} from '@lisa/contracts/chat';
import { z } from 'zod';
import { CHAT_TIMEOUT_MS } from './constants.ts';
import { ChatError } from './errors.ts';
import { trimSlash } from './health-check.ts';
import { parseJsonBody } from './parse-body.ts';

// SPEC §7 "Chat calls (visitor widgets)": the business lookup and POST /chat, with the
// fallbacks of §7 and the texts of §8. These calls are anonymous: no token, no offline
// probe (a visitor's widget must not depend on the dashboard's session rules).

export interface ChatClientOptions {
  /** Origin of the chat API, e.g. `http://localhost:8000`. */
  chatHost: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface SendMessageInput {
  message: string;
  /** Falls back to business 1 when missing or not a positive whole number (SPEC §7). */
  business_id?: number | string | null;
  customer_id: string;
  client_message_id?: string;
  source?: ChatRequestInput['source'];
  attachments?: ChatRequestInput['attachments'];
}

export interface ChatReply {
  /** The agent's answer, or SPEC §8's empty-response text when there was none. */
  response: string;
  /**
   * True when `response` is the empty-response text, to be shown error-styled. An empty
   * answer while a person has the conversation (`status: 'open'`) is '' and not an error.
   */
  isError: boolean;
  conversation_id?: string;
  visitor_token?: string;
  citations: Citation[];
  handoff: boolean;
  status?: ConversationStatus;
}

export interface ChatClient {
  /** Never throws: any failure keeps the defaults (name 'Business', agent 'Lisa'). */
  lookupBusiness(businessId: number | string): Promise<BusinessLookup>;
  /** Throws ChatError, whose `userMessage` is SPEC §8's failure text. */
  sendMessage(input: SendMessageInput): Promise<ChatReply>;
}

// Lenient on purpose: a reply with text but an odd extra field is still a reply.
const chatReplyBodySchema = z.object({
  response: z.string().optional().catch(undefined),
  conversation_id: z.string().optional().catch(undefined),
  visitor_token: z.string().optional().catch(undefined),
  citations: z.array(citationSchema).optional().catch(undefined),
  handoff: z.boolean().optional().catch(undefined),
  status: conversationStatusSchema.optional().catch(undefined),
});

const lookupBodySchema = z.object({
  business_name: z.string().trim().min(1).optional().catch(undefined),
  agent_name: z.string().trim().min(1).optional().catch(undefined),
  // The agent's look (issue 15): a bad value is dropped, the widget keeps its own.
  widget_colour: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .optional()
    .catch(undefined),
  avatar_url: z
    .url({ protocol: /^https?$/ })
    .optional()
    .catch(undefined),
});

export function createChatClient(options: ChatClientOptions): ChatClient {
  const chatHost = trimSlash(options.chatHost);
  const fetchFn = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? CHAT_TIMEOUT_MS;

  const call = async (url: string, init: RequestInit) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetchFn(url, {
        ...init,
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        signal: controller.signal,
      });
      const text = await response.text();
      return { response, text, timedOut: false };
    } catch (error) {
      if (controller.signal.aborted) return { error, timedOut: true };
      return { error, timedOut: false };
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    async lookupBusiness(businessId) {
      const id = businessIdSchema.safeParse(businessId);
      const result = await call(
        `${chatHost}/business/${encodeURIComponent(id.success ? id.data : DEFAULT_BUSINESS_ID)}`,
        { method: 'GET' },
      );
      if (!('response' in result) || !result.response?.ok) return { ...DEFAULT_BUSINESS_LOOKUP };
      try {
        const body = lookupBodySchema.parse(
          parseJsonBody(result.text, result.response.headers.get('content-type'), 200),
        );
        return {
          business_name: body.business_name ?? DEFAULT_BUSINESS_LOOKUP.business_name,
          agent_name: body.agent_name ?? DEFAULT_BUSINESS_LOOKUP.agent_name,
          ...(body.widget_colour ? { widget_colour: body.widget_colour } : {}),
          ...(body.avatar_url ? { avatar_url: body.avatar_url } : {}),
        };
      } catch {
        return { ...DEFAULT_BUSINESS_LOOKUP };
      }
    },

    async sendMessage(input) {
      const businessId = businessIdSchema.safeParse(input.business_id);
      const request = chatRequestSchema.safeParse({
        ...input,
        business_id: businessId.success ? businessId.data : DEFAULT_BUSINESS_ID,
      });
      if (!request.success) {
        // Nothing is sent for a request the server would refuse anyway.
        throw new ChatError(
          request.error.issues[0]?.message ?? 'Invalid chat request',
          CHAT_FAILED_TEXT,
          { reason: 'invalid_request', cause: request.error },
        );
      }

      const result = await call(`${chatHost}/chat`, {
        method: 'POST',
        body: JSON.stringify(request.data),
      });
      if (!('response' in result) || !result.response) {
        throw new ChatError(
          result.timedOut ? `Chat timed out after ${timeoutMs} ms` : 'Chat request failed',
          CHAT_FAILED_TEXT,
          { reason: result.timedOut ? 'timeout' : 'network', cause: result.error },
        );
      }
      const { response, text } = result;
      if (!response.ok) {
        throw new ChatError(
          `Chat request failed: ${response.status} ${response.statusText}`,
          CHAT_FAILED_TEXT,
          { reason: 'http', status: response.status, body: text },
        );
      }
      let body: z.infer<typeof chatReplyBodySchema>;
      try {
        const parsed = parseJsonBody(text, response.headers.get('content-type'), response.status);
        body = chatReplyBodySchema.parse(parsed ?? {});
      } catch (error) {
        const message = error instanceof Error ? error.message : 'Invalid chat response';
        throw new ChatError(message, CHAT_FAILED_TEXT, {
          reason: 'invalid_response',
          cause: error,
        });
      }

      const answer = body.response?.trim() ? body.response : undefined;
      // While a person has the conversation the agent stays silent on purpose: that empty
      // answer is not the failure SPEC §8's empty-response text is for.
      const withPerson = body.status === 'open';
      const reply: ChatReply = {
        response: answer ?? (withPerson ? '' : EMPTY_CHAT_RESPONSE_TEXT),
        isError: answer === undefined && !withPerson,
        citations: body.citations ?? [],
        handoff: body.handoff ?? false,
      };
      if (body.conversation_id !== undefined) reply.conversation_id = body.conversation_id;
      if (body.visitor_token !== undefined) reply.visitor_token = body.visitor_token;
      if (body.status !== undefined) reply.status = body.status;
      return reply;
    },
  };
}
