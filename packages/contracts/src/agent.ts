import { z } from 'zod';
import { storedText } from './stored.ts';

// Wire contract of the agent's settings (issue 15): GET/PATCH /api/agent. Everything the
// visitor-facing agent does that its business may choose: who it is (name, purpose, tone),
// what it says (greeting, the don't-know text), when it hands over (always on request;
// after N answers it could not give; on keywords; outside business hours it asks the
// visitor to leave a message), the languages it answers in, and how the widget shows it.

/** SPEC §1: support, sales, bookings, CRM data mapping. */
export const AGENT_PURPOSES = ['support', 'sales', 'bookings', 'crm'] as const;
export type AgentPurpose = (typeof AGENT_PURPOSES)[number];
export const AGENT_PURPOSE_LABELS: Record<AgentPurpose, string> = {
  support: 'Customer support',
  sales: 'Sales',
  bookings: 'Bookings',
  crm: 'CRM data mapping',
};

export const AGENT_TONES = ['friendly', 'formal', 'concise'] as const;
export type AgentTone = (typeof AGENT_TONES)[number];

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The languages the engine has its own sentences in (ISO 639-1). */
export const AGENT_LANGUAGES = ['en', 'fr', 'es', 'de', 'pt', 'it', 'nl', 'sw'] as const;
export type AgentLanguage = (typeof AGENT_LANGUAGES)[number];

export const DEFAULT_WIDGET_COLOUR = '#4f46e5';
export const MAX_HANDOFF_KEYWORDS = 20;
export const MAX_GREETING_LENGTH = 300;
export const MAX_DONT_KNOW_LENGTH = 500;

const time = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: 'Use a time like 09:00' });

/** One weekday's opening hours; null when closed all day. */
export const dayHoursSchema = z
  .object({ open: time, close: time })
  .refine((d) => d.open < d.close, { error: 'Closing time must be after opening time' })
  .nullable();

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value.includes('/') || value === 'UTC';
  } catch {
    return false;
  }
}

export const businessHoursSchema = z.object({
  /** IANA time zone, e.g. Africa/Nairobi. */
  time_zone: z
    .string()
    .trim()
    .refine(isTimeZone, { error: 'Choose a time zone such as Africa/Nairobi' }),
  days: z.object(
    Object.fromEntries(WEEKDAYS.map((d) => [d, dayHoursSchema])) as Record<
      Weekday,
      typeof dayHoursSchema
    >,
  ),
});
export type BusinessHours = z.infer<typeof businessHoursSchema>;

const languageSchema = z.enum(AGENT_LANGUAGES, {
  error: `Choose from ${AGENT_LANGUAGES.join(', ')}`,
});

export const agentSettingsSchema = z.object({
  name: z.string(),
  purpose: z.enum(AGENT_PURPOSES),
  tone: z.enum(AGENT_TONES),
  /** Null: the built-in greeting ("Hi! I'm {name}, {business}'s assistant..."). */
  greeting: z.string().nullable(),
  /** Null: the built-in "I don't know" that offers a person. */
  dont_know_text: z.string().nullable(),
  handoff: z.object({
    /** Always true: a visitor who asks for a person gets one (shown, not changeable). */
    on_request: z.literal(true),
    /** Hand over once the agent could not answer this many questions in a conversation; null: never. */
    after_unanswered: z.number().int().nullable(),
    /** A message containing one of these words or phrases goes to a person. */
    keywords: z.array(z.string()),
  }),
  /** Null: always open. Outside them a handoff asks the visitor to leave a message. */
  business_hours: businessHoursSchema.nullable(),
  /** The language it answers in when it cannot tell the visitor's (first of `languages`). */
  default_language: languageSchema,
  /** The languages it answers in; other languages get the default language. */
  languages: z.array(languageSchema),
  widget: z.object({ colour: z.string(), avatar_url: z.string().nullable() }),
  /** False until someone saved the settings once: the dashboard asks the owner to look. */
  reviewed: z.boolean(),
  updated_at: z.string().nullable(),
});
export type AgentSettings = z.infer<typeof agentSettingsSchema>;

