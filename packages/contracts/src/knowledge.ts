// Wire contract of the knowledge routes (/api/knowledge/*): the API validates with these and
// the dashboard's data centre (issue 15) reads them.
import { z } from 'zod';
import {
  dbIdParamSchema,
  dbIdSchema,
  isStorableText,
  MAX_DB_INT,
  storedText,
  unstorableTextMessage,
} from './stored.ts';

export const MAX_TEXT_CHARS = 200_000;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Files larger than this are ingested by a background job (202, status queued). */
export const BACKGROUND_FILE_BYTES = 256 * 1024;
export const MAX_FAQ_ENTRIES = 1000;
export const MAX_CRAWL_DEPTH = 3;
export const MAX_CRAWL_PAGES = 100;

const title = storedText('Title').trim().min(1, 'Give the source a title').max(200);
/** The longest question and answer of one FAQ entry (the data centre's and the inbox's). */
export const MAX_FAQ_QUESTION_CHARS = 1000;
export const MAX_FAQ_ANSWER_CHARS = 10_000;
const faqQuestion = storedText('Question')
  .trim()
  .min(1, 'Every entry needs a question')
  .max(MAX_FAQ_QUESTION_CHARS);
const faqAnswer = storedText('Answer')
  .trim()
  .min(1, 'Every entry needs an answer')
  .max(MAX_FAQ_ANSWER_CHARS);

export const knowledgeSourceInputSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('text'),
    title,
    text: storedText('Text').trim().min(1, 'The text is empty').max(MAX_TEXT_CHARS),
  }),
  z.object({
    type: z.literal('faq'),
    title,
    entries: z
      .array(
        z.object({
          question: faqQuestion,
          answer: faqAnswer,
          category: storedText('Category').trim().max(100).optional(),
        }),
      )
      .min(1, 'Add at least one question with its answer')
      .max(MAX_FAQ_ENTRIES),
  }),
  z.object({
    type: z.literal('file'),
    file_name: storedText('File name').trim().min(1).max(255),
    content_type: storedText('Content type').max(200).optional(),
    /** The file's bytes, base64-encoded (as chat attachments travel). */
    data_base64: z
      .string()
      .min(1)
      .max(Math.ceil((MAX_FILE_BYTES * 4) / 3) + 4, 'The file is larger than 10 MB'),
    title: title.optional(),
  }),
  z.object({
    type: z.literal('url'),
    url: z
      .url({ protocol: /^https?$/, error: 'Enter an http or https address' })
      .max(2000)
      .refine(isStorableText, { error: unstorableTextMessage('Address') }),
    title: title.optional(),
    /**
     * Crawl the site from this page (same host, robots.txt honoured, the sitemap used when
     * present) instead of reading one page; always in the background (202).
     */
    crawl: z
      .object({
        max_depth: z
          .number()
          .int()
          .min(0, { error: 'Depth is 0 to 3 links' })
          .max(MAX_CRAWL_DEPTH, { error: 'Depth is 0 to 3 links' })
          .default(2),
        max_pages: z
          .number()
          .int()
          .min(1, { error: 'Crawl 1 to 100 pages' })
          .max(MAX_CRAWL_PAGES, { error: 'Crawl 1 to 100 pages' })
          .default(20),
      })
      .optional(),
  }),
]);
export type KnowledgeSourceInput = z.infer<typeof knowledgeSourceInputSchema>;

/** `PUT /sources/:id?revision=`: replace only if the source is still at the revision read. */
export const knowledgeReplaceQuerySchema = z.object({
  revision: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_DB_INT, { error: 'Revision is too large' })
    .optional(),
});
export const SOURCE_CHANGED_TEXT =
  'Someone changed this source a moment ago. Look again and retry: what you typed is kept.';

export const knowledgeSourceSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['faq', 'markdown', 'text', 'html', 'pdf', 'docx', 'url']),
  title: z.string(),
  url: z.string().nullable(),
  file_name: z.string().nullable(),
  chunk_count: z.number().int(),
  /** Maintained by Lisa itself (business 1's catalogue and documentation): read-only. */
  system: z.boolean(),
  status: z.enum(['queued', 'processing', 'ready', 'failed']),
  /** Why the last ingestion or sync failed, in plain words. */
  error: z.string().nullable(),
  size_bytes: z.number().int().nullable(),
  /** When its content was last ingested successfully. */
  synced_at: z.string().nullable(),
  /** The name of the person who added it (null for Lisa's own sources). */
  added_by: z.string().nullable(),
  /** A web page's scheduled re-sync (off for every other kind). */
  sync_schedule: z.enum(['off', 'daily', 'weekly']),
  /** Goes up with every change of its content: a replacement may ask for the one it read. */
  revision: z.number().int(),
  /** When the scheduled re-sync next looks at it. */
  next_sync_at: z.string().nullable(),
  /** When the page was last asked for, even when it had not changed. */
  checked_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type KnowledgeSourceView = z.infer<typeof knowledgeSourceSchema>;
