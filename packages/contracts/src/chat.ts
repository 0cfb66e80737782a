import { z } from 'zod';
import { dbIdParamSchema, dbIdSchema, storedText } from './stored.ts';

// Wire contract of the visitor chat (SPEC §3 "Chat request/response", §7 "Chat calls",
// §8 chat texts). The api validates with these schemas; the widgets build bodies from them.

/** Business that answers when a widget names none (SPEC §9 "default business id 1"). */
export const DEFAULT_BUSINESS_ID = 1;
export const MAX_MESSAGE_LENGTH = 4000;
export const MAX_CUSTOMER_ID_LENGTH = 200;
export const MAX_CLIENT_MESSAGE_ID_LENGTH = 100;
export const MAX_ATTACHMENTS = 3;
/** 2 MiB of decoded bytes per attachment. */
export const MAX_ATTACHMENT_BYTES = 2 * 1024 * 1024;
export const MAX_ATTACHMENT_NAME_LENGTH = 200;

/** SPEC §8: shown (error-styled in the floating chat) when the reply is empty or missing. */
export const EMPTY_CHAT_RESPONSE_TEXT = "I'm sorry, I couldn't process your request at the moment.";
/** SPEC §8: shown, flagged as an error, when the chat request fails. */
export const CHAT_FAILED_TEXT =
  'Sorry, there was an error processing your message. Please try again later.';

export const DOCX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * Content types a visitor may attach. Kept to formats the agent can read as text or show
 * as an image; executables and archives never reach the server's storage.
 */
export const ATTACHMENT_CONTENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'text/plain',
  'text/csv',
  DOCX_CONTENT_TYPE,
] as const;
export type AttachmentContentType = (typeof ATTACHMENT_CONTENT_TYPES)[number];

export const CHAT_SOURCES = ['widget', 'hero', 'api'] as const;
export const chatSourceSchema = z.enum(CHAT_SOURCES, {
  error: `Source must be one of: ${CHAT_SOURCES.join(', ')}`,
});
export type ChatSource = z.infer<typeof chatSourceSchema>;

const BASE64_PATTERN = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Number of bytes a padded base64 string decodes to, without decoding it. */
export function base64DecodedLength(data: string): number {
  if (data.length === 0) return 0;
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return (data.length / 4) * 3 - padding;
}

export const chatAttachmentSchema = z.object({
  name: storedText('Attachment name', { error: 'Attachment name is required' })
    .trim()
    .min(1, { error: 'Attachment name is required' })
    .max(MAX_ATTACHMENT_NAME_LENGTH, {
      error: `Attachment name must be at most ${MAX_ATTACHMENT_NAME_LENGTH} characters`,
    }),
  content_type: z.enum(ATTACHMENT_CONTENT_TYPES, {
    error: 'Attachment type must be an image (PNG, JPEG, GIF, WebP), PDF, text, CSV or DOCX file',
  }),
  data_base64: z
    .string({ error: 'Attachment data is required' })
    .regex(BASE64_PATTERN, { error: 'Attachment data must be base64 encoded' })
    .refine((data) => base64DecodedLength(data) <= MAX_ATTACHMENT_BYTES, {
      error: `Attachment must be at most ${MAX_ATTACHMENT_BYTES / (1024 * 1024)} MiB`,
    }),
});
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

/**
 * Accepts 7 or "7" (widgets read the id from a data attribute); never 0, -1, 1.5, "abc" or
 * anything past the database's integer range.
 */
export const businessIdSchema = dbIdParamSchema('Business id');

export const chatRequestSchema = z.object({
  message: storedText('Message', { error: 'Message cannot be empty' })
    .trim()
    .min(1, { error: 'Message cannot be empty' })
    .max(MAX_MESSAGE_LENGTH, {
      error: `Message must be at most ${MAX_MESSAGE_LENGTH} characters`,
    }),
  business_id: businessIdSchema.default(DEFAULT_BUSINESS_ID),
  customer_id: storedText('Customer id', { error: 'Customer id is required' })
    .min(1, { error: 'Customer id is required' })
    .max(MAX_CUSTOMER_ID_LENGTH, {
      error: `Customer id must be at most ${MAX_CUSTOMER_ID_LENGTH} characters`,
    }),
  /** Idempotency key: a retried send with the same key is answered once. */
  client_message_id: storedText('Client message id')
    .min(1, { error: 'Client message id cannot be empty' })
    .max(MAX_CLIENT_MESSAGE_ID_LENGTH, {
      error: `Client message id must be at most ${MAX_CLIENT_MESSAGE_ID_LENGTH} characters`,
    })
    .optional(),
  /** 'hero' is the landing page's limited demo chat. */
  source: chatSourceSchema.default('widget'),
  /** The website campaign whose message the visitor answers (marks the conversation proactive). */
  campaign_id: dbIdSchema('Campaign').optional(),
  attachments: z
    .array(chatAttachmentSchema)
    .max(MAX_ATTACHMENTS, { error: `At most ${MAX_ATTACHMENTS} attachments per message` })
    .optional(),
});
/** The validated, defaulted request as the server sees it. */
export type ChatRequest = z.infer<typeof chatRequestSchema>;
/** What a client may send (business_id and source may be left out). */
export type ChatRequestInput = z.input<typeof chatRequestSchema>;

export const citationSchema = z.object({
  /** 1-based number used in the answer text, e.g. "[1]". */
  index: z.number().int().positive(),
  title: z.string(),
  url: z.string().optional(),
  section: z.string().optional(),
});
export type Citation = z.infer<typeof citationSchema>;

export const CONVERSATION_STATUSES = ['bot', 'waiting', 'open', 'resolved'] as const;
export const conversationStatusSchema = z.enum(CONVERSATION_STATUSES);
export type ConversationStatus = z.infer<typeof conversationStatusSchema>;

export const chatResponseSchema = z.object({
  response: z.string(),
  conversation_id: z.string(),
  /** Lets the widget subscribe to its own conversation on /ws. */
  visitor_token: z.string().optional(),
  citations: z.array(citationSchema).optional(),
  /** True when the conversation was handed to a person. */
  handoff: z.boolean().optional(),
  status: conversationStatusSchema.optional(),
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;