const optionalText = (max: number, what: string) =>
  storedText(what)
    .trim()
    .max(max, { error: `${what} must be at most ${max} characters` })
    .transform((s) => (s === '' ? null : s))
    .nullable();

export const agentSettingsPatchSchema = z
  .object({
    name: storedText('The name')
      .trim()
      .min(1, { error: 'Give your agent a name' })
      .max(40, { error: 'The name must be at most 40 characters' }),
    purpose: z.enum(AGENT_PURPOSES, { error: 'Choose support, sales, bookings or crm' }),
    tone: z.enum(AGENT_TONES, { error: 'Choose friendly, formal or concise' }),
    greeting: optionalText(MAX_GREETING_LENGTH, 'The greeting'),
    dont_know_text: optionalText(MAX_DONT_KNOW_LENGTH, "The don't-know text"),
    handoff: z
      .object({
        after_unanswered: z
          .number()
          .int()
          .min(1, { error: 'Use a number from 1 to 10, or none' })
          .max(10, { error: 'Use a number from 1 to 10, or none' })
          .nullable(),
        keywords: z
          .array(
            storedText('A keyword')
              .trim()
              .min(2, { error: 'A keyword needs at least 2 letters' })
              .max(60, { error: 'A keyword must be at most 60 characters' }),
          )
          .max(MAX_HANDOFF_KEYWORDS, { error: `At most ${MAX_HANDOFF_KEYWORDS} keywords` }),
      })
      .partial()
      .strict(),
    business_hours: businessHoursSchema.nullable(),
    default_language: languageSchema,
    languages: z
      .array(languageSchema)
      .min(1, { error: 'Choose at least one language' })
      .max(AGENT_LANGUAGES.length),
    widget: z
      .object({
        colour: z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'Use a colour like #4f46e5' }),
        avatar_url: z
          .url({ protocol: /^https?$/, error: 'Use a web address starting with https://' })
          .max(2000)
          .nullable(),
      })
      .partial()
      .strict(),
  })
  .partial()
  .strict();
export type AgentSettingsPatch = z.input<typeof agentSettingsPatchSchema>;

// ---- knowledge gaps: questions the agent could not answer (GET/POST /api/agent/gaps) ----

export const knowledgeGapSchema = z.object({
  id: z.number().int(),
  /** The first wording seen. */
  question: z.string(),
  /** Other wordings grouped with it (at most 5). */
  examples: z.array(z.string()),
  /** How many times it was asked. */
  count: z.number().int(),
  /** Why the last one counts: the agent did not know, or handed it to a person. */
  last_decision: z.enum(['dont-know', 'handoff']),
  first_asked_at: z.string(),
  last_asked_at: z.string(),
});
export type KnowledgeGap = z.infer<typeof knowledgeGapSchema>;
export const knowledgeGapListSchema = z.object({ data: z.array(knowledgeGapSchema) });

export const knowledgeGapAnswerSchema = z.object({
  /** The question as the Q&A pair states it (default: the visitor's wording). */
  question: storedText('The question')
    .trim()
    .max(1000, { error: 'The question must be at most 1000 characters' })
    .optional(),
  answer: storedText('The answer')
    .trim()
    .min(1, { error: 'Write the answer' })
    .max(10_000, { error: 'The answer must be at most 10,000 characters' }),
});
export type KnowledgeGapAnswer = z.infer<typeof knowledgeGapAnswerSchema>;

export const knowledgeGapAnsweredSchema = z.object({
  gap_id: z.number().int(),
  /** The Q&A source written from it. */
  source_id: z.number().int(),
});

// ---- the agent studio's playground (POST /api/agent/playground) ----------------------

export const playgroundRequestSchema = z.object({
  message: storedText('The message')
    .trim()
    .min(1, { error: 'Type a message' })
    .max(4000, { error: 'The message must be at most 4000 characters' }),
  /** Earlier turns of the test conversation, oldest first (the screen keeps them). */
  history: z
    .array(z.object({ sender: z.enum(['visitor', 'bot']), text: z.string().max(8000) }))
    .max(40)
    .default([]),
});
export type PlaygroundRequest = z.input<typeof playgroundRequestSchema>;

