import { z } from 'zod';
import { channelDeliverySchema } from './channels.ts';
import { citationSchema, conversationStatusSchema } from './chat.ts';
import { dbIdSchema, MAX_DB_ID } from './stored.ts';

// The WebSocket protocol on the API host, port 8080, path /ws (SPEC §7 "Real-time
// connection"). Every frame is one JSON text frame. A connection first authenticates,
// either as a dashboard user (session token: sees the business's whole inbox) or as a
// visitor (visitor_token from the chat response: sees its own conversation only).

export const REALTIME_PORT = 8080;
export const REALTIME_PATH = '/ws';

// ---- client -> server -----------------------------------------------------------------

export const userAuthMessageSchema = z.strictObject({
  type: z.literal('auth'),
  token: z.string().min(1),
  /** The business to follow (one of the person's); the session's business when absent. */
  business_id: dbIdSchema('Business id').optional(),
  /**
   * The last event_id this client saw (from an earlier connection): the server first sends,
   * in order, every event after it, then live ones — nothing missed, nothing twice.
   */
  last_event_id: z.number().int().min(0).optional(),
});
export const visitorAuthMessageSchema = z.strictObject({
  type: z.literal('auth'),
  visitor_token: z.string().min(1),
  last_event_id: z.number().int().min(0).optional(),
});
/** Exactly one of token / visitor_token: a frame with both matches neither. */
export const authMessageSchema = z.union([userAuthMessageSchema, visitorAuthMessageSchema]);
export const pingMessageSchema = z.strictObject({ type: z.literal('ping') });

/** Typing started (true) or stopped (false); a member names the conversation. */
export const typingClientMessageSchema = z.strictObject({
  type: z.literal('typing'),
  /** Required from a member; a visitor's socket follows one conversation only. */
  conversation_id: z
    .string()
    .regex(/^\d{1,12}$/)
    .optional(),
  typing: z.boolean(),
});
/** A member opened a conversation (or none): the team sees who views which one. */
export const viewingClientMessageSchema = z.strictObject({
  type: z.literal('viewing'),
  conversation_id: z
    .string()
    .regex(/^\d{1,12}$/)
    .nullable(),
});

