// A crawled site's pages (issue 15), kept on its source (`site_pages`) so the scheduled
// re-sync asks for each page conditionally (@lisa/agent/ingest recheckSite) instead of
// crawling the whole site again: a 304, or a full answer with the same content hash, keeps
// the page's chunks as they are; a 404/410 drops them; new links are fetched and added. Only
// when something changed is the source's content replaced (and re-indexed) at all.
import { createHash } from 'node:crypto';
import {
  type CrawledPage,
  type KnowledgeChunk,
  type RecheckResult,
  recheckSite,
} from '@lisa/agent/ingest';
import type { SitePage } from '../../db/schema/knowledge.ts';
import type { ChunkRow } from './knowledge-rows.ts';
import { MAX_FILE_BYTES } from './knowledge-schemas.ts';

const hashOf = (chunks: readonly KnowledgeChunk[]) =>
  createHash('sha256')
    .update(JSON.stringify(chunks.map(({ ordinal: _, ...rest }) => rest)))
    .digest('hex');

const byUrl = <T extends { url?: string | null }>(chunks: readonly T[]) => {
  const out = new Map<string, T[]>();
  for (const chunk of chunks) {
    const list = out.get(chunk.url ?? '') ?? [];
    list.push(chunk);
    out.set(chunk.url ?? '', list);
  }
  return out;
};

/** The pages a crawl read, each with the hash of its chunks. */
export function sitePagesOf(
  visited: readonly CrawledPage[],
  chunks: readonly KnowledgeChunk[],
): SitePage[] {
  const grouped = byUrl(chunks);
  return visited.map((page) => ({ ...page, hash: hashOf(grouped.get(page.url) ?? []) }));
}

const toChunk = (row: ChunkRow): KnowledgeChunk => ({
  ordinal: row.ordinal,
  text: row.text,
  title: row.title,
  language: row.language,
  ...(row.url ? { url: row.url } : {}),
  ...(row.section ? { section: row.section } : {}),
  ...(row.question ? { question: row.question } : {}),
});

export interface SiteRecheck {
  /** Nothing was added, removed or changed: the stored content stays as it is. */
  changed: boolean;
  /** Every page answered 304 (nothing was read in full). */
  notModified: boolean;
  /** The site's content after the check (all its pages' chunks, in crawl order). */
  chunks: KnowledgeChunk[];
  pages: SitePage[];
  /** Pages that failed to fetch (they keep their last content). */
  failed: Array<{ url: string; reason: string }>;
  result: RecheckResult;
}

/** Checks a crawled site page by page, conditionally, against the pages it had. */
export async function recheckCrawledSite(options: {
  url: string;
  crawl: { max_depth: number; max_pages: number };
  known: readonly SitePage[];
  fetch: typeof fetch;
  /** The source's stored chunks (read only when something changed). */
  storedChunks: () => Promise<ChunkRow[]>;
}): Promise<SiteRecheck> {
  const result = await recheckSite(options.url, options.known, {
    fetch: options.fetch,
    maxDepth: options.crawl.max_depth,
    maxPages: options.crawl.max_pages,
    maxBytesPerPage: MAX_FILE_BYTES,
  });
  const knownHash = new Map(options.known.map((page) => [page.url, page.hash]));
  const pages: SitePage[] = [];
  const failed: SiteRecheck['failed'] = [];
  let changed = result.removed.length > 0 || result.added.length > 0;
  for (const page of result.pages) {
    const { url, depth, etag, lastModified, links } = page;
    let hash = knownHash.get(url) ?? '';
    if (page.state === 'fetched') {
      hash = hashOf(page.chunks);
      if (hash !== knownHash.get(url)) changed = true;
    } else if (page.state === 'failed') {
      failed.push({ url, reason: page.reason });
    }
    pages.push({ url, depth, etag, lastModified, links, hash });
  }
  const notModified = result.pages.every((page) => page.state === 'not-modified') && !changed;
  if (!changed) return { changed, notModified, chunks: [], pages, failed, result };
  const stored = byUrl((await options.storedChunks()).map(toChunk));
  const chunks: KnowledgeChunk[] = [];
  for (const page of result.pages) {
    const own = page.state === 'fetched' ? page.chunks : (stored.get(page.url) ?? []);
    for (const chunk of own) chunks.push({ ...chunk, ordinal: chunks.length });
  }
  return { changed, notModified, chunks, pages, failed, result };
}
