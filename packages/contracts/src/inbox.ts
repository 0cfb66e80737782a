import { z } from 'zod';
import { citationSchema, MAX_ATTACHMENTS, MAX_MESSAGE_LENGTH } from './chat.ts';
import { tagSchema } from './contacts.ts';
import { dbIdParamSchema, dbIdSchema, MAX_DB_INT, storedText } from './stored.ts';

// Wire contract of the inbox: every conversation of the chosen business, its thread, human
// replies and private notes, take-over / hand-back / assign / resolve, read marks and canned
// responses (/api/conversations/*, /api/canned-responses).

/**
 * Who may speak: `bot` (the agent answers), `waiting` (handed over, no person has answered
 * yet), `open` (a person owns it), `resolved`. A public reply from a member makes it `open`.
 */
export const INBOX_STATUSES = ['bot', 'waiting', 'open', 'resolved'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export const INBOX_PAGE_SIZE = 25;
export const MESSAGES_PAGE_SIZE = 50;

const statusSchema = z.enum(INBOX_STATUSES, { error: 'Choose bot, waiting, open or resolved' });

export const conversationListQuerySchema = z.object({
  status: statusSchema.optional(),
  channel: storedText('Channel').trim().max(40).optional(),
  /** `me`, `unassigned`, or a member's user id. */
  assignee: z.union([z.enum(['me', 'unassigned']), dbIdParamSchema('Assignee')]).optional(),
  /** Searches the contact's name and email and the messages' text. */
  q: storedText('Search').trim().max(200).optional(),
  /** `true`: only conversations with messages the caller has not read. */
  unread: z.enum(['true', 'false']).optional(),
  /** Only conversations with this tag (a campaign's tag on the conversations its replies start). */
  tag: storedText('Tag').trim().toLowerCase().max(40).optional(),
  /** The `next_cursor` of the previous page. */
  cursor: storedText('Cursor').max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(INBOX_PAGE_SIZE),
});
export type ConversationListQuery = z.input<typeof conversationListQuerySchema>;

export const inboxContactSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type InboxContact = z.infer<typeof inboxContactSchema>;

export const inboxConversationSchema = z.object({
  id: z.number().int(),
  status: statusSchema,
  channel: z.string(),
  contact: inboxContactSchema,
  /** The member who owns it (user id), or null. */
  assignee_id: z.number().int().nullable(),
  handoff_reason: z.string().nullable(),
  last_message: z
    .object({ text: z.string(), sender: z.string(), private: z.boolean(), created_at: z.string() })
    .nullable(),
  unread_count: z.number().int(),
  /** When it was handed over and still waits for a person (status waiting), else null. */
  waiting_since: z.string().nullable(),
  last_activity_at: z.string(),
  created_at: z.string(),
  /** Moves on every change of status or assignee (compare-and-set). */
  version: z.number().int(),
  /** Its tags (a campaign's tag on the conversations its replies start or join). */
  tags: z.array(z.string()).optional(),
});
export type InboxConversation = z.infer<typeof inboxConversationSchema>;

export const inboxStatusCountsSchema = z.object({
  bot: z.number().int(),
  waiting: z.number().int(),
  open: z.number().int(),
  resolved: z.number().int(),
});

export const conversationPageSchema = z.object({
  data: z.array(inboxConversationSchema),
  next_cursor: z.string().nullable(),
  /** Per status, with the other filters applied. */
  counts: inboxStatusCountsSchema,
});
export type ConversationPage = z.infer<typeof conversationPageSchema>;

export const inboxAttachmentSchema = z.object({
  /** Download through GET /api/attachments/:id. */
  id: z.number().int(),
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
});

export const inboxMessageSchema = z.object({
  id: z.number().int(),
  sender: z.enum(['visitor', 'bot', 'agent', 'system']),
  /** For agent messages and notes: the member who wrote it. */
  author: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  text: z.string(),
  /** A note for the team: never shown to the visitor, on any channel. */
  private: z.boolean(),
  citations: z.array(citationSchema),
  attachments: z.array(inboxAttachmentSchema),
  created_at: z.string(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const messagesQuerySchema = z.object({
  /** Messages older than this id (the first id of the page already shown). */
  before: dbIdParamSchema('Before').optional(),
  limit: z.coerce.number().int().min(1).max(200).default(MESSAGES_PAGE_SIZE),
});

export const messagePageSchema = z.object({
  /** Oldest first. */
  data: z.array(inboxMessageSchema),
  /** Pass as `before` for the page above; null at the start of the conversation. */
  next_before: z.number().int().nullable(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

export const replyRequestSchema = z
  .object({
    text: storedText('Message', { error: 'Write a message' })
      .trim()
      .max(MAX_MESSAGE_LENGTH, { error: `At most ${MAX_MESSAGE_LENGTH} characters` })
      .default(''),
    private: z.boolean().default(false),
    /** Files uploaded to this conversation (POST /api/attachments), sent with the text. */
    attachments: z
      .array(dbIdSchema('Attachment'), { error: 'Attachments must be a list of file ids' })
      .max(MAX_ATTACHMENTS, { error: `At most ${MAX_ATTACHMENTS} files per message` })
      .refine((ids) => new Set(ids).size === ids.length, {
        error: 'The same file is attached twice',
      })
      .default([]),
  })
  .refine((body) => body.text.length > 0 || body.attachments.length > 0, {
    error: 'Write a message',
    path: ['text'],
  });
export type ReplyRequest = z.input<typeof replyRequestSchema>;

export const replyResponseSchema = z.object({
  message: inboxMessageSchema,
  conversation: inboxConversationSchema,
});
export type ReplyResponse = z.infer<typeof replyResponseSchema>;

/** Take over (open + me), hand back (bot), assign (assignee_id), resolve, reopen. */
export const conversationUpdateSchema = z
  .object({
    status: statusSchema.optional(),
    /** A member's user id, or null to unassign. */
    assignee_id: dbIdSchema('Assignee').nullable().optional(),
    /** When given, the change applies only if the conversation is still at this version. */
    version: z.number().int().min(0).max(MAX_DB_INT, { error: 'Version is too large' }).optional(),
  })
  .refine((body) => body.status !== undefined || body.assignee_id !== undefined, {
    error: 'Change the status or the assignee',
  });
export type ConversationUpdate = z.input<typeof conversationUpdateSchema>;

// ---- conversation tags: POST /api/conversations/:id/tags, DELETE …/tags/:tag ----------

/** At most this many tags on one conversation. */
export const MAX_CONVERSATION_TAGS = 20;
/** A tag put on by hand: trimmed, lower-cased, 1 to 40 characters (the contacts' tag rule). */
export const conversationTagBodySchema = z.object({ tag: tagSchema });
export const conversationTagParamsSchema = z.object({
  id: dbIdParamSchema(),
  tag: tagSchema,
});
/** The business's conversation tags, most used first (the suggestions when adding one). */
export const conversationTagListSchema = z.object({
  data: z.array(z.object({ tag: z.string(), conversations: z.number().int() })),
});
export type ConversationTagList = z.infer<typeof conversationTagListSchema>;

export const cannedResponseSchema = z.object({
  id: z.number().int(),
  /** Typed after `/` in the composer. */
  short_code: z.string(),
  text: z.string(),
  updated_at: z.string(),
});
export type CannedResponse = z.infer<typeof cannedResponseSchema>;

export const cannedResponseInputSchema = z.object({
  short_code: storedText('Short code', { error: 'A short code is required' })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, {
      error: 'Use up to 40 letters, digits, - or _ (no spaces)',
    }),
  text: storedText('Text', { error: 'The text is required' })
    .trim()
    .min(1, { error: 'The text is required' })
    .max(MAX_MESSAGE_LENGTH, { error: `At most ${MAX_MESSAGE_LENGTH} characters` }),
});
export type CannedResponseInput = z.infer<typeof cannedResponseInputSchema>;
export const cannedResponseListSchema = z.object({ data: z.array(cannedResponseSchema) });

export const INBOX_TEXTS = {
  resolvedReply: 'This conversation is resolved. Reopen it to reply.',
  versionConflict: 'Someone changed this conversation a moment ago. Look again and retry.',
  assigneeNotMember: 'That person is not a member of this business.',
  cannedTaken: 'That short code is already used.',
  /** Told to the visitor when a conversation is handed over and no teammate is online. */
  nobodyOnline:
    'Nobody from the team is online right now. Leave your email address here and we will reply by email.',
  /** The same when the visitor's email address is already known. */
  nobodyOnlineKnownEmail:
    'Nobody from the team is online right now. We will reply here and by email as soon as we can.',
  tooManyTags: `A conversation can carry at most ${MAX_CONVERSATION_TAGS} tags.`,
  noSuchTag: 'This conversation has no such tag.',
  settingsSiteUrl: 'Enter a full web address starting with http:// or https://',
} as const;

// ---- inbox settings: GET/PATCH /api/inbox/settings -------------------------------------

/** How handed-over conversations reach the team (one row per business). */
export const inboxSettingsSchema = z.object({
  /** On: each handoff is assigned in turn to the members marked online; off: "unassigned". */
  round_robin: z.boolean(),
  /** A resolved conversation reopened within 24 h goes back to its last teammate, not the bot. */
  stay_with_last_agent: z.boolean(),
  /**
   * The page of the business's site that has the chat: the link in a reply emailed to a
   * visitor opens it (null: Lisa's own site).
   */
  site_url: z.string().nullable(),
});
export type InboxSettings = z.infer<typeof inboxSettingsSchema>;

export const inboxSettingsUpdateSchema = z
  .strictObject({
    round_robin: z.boolean(),
    stay_with_last_agent: z.boolean(),
    site_url: z
      .string()
      .trim()
      .max(500)
      .refine(
        (value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value),
        INBOX_TEXTS.settingsSiteUrl,
      )
      .transform((value) => (value === '' ? null : value))
      .nullable(),
  })
  .partial();
export type InboxSettingsUpdate = z.input<typeof inboxSettingsUpdateSchema>;

/** Query parameters of the link in a reply emailed to a visitor (the chat resumes from them). */
export const RESUME_PARAMS = { conversation: 'lisa_conversation', token: 'lisa_token' } as const;
/** A resolved conversation reopened within this long returns to its last teammate (when set). */
export const STAY_WITH_LAST_AGENT_MS = 24 * 60 * 60_000;
