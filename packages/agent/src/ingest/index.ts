// @lisa/agent/ingest: turn uploaded files, typed text, FAQ entries and web pages into chunks.

export type { ChunkOptions } from './chunk-source.ts';
export { chunkBlocks, chunkSource } from './chunk-source.ts';
export type { CrawledPage, CrawlOptions, CrawlResult } from './crawl-site.ts';
export { crawlSite, pageLinks, parseRobots, robotsAllow } from './crawl-site.ts';
export type { FetchUrlOptions, FileFormat, IngestFileInput } from './ingest-source.ts';
export {
  detectFormat,
  ingestFaq,
  ingestFile,
  ingestMarkdown,
  ingestText,
  ingestUrl,
} from './ingest-source.ts';
export { parseHtml } from './parse-html.ts';
export type { RecheckedPage, RecheckResult } from './recheck-site.ts';
export { recheckSite } from './recheck-site.ts';
export type {
  Block,
  FaqEntry,
  IngestErrorCode,
  IngestedSource,
  KnowledgeChunk,
  SourceKind,
} from './types.ts';
export { IngestError } from './types.ts';