export const agentTraceSchema = z.object({
  detected_language: z.string(),
  visitor_language: z.string(),
  query: z.string(),
  searches: z.array(
    z.object({
      question: z.string(),
      confidence: z.number(),
      confident: z.boolean(),
      passages: z.array(
        z.object({
          title: z.string(),
          section: z.string().nullable(),
          question: z.string().nullable(),
          text: z.string(),
          score: z.number(),
          coverage: z.number().nullable(),
        }),
      ),
    }),
  ),
  reason: z.string(),
});
export type AgentTraceView = z.infer<typeof agentTraceSchema>;

export const playgroundReplySchema = z.object({
  /** Always true: a studio reply is a test, stored nowhere and never charged. */
  test: z.literal(true),
  decision: z.enum(['answer', 'faq', 'smalltalk', 'dont-know', 'handoff']),
  text: z.string(),
  citations: z.array(
    z.object({
      index: z.number().int(),
      title: z.string(),
      url: z.string().optional(),
      section: z.string().optional(),
    }),
  ),
  handoff_reason: z.string().nullable(),
  language: z.string(),
  engine: z.enum(['embedded', 'llm']),
  took_ms: z.number(),
  trace: agentTraceSchema,
});
export type PlaygroundReply = z.infer<typeof playgroundReplySchema>;

// ---- the agent's test suite (/api/agent/tests) ------------------------------------------

export const AGENT_TEST_DECISIONS = ['answer', 'dont-know', 'handoff', 'smalltalk'] as const;
export type AgentTestDecision = (typeof AGENT_TEST_DECISIONS)[number];
export const MAX_AGENT_TESTS = 50;

export const agentTestInputSchema = z
  .object({
    question: storedText('The question')
      .trim()
      .min(1, { error: 'Write the question' })
      .max(1000, { error: 'The question must be at most 1000 characters' }),
    expected_text: storedText('The expected words')
      .trim()
      .max(500, { error: 'The expected words must be at most 500 characters' })
      .transform((s) => (s === '' ? null : s))
      .nullable()
      .default(null),
    expected_decision: z
      .enum(AGENT_TEST_DECISIONS, { error: 'Choose answer, dont-know, handoff or smalltalk' })
      .nullable()
      .default(null),
  })
  .refine((t) => t.expected_text !== null || t.expected_decision !== null, {
    error: 'Say what the reply must contain, or what the agent must do',
    path: ['expected_text'],
  });
export type AgentTestInput = z.input<typeof agentTestInputSchema>;

export const agentTestResultSchema = z.object({
  test_id: z.number().int(),
  question: z.string(),
  passed: z.boolean(),
  decision: z.string(),
  reply: z.string(),
  failure: z.string().nullable(),
  /** It passed in the run before this one and fails now: what got worse. */
  regressed: z.boolean(),
});
export type AgentTestResult = z.infer<typeof agentTestResultSchema>;

export const agentTestSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  expected_text: z.string().nullable(),
  expected_decision: z.enum(AGENT_TEST_DECISIONS).nullable(),
  created_at: z.string(),
  /** Its result in the latest run, if it ran. */
  last_result: agentTestResultSchema.nullable(),
  /** When that run was. */
  last_ran_at: z.string().nullable(),
});
export type AgentTest = z.infer<typeof agentTestSchema>;
export const agentTestListSchema = z.object({ data: z.array(agentTestSchema) });

/**
 * What started a run: "Run all", or the auto-run queued after a change to the knowledge
 * or to the agent's settings.
 */
export const AGENT_TEST_TRIGGERS = ['manual', 'knowledge', 'settings'] as const;
export type AgentTestTrigger = (typeof AGENT_TEST_TRIGGERS)[number];

export const agentTestRunSchema = z.object({
  id: z.number().int(),
  passed: z.number().int(),
  failed: z.number().int(),
  /** Tests that passed in the run before this one and fail in this one. */
  regressions: z.number().int(),
  trigger: z.enum(AGENT_TEST_TRIGGERS),
  ran_at: z.string(),
  results: z.array(agentTestResultSchema),
});
export type AgentTestRun = z.infer<typeof agentTestRunSchema>;
export const agentTestRunListSchema = z.object({ data: z.array(agentTestRunSchema) });