// A plain union: both auth shapes share type 'auth', which a discriminated union forbids.
export const clientMessageSchema = z.union([
  userAuthMessageSchema,
  visitorAuthMessageSchema,
  pingMessageSchema,
  typingClientMessageSchema,
  viewingClientMessageSchema,
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;
export type AuthMessage = z.infer<typeof authMessageSchema>;

// ---- server -> client -----------------------------------------------------------------

export const realtimeScopeSchema = z.enum(['business', 'visitor']);
export type RealtimeScope = z.infer<typeof realtimeScopeSchema>;

export const readyMessageSchema = z.object({
  type: z.literal('ready'),
  scope: realtimeScopeSchema,
  business_id: z.number().int().positive(),
  /** Present for a visitor: the one conversation it may follow. */
  conversation_id: z.string().optional(),
  /** The newest event id of the business now (0 before any): where a fresh client starts. */
  last_event_id: z.number().int().min(0).optional(),
  /**
   * True when the client's last_event_id is too old to replay (more than the server keeps
   * or sends at once): read the state again over HTTP.
   */
  resync: z.boolean().optional(),
});

export const MESSAGE_SENDERS = ['visitor', 'bot', 'agent', 'system'] as const;
export const messageSenderSchema = z.enum(MESSAGE_SENDERS);
export type MessageSender = z.infer<typeof messageSenderSchema>;

export const conversationMessageSchema = z.object({
  id: z.string(),
  sender: messageSenderSchema,
  text: z.string(),
  citations: z.array(citationSchema).optional(),
  /** A team note: sent to members only, never to a visitor socket. */
  private: z.boolean().optional(),
  /** For a teammate's message: the name the visitor sees above it. */
  author_name: z.string().optional(),
  /** Files sent with the message; download through GET /api/attachments/:id. */
  attachments: z
    .array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        content_type: z.string(),
        size: z.number().int(),
      }),
    )
    .optional(),
  /** ISO 8601. */
  created_at: z.string(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

/**
 * GET /chat/messages?after=<id> with `Authorization: Bearer <visitor_token>`: what a
 * visitor's widget reads when its socket cannot connect (every 5 s) or after a reconnect —
 * the conversation's messages after `after`, oldest first, never a team note — and its status.
 */
export const visitorMessagesQuerySchema = z.object({
  after: z.coerce.number().int().min(0).max(MAX_DB_ID, { error: 'After is too large' }).default(0),
});
export const visitorMessagesSchema = z.object({
  data: z.array(conversationMessageSchema),
  status: conversationStatusSchema,
});
export type VisitorMessages = z.infer<typeof visitorMessagesSchema>;

/** Every stored event carries its per-business sequence number, for resuming. */
const eventId = z.number().int().positive().optional();

export const messageCreatedSchema = z.object({
  type: z.literal('message.created'),
  event_id: eventId,
  conversation_id: z.string(),
  message: conversationMessageSchema,
});

export const conversationSummarySchema = z.object({
  id: z.string(),
  status: conversationStatusSchema,
  assignee_id: z.string().nullable(),
  handoff_reason: z.string().nullable(),
  /** ISO 8601. */
  last_activity_at: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationUpdatedSchema = z.object({
  type: z.literal('conversation.updated'),
  event_id: eventId,
  conversation: conversationSummarySchema,
});

/** Someone is typing in a conversation: the visitor (to members) or a teammate. */
export const typingServerMessageSchema = z.object({
  type: z.literal('typing'),
  conversation_id: z.string(),
  sender: z.enum(['visitor', 'agent']),
  typing: z.boolean(),
  /** For a teammate: who (members see the id; the visitor only the display name). */
  user_id: z.string().optional(),
  name: z.string().optional(),
});
export type TypingServerMessage = z.infer<typeof typingServerMessageSchema>;

export const presenceViewerSchema = z.object({ user_id: z.string(), name: z.string() });
export type PresenceViewer = z.infer<typeof presenceViewerSchema>;
/** Who of the team has this conversation open now (sent on every change, and on connect). */
export const presenceMessageSchema = z.object({
  type: z.literal('presence'),
  conversation_id: z.string(),
  viewers: z.array(presenceViewerSchema),
});
export type PresenceMessage = z.infer<typeof presenceMessageSchema>;

/** A teammate joined (took over) or left (handed back, resolved) the conversation. */
export const participantMessageSchema = z.object({
  type: z.literal('participant'),
  event_id: eventId,
  conversation_id: z.string(),
  action: z.enum(['joined', 'left']),
  name: z.string(),
});
export type ParticipantMessage = z.infer<typeof participantMessageSchema>;
/**
 * A knowledge source of the business changed state (issue 15): queued, processing, ready or
 * failed, with its chunk count. Sent to the business's members only, never to visitors.
 */
export const knowledgeSourceUpdatedSchema = z.object({
  type: z.literal('knowledge.source.updated'),
  source: z.object({
    id: z.number().int(),
    title: z.string(),
    status: z.enum(['queued', 'processing', 'ready', 'failed']),
    error: z.string().nullable(),
    chunk_count: z.number().int(),
  }),
});
export type KnowledgeSourceUpdated = z.infer<typeof knowledgeSourceUpdatedSchema>;

/**
 * A reply's delivery on WhatsApp, Messenger or Instagram moved on (pending, sent, delivered,
 * read, or failed with Meta's reason in plain words; issue 17). Members only.
 */
export const channelDeliveryUpdatedSchema = z.object({
  type: z.literal('channel.delivery.updated'),
  conversation_id: z.string(),
  delivery: channelDeliverySchema,
});
export type ChannelDeliveryUpdated = z.infer<typeof channelDeliveryUpdatedSchema>;

/**
 * A deal of the business was created, edited, moved or deleted (issue 18), by anyone. The
 * pipeline board refetches; `actor_user_id` (null: a workflow) and `version` let it skip
 * the echo of its own change. Members only, never visitors.
 */
export const dealChangedSchema = z.object({
  type: z.literal('deal.changed'),
  action: z.enum(['created', 'updated', 'moved', 'deleted']),
  deal_id: z.number().int(),
  pipeline_id: z.number().int(),
  version: z.number().int().nullable(),
  actor_user_id: z.string().nullable(),
});
export type DealChanged = z.infer<typeof dealChangedSchema>;

/** Codes the server sends in an error frame; clients treat unknown codes as generic. */
export const REALTIME_ERROR_CODES = [
  'invalid_message',
  'unauthorized',
  'not_authenticated',
  'rate_limited',
  /** The person was removed from the business; the socket closes with 4403. */
  'access_revoked',
  /** A visitor socket from a page outside the business's allowed domains. */
  'origin_not_allowed',
  'internal',
] as const;

export const realtimeErrorSchema = z.object({
  type: z.literal('error'),
  code: z.string(),
  message: z.string(),
});
export const pongMessageSchema = z.object({ type: z.literal('pong') });

export const serverMessageSchema = z.discriminatedUnion('type', [
  readyMessageSchema,
  messageCreatedSchema,
  conversationUpdatedSchema,
  typingServerMessageSchema,
  presenceMessageSchema,
  participantMessageSchema,
  knowledgeSourceUpdatedSchema,
  channelDeliveryUpdatedSchema,
  dealChangedSchema,
  realtimeErrorSchema,
  pongMessageSchema,
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
export type ReadyMessage = z.infer<typeof readyMessageSchema>;
export type MessageCreated = z.infer<typeof messageCreatedSchema>;
export type ConversationUpdated = z.infer<typeof conversationUpdatedSchema>;
export type RealtimeError = z.infer<typeof realtimeErrorSchema>;

// ---- parsing ---------------------------------------------------------------------------

export type ParseFailureCode = 'invalid_json' | 'invalid_message';
export type ParseResult<T> =
  | { ok: true; message: T }
  | { ok: false; code: ParseFailureCode; error: string };

function parseFrame<T>(schema: z.ZodType<T>, frame: unknown): ParseResult<T> {
  let value: unknown = frame;
  if (typeof frame === 'string') {
    try {
      value = JSON.parse(frame);
    } catch {
      return { ok: false, code: 'invalid_json', error: 'Frame is not valid JSON' };
    }
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    return { ok: false, code: 'invalid_message', error: z.prettifyError(result.error) };
  }
  return { ok: true, message: result.data };
}

/** Parses a text frame (or an already decoded value) sent by the server. */
export function parseServerMessage(frame: unknown): ParseResult<ServerMessage> {
  return parseFrame(serverMessageSchema, frame);
}

/** Parses a text frame (or an already decoded value) sent by a client. */
export function parseClientMessage(frame: unknown): ParseResult<ClientMessage> {
  return parseFrame(clientMessageSchema, frame);
}