export type KnowledgeSource = KnowledgeSourceView;

export const KNOWLEDGE_SYNC_SCHEDULES = ['off', 'daily', 'weekly'] as const;
export type KnowledgeSyncSchedule = (typeof KNOWLEDGE_SYNC_SCHEDULES)[number];

/** PATCH /api/knowledge/sources/:id/schedule: how often a web page is fetched again. */
export const knowledgeScheduleInputSchema = z
  .object({
    schedule: z.enum(KNOWLEDGE_SYNC_SCHEDULES, { error: 'Choose off, daily or weekly' }),
  })
  .strict();
export type KnowledgeScheduleInput = z.infer<typeof knowledgeScheduleInputSchema>;

export const knowledgeSourceListSchema = z.object({ data: z.array(knowledgeSourceSchema) });

export const knowledgeChunkSchema = z.object({
  ordinal: z.number().int(),
  section: z.string().nullable(),
  question: z.string().nullable(),
  text: z.string(),
  language: z.string(),
});

export const knowledgeSourceDetailSchema = z.object({
  source: knowledgeSourceSchema,
  chunks: z.array(knowledgeChunkSchema),
});

export const knowledgeSearchQuerySchema = z.object({
  q: storedText('Search').trim().min(1, 'Type something to search for').max(1000),
  limit: z.coerce.number().int().min(1).max(20).default(5),
});

export const knowledgeResyncSchema = z.object({
  /** Web-page sources queued for a fresh fetch. */
  queued: z.number().int(),
});

export const knowledgeSearchResultSchema = z.object({
  results: z.array(
    z.object({
      source_id: z.number().int(),
      title: z.string(),
      section: z.string().nullable(),
      url: z.string().nullable(),
      question: z.string().nullable(),
      text: z.string(),
      score: z.number(),
    }),
  ),
});

export type KnowledgeSourceDetail = z.infer<typeof knowledgeSourceDetailSchema>;
export type KnowledgeChunk = z.infer<typeof knowledgeChunkSchema>;
export type KnowledgeSearchResult = z.infer<typeof knowledgeSearchResultSchema>['results'][number];

/**
 * Knowledge base sizes (SPEC §9's small / medium / large) and what each holds. A business
 * without a chosen size has the medium one (the pricing page's default).
 */
export const KNOWLEDGE_PLANS = ['small', 'medium', 'large'] as const;
export type KnowledgePlan = (typeof KNOWLEDGE_PLANS)[number];
export const KNOWLEDGE_PLAN_LIMITS: Record<KnowledgePlan, { sources: number; chunks: number }> = {
  small: { sources: 20, chunks: 2_000 },
  medium: { sources: 100, chunks: 20_000 },
  large: { sources: 500, chunks: 100_000 },
};
export const KNOWLEDGE_PLAN_LABELS: Record<KnowledgePlan, string> = {
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
};

/**
 * PUT /api/knowledge/plan: the knowledge base size the business chooses. No billing provider:
 * the choice is recorded and its limits apply at once (a smaller size than the content
 * already held is refused); the setup fee of a paid size is arranged with sales.
 */
export const knowledgePlanChoiceSchema = z.object({
  plan: z.enum(KNOWLEDGE_PLANS, { error: 'Choose small, medium or large' }),
});
export type KnowledgePlanChoice = z.infer<typeof knowledgePlanChoiceSchema>;

/** GET /api/knowledge/limits: the business's knowledge base size and how full it is. */
export const knowledgeLimitsSchema = z.object({
  plan: z.enum(KNOWLEDGE_PLANS),
  sources: z.object({ used: z.number().int(), limit: z.number().int() }),
  chunks: z.object({ used: z.number().int(), limit: z.number().int() }),
});
export type KnowledgeLimits = z.infer<typeof knowledgeLimitsSchema>;

/**
 * Learned questions: a team teaches its agent from the inbox by marking a cited answer of the
 * bot "Good answer". The visitor's question is kept with the anchor, the first sentence of
 * the answer that a passage of the knowledge holds; a later question worded like it finds
 * that passage. POST /api/knowledge/learned-questions.
 */
