// Turns a route's input into an ingested source: the parsing and chunking of
// @lisa/agent/ingest, with its typed errors mapped to the API's error bodies.
import {
  type CrawledPage,
  crawlSite,
  IngestError,
  type IngestedSource,
  type IngestFileInput,
  ingestFaq,
  ingestFile,
  ingestText,
  ingestUrl,
} from '@lisa/agent/ingest';
import { AppError, ValidationError } from '../../platform/http/app-error.ts';
import { type KnowledgeSourceInput, MAX_FILE_BYTES } from './knowledge-schemas.ts';

export interface IngestDeps {
  /** Fetch used for URL sources (the safe fetch in production). */
  fetch: typeof fetch;
  /** Parses a file (default: on this thread; the background job passes a worker thread). */
  parseFile?: (file: IngestFileInput) => Promise<IngestedSource>;
}

const fieldOf = (input: KnowledgeSourceInput) =>
  input.type === 'text'
    ? 'text'
    : input.type === 'faq'
      ? 'entries'
      : input.type === 'file'
        ? 'data_base64'
        : 'url';

/** A crawl also says which pages it read (kept for the conditional re-sync). */
export type IngestedInput = IngestedSource & { visited?: CrawledPage[] };

export async function ingestInput(
  input: KnowledgeSourceInput,
  deps: IngestDeps,
): Promise<IngestedInput> {
  try {
    switch (input.type) {
      case 'text':
        return ingestText({ title: input.title, text: input.text });
      case 'faq':
        return ingestFaq({
          title: input.title,
          entries: input.entries.map((e) =>
            e.category
              ? { ...e, category: e.category }
              : { question: e.question, answer: e.answer },
          ),
        });
      case 'file': {
        const data = Buffer.from(input.data_base64, 'base64');
        if (data.length === 0) throw new IngestError('empty', 'The file is empty');
        if (data.length > MAX_FILE_BYTES)
          throw new IngestError('too-large', 'The file is larger than 10 MB');
        return await (deps.parseFile ?? ingestFile)({
          fileName: input.file_name,
          data: new Uint8Array(data),
          ...(input.content_type ? { mimeType: input.content_type } : {}),
          ...(input.title ? { title: input.title } : {}),
        });
      }
      case 'url': {
        if (input.crawl) {
          const { source, visited } = await crawlSite(input.url, {
            fetch: deps.fetch,
            maxDepth: input.crawl.max_depth,
            maxPages: input.crawl.max_pages,
            maxBytesPerPage: MAX_FILE_BYTES,
          });
          // Each chunk keeps its page's title; the source takes the one chosen.
          return { ...source, ...(input.title ? { title: input.title } : {}), visited };
        }
        const source = await ingestUrl(input.url, { fetch: deps.fetch, maxBytes: MAX_FILE_BYTES });
        return input.title
          ? {
              ...source,
              title: input.title,
              chunks: source.chunks.map((c) => ({ ...c, title: input.title as string })),
            }
          : source;
      }
    }
  } catch (error) {
    if (error instanceof IngestError) {
      if (error.code === 'too-large') throw new AppError(413, 'payload_too_large', error.message);
      throw new ValidationError(error.message, { [fieldOf(input)]: [error.message] });
    }
    throw error;
  }
}
