// The agent engine's contract with its host (apps/api). The engine is framework-free:
// the host gives it a knowledge retriever for the business and stores what it returns.

/** Where a passage came from, shown to the visitor as a numbered citation. */
export interface Citation {
  /** 1-based number used in the answer text, e.g. "[1]". */
  index: number;
  title: string;
  url?: string;
  section?: string;
}

/** One retrieved piece of a business's knowledge base. */
export interface Passage {
  chunkId: string;
  sourceId: string;
  text: string;
  title: string;
  url?: string;
  section?: string;
  /** Set when the source is a question/answer pair (FAQ). */
  question?: string;
  language?: string;
  score: number;
  /**
   * Share (0..1) of the query's weight found in this passage, when the retriever can
   * tell. The engine computes its own estimate when absent.
   */
  coverage?: number;
  /**
   * Index terms (stems) of the query this passage matched, with their weights and their
   * specificity (weight relative to a word the knowledge base never uses, 0..1).
   */
  matchedTerms?: Array<{
    term: string;
    weight: number;
    specificity?: number;
    corrected?: boolean;
    /** For a correction: the index term of the word as the visitor typed it. */
    typed?: string;
    /** Matched through the thesaurus ("speed" -> "load"), not the word as typed. */
    synonym?: boolean;
  }>;
  /**
   * Share (0..1) of the query's weight held by words the knowledge base has never seen
   * (slang, filler, names of other things), when the retriever can tell.
   */
  unknownShare?: number;
  /**
   * Set when a question visitors asked before lifted this passage: the sentence that
   * answered it and the question's terms it shares with this one (never shown).
   */
  learned?: { anchor: string; terms: string[] };
}

export interface Retriever {
  /** Ranked passages of this business only, best first. */
  search(businessId: number, query: string, limit: number): Promise<Passage[]>;
  /** Languages (ISO 639-1) the business's knowledge base holds content in. */
  languages(businessId: number): Promise<string[]>;
}

export interface ConversationTurn {
  sender: 'visitor' | 'bot' | 'agent' | 'system';
  text: string;
}

export interface AgentRequest {
  businessId: number;
  businessName: string;
  agentName: string;
  /** ISO 639-1 code, e.g. "en". */
  defaultLanguage: string;
  message: string;
  /** Earlier turns of this conversation, oldest first (may be empty). */
  history: ConversationTurn[];
  /**
   * The business's own additions to the built-in glossary, by visitor language: folded
   * words or phrases of that language -> the knowledge base's words
   * (`{ fr: { "livraison": "delivery" } }`).
   */
  glossary?: Record<string, Record<string, string>>;
  /** The HTTP request this reply is for, named in the engine's log lines. */
  requestId?: string;
  /** What the business chose for its agent (its settings); absent: the defaults. */
  behaviour?: AgentBehaviour;
  /** The time of the message (business hours are judged by it); default: now. */
  now?: Date;
  /** Return what the engine understood and decided (`AgentReply.trace`): the agent studio. */
  trace?: boolean;
}

/** What the engine understood and why it decided as it did (agent studio's event log). */
export interface AgentTrace {
  /** The language the message reads as. */
  detectedLanguage: string;
  /** The language the agent treats the visitor's as (the default when not one it answers in). */
  visitorLanguage: string;
  /** The question as searched: greeting stripped, translated, follow-up resolved. */
  query: string;
  /** One per question of the message: the top passages and the confidence. */
  searches: Array<{
    question: string;
    confidence: number;
    confident: boolean;
    /** Why not confident: the refusal check that fired, or 'low-confidence'. */
    refusedBy?: string;
    passages: Array<{
      title: string;
      section?: string;
      question?: string;
      text: string;
      score: number;
      coverage?: number;
    }>;
  }>;
  /** Why the decision, in plain words. */
  reason: string;
}

export type AgentPurpose = 'support' | 'sales' | 'bookings' | 'crm';
export type AgentTone = 'friendly' | 'formal' | 'concise';
export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';

/** Opening hours per weekday in a time zone (IANA); a day that is null is closed. */
export interface BusinessHours {
  timeZone: string;
  days: Partial<Record<Weekday, { open: string; close: string } | null>>;
}

/** A business's choices for its agent (apps/api's agent settings). */
export interface AgentBehaviour {
  /** Named in the greeting ("Acme's sales assistant"). */
  purpose?: AgentPurpose;
  /** The register of the agent's own sentences (greeting, thanks, don't-know, handoff). */
  tone?: AgentTone;
  /** Replaces the built-in greeting when the visitor writes in the business's language. */
  greeting?: string | null;
  /** Replaces the built-in "I don't know" in the business's language. */
  dontKnowText?: string | null;
  /** Hand over once this many questions of the conversation went unanswered. */
  handoffAfterUnanswered?: number | null;
  /** Words or phrases that send the conversation to a person. */
  handoffKeywords?: readonly string[];
  /** Outside these hours a handoff asks the visitor to leave a message. Absent: always open. */
  businessHours?: BusinessHours | null;
  /** Languages the agent answers in; another language gets the default. Empty: all. */
  languages?: readonly string[];
}

export type AgentDecision = 'answer' | 'faq' | 'smalltalk' | 'dont-know' | 'handoff';

export interface AgentReply {
  decision: AgentDecision;
  /** Markdown shown to the visitor. */
  text: string;
  citations: Citation[];
  /** Present when decision is "handoff": why the conversation goes to a person. */
  handoffReason?: string;
  /** Language the reply is written in (ISO 639-1). */
  language: string;
  /** Which engine produced the reply. */
  engine: 'embedded' | 'llm';
  /** Time the engine took, in milliseconds (retrieval included). */
  tookMs?: number;
  /** Present when the request asked for it. */
  trace?: AgentTrace;
}

export interface AgentEngine {
  reply(request: AgentRequest): Promise<AgentReply>;
}