export const learnedQuestionTeachSchema = z.object({
  /** The bot reply of the inbox being taught. */
  message_id: dbIdSchema('Message'),
});
export type LearnedQuestionTeach = z.infer<typeof learnedQuestionTeachSchema>;

export const LEARNED_PAGE_SIZE = 50;

/** GET /api/knowledge/learned-questions: newest first, a page at a time. */
export const learnedQuestionQuerySchema = z.object({
  /** The id of the last learned question of the previous page. */
  cursor: dbIdParamSchema('Cursor').optional(),
  limit: z.coerce.number().int().min(1).max(100).default(LEARNED_PAGE_SIZE),
  /** Only those taught from this conversation's replies (the inbox's view of it). */
  conversation_id: dbIdParamSchema('Conversation').optional(),
});
export type LearnedQuestionQuery = z.input<typeof learnedQuestionQuerySchema>;

export const learnedQuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  /** The sentence of the passage the question now finds. */
  anchor: z.string(),
  /** False once no passage of the knowledge holds the anchor (edited or deleted). */
  found: z.boolean(),
  /** The bot reply it was taught from; null once its conversation is deleted. */
  message_id: z.number().int().nullable(),
  conversation_id: z.number().int().nullable(),
  taught_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type LearnedQuestion = z.infer<typeof learnedQuestionSchema>;

export const learnedQuestionPageSchema = z.object({
  data: z.array(learnedQuestionSchema),
  next_cursor: z.number().int().nullable(),
});
export type LearnedQuestionPage = z.infer<typeof learnedQuestionPageSchema>;

/** Refusals the dashboard shows as they come. */
export const LEARNED_TEXTS = {
  notCitedAnswer: "Only an agent's answer that cites the knowledge base can be taught.",
  noQuestion: 'This answer has no visitor question to learn from.',
  alreadyTaught: 'This answer was already taught.',
  passageGone:
    'No sentence of this answer stands in the knowledge base as it is now (its passage was edited or removed, or the answer was reworded), so there is nothing to tie the question to.',
} as const;

/**
 * Answers from the inbox: a teammate's reply to a visitor, saved in one step as an entry of
 * the business's FAQ source "Answers from the inbox" (created on first use), so the agent
 * answers the next visitor asking alike. POST /api/knowledge/inbox-answers.
 */
export const INBOX_ANSWERS_SOURCE_TITLE = 'Answers from the inbox';

export const inboxAnswerInputSchema = z.object({
  /** The teammate's reply of the inbox being saved. */
  message_id: dbIdSchema('Message'),
  /** The visitor's question, as the teammate kept it. */
  question: storedText('Question')
    .trim()
    .min(1, 'Write the question visitors ask')
    .max(MAX_FAQ_QUESTION_CHARS, `Keep the question under ${MAX_FAQ_QUESTION_CHARS} characters`),
  /** The answer, as the teammate kept it. */
  answer: storedText('Answer')
    .trim()
    .min(1, 'Write the answer')
    .max(MAX_FAQ_ANSWER_CHARS, `Keep the answer under ${MAX_FAQ_ANSWER_CHARS} characters`),
});
export type InboxAnswerInput = z.infer<typeof inboxAnswerInputSchema>;

/** GET /api/knowledge/inbox-answers: those saved from one conversation's replies. */
export const inboxAnswerQuerySchema = z.object({
  conversation_id: dbIdParamSchema('Conversation'),
});
export type InboxAnswerQuery = z.input<typeof inboxAnswerQuerySchema>;

export const inboxAnswerSchema = z.object({
  id: z.number().int(),
  /** The reply it was saved from; null once its conversation is deleted. */
  message_id: z.number().int().nullable(),
  /** The FAQ source holding it (the data centre's /dashboard/datacenter?source=<id>). */
  source_id: z.number().int(),
  source_title: z.string(),
  question: z.string(),
  saved_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type InboxAnswer = z.infer<typeof inboxAnswerSchema>;

export const inboxAnswerListSchema = z.object({ data: z.array(inboxAnswerSchema) });
export type InboxAnswerList = z.infer<typeof inboxAnswerListSchema>;

/** Refusals the dashboard shows as they come. */
export const INBOX_ANSWER_TEXTS = {
  notTeammateReply: "Only a teammate's reply to a visitor can be saved as an answer.",
  alreadySaved: 'This reply is already saved in your knowledge.',
} as const;
