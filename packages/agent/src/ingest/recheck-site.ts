// The conditional re-check of a crawled site (issue 15), instead of crawling it all again:
// each page the last crawl read is asked for with its validators (If-None-Match from its
// ETag, If-Modified-Since from its Last-Modified); a 304 keeps it as it was, a 404 or 410
// removes it, any other failure keeps its last content (and says so); a full answer is read
// again, and its links followed. Pages newly linked (within the crawl's depth, up to its page
// limit, same site, robots.txt honoured) are fetched and added. Deciding whether a fetched
// page's content really changed is the caller's (it keeps each page's content hash).
import {
  type CrawledPage,
  type CrawlOptions,
  pageLinks,
  parseRobots,
  robotsAllow,
} from './crawl-site.ts';
import { ingestUrl } from './ingest-source.ts';
import type { KnowledgeChunk } from './types.ts';

export type RecheckedPage = CrawledPage &
  (
    | { state: 'not-modified' }
    | { state: 'failed'; reason: string }
    | { state: 'fetched'; chunks: KnowledgeChunk[] }
  );

export interface RecheckResult {
  /** Every page the site now has, in crawl order (known pages first, then new ones). */
  pages: RecheckedPage[];
  /** Known pages that are gone (404, 410) or that robots.txt now disallows. */
  removed: string[];
  /** Pages linked since the last crawl, fetched now. */
  added: string[];
}

type Fetched =
  | { state: 'not-modified' }
  | { state: 'gone' }
  | { state: 'failed'; reason: string }
  | { state: 'fetched'; page: CrawledPage; chunks: KnowledgeChunk[] };

export async function recheckSite(
  start: string,
  known: readonly CrawledPage[],
  options: CrawlOptions,
): Promise<RecheckResult> {
  const doFetch = options.fetch ?? fetch;
  const origin = new URL(start);
  const timeout = () => AbortSignal.timeout(options.timeoutMs ?? 15_000);

  let rules: ReturnType<typeof parseRobots>['rules'] = [];
  try {
    const robots = await doFetch(`${origin.origin}/robots.txt`, { signal: timeout() });
    if (robots.ok) rules = parseRobots(await robots.text()).rules;
  } catch {}
  const allowed = (url: string) => robotsAllow(rules, new URL(url).pathname);

  async function fetchPage(
    url: string,
    depth: number,
    validators?: Pick<CrawledPage, 'etag' | 'lastModified'>,
  ): Promise<Fetched> {
    const headers = new Headers();
    if (validators?.etag) headers.set('if-none-match', validators.etag);
    if (validators?.lastModified) headers.set('if-modified-since', validators.lastModified);
    let body: Uint8Array;
    let type: string;
    let response: Response;
    try {
      response = await doFetch(url, { redirect: 'follow', signal: timeout(), headers });
      if (response.status === 304) return { state: 'not-modified' };
      if (response.status === 404 || response.status === 410) return { state: 'gone' };
      if (!response.ok) return { state: 'failed', reason: `HTTP ${response.status}` };
      if (response.url && new URL(response.url).origin !== origin.origin) {
        return { state: 'failed', reason: 'redirects to another site' };
      }
      body = new Uint8Array(await response.arrayBuffer());
      type = response.headers.get('content-type') ?? 'text/html';
    } catch (e) {
      return { state: 'failed', reason: e instanceof Error ? e.message : String(e) };
    }
    try {
      const page = await ingestUrl(url, {
        fetch: async () => new Response(body, { headers: { 'content-type': type } }),
        ...(options.maxBytesPerPage ? { maxBytes: options.maxBytesPerPage } : {}),
      });
      const html = /html/i.test(type) ? new TextDecoder().decode(body) : '';
      return {
        state: 'fetched',
        chunks: page.chunks,
        page: {
          url,
          depth,
          etag: response.headers.get('etag'),
          lastModified: response.headers.get('last-modified'),
          links: html ? pageLinks(html, new URL(url)) : [],
        },
      };
    } catch (e) {
      return { state: 'failed', reason: e instanceof Error ? e.message : String(e) };
    }
  }

  const pages: RecheckedPage[] = [];
  const removed: string[] = [];
  const added: string[] = [];
  const seen = new Set(known.map((page) => page.url));
  seen.add(origin.href);

  for (const page of known) {
    if (!allowed(page.url)) {
      removed.push(page.url);
      continue;
    }
    const got = await fetchPage(page.url, page.depth, page);
    if (got.state === 'gone') removed.push(page.url);
    else if (got.state === 'fetched')
      pages.push({ ...got.page, state: 'fetched', chunks: got.chunks });
    else pages.push({ ...page, ...got });
    await options.onPage?.(pages.length, page.url);
  }

  // Links the pages have now that the last crawl did not follow, breadth first.
  const queue: Array<{ url: string; depth: number }> = [];
  const follow = (page: CrawledPage) => {
    if (page.depth >= options.maxDepth) return;
    for (const link of page.links) {
      if (seen.has(link)) continue;
      seen.add(link);
      queue.push({ url: link, depth: page.depth + 1 });
    }
  };
  for (const page of pages) follow(page);
  while (queue.length > 0 && pages.length < options.maxPages) {
    const next = queue.shift();
    if (!next || !allowed(next.url)) continue;
    const got = await fetchPage(next.url, next.depth);
    if (got.state !== 'fetched') continue;
    pages.push({ ...got.page, state: 'fetched', chunks: got.chunks });
    added.push(next.url);
    follow(got.page);
    await options.onPage?.(pages.length, next.url);
  }
  return { pages, removed, added };
}
