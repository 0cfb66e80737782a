/** A structural piece of a document, before chunking. */
export type Block =
  | { type: 'heading'; level: number; text: string }
  /** Prose or list lines ("- item"); list lines stay lines so answers can quote them. */
  | { type: 'paragraph'; text: string };

export type SourceKind = 'faq' | 'markdown' | 'text' | 'html' | 'pdf' | 'docx' | 'url';

export interface FaqEntry {
  question: string;
  answer: string;
  category?: string;
}

/** A parsed source: what chunking needs and what every chunk inherits. */
export interface ParsedSource {
  kind: SourceKind;
  title: string;
  url?: string;
  fileName?: string;
  blocks: Block[];
  /** Set for FAQ sources: one chunk per entry. */
  faq?: FaqEntry[];
}

/** One searchable piece of a source, ready to store and index. */
export interface KnowledgeChunk {
  /** 0-based position in the source. */
  ordinal: number;
  text: string;
  title: string;
  url?: string;
  fileName?: string;
  section?: string;
  question?: string;
  /** ISO 639-1. */
  language: string;
}

export interface IngestedSource {
  kind: SourceKind;
  title: string;
  url?: string;
  fileName?: string;
  chunks: KnowledgeChunk[];
}

export type IngestErrorCode =
  | 'unsupported-format'
  | 'empty'
  | 'invalid-faq'
  | 'fetch-failed'
  | 'too-large'
  | 'invalid-url'
  | 'parse-failed';

export class IngestError extends Error {
  override readonly name = 'IngestError';
  constructor(
    readonly code: IngestErrorCode,
    message: string,
  ) {
    super(message);
  }
}
