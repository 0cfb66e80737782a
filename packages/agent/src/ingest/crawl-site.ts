// A same-host crawl of a website (issue 15): from a start page, breadth first, following
// links on the same origin up to `maxDepth` links away and `maxPages` pages; robots.txt
// honoured (the groups for `*` and for `lisa`: the longest matching Allow/Disallow rule
// wins); the sitemap (named in robots.txt, else /sitemap.xml) seeds the queue one link
// away when present. Each page is ingested like one URL source and its chunks keep the
// page's own URL and title, so the agent cites the page. A page that cannot be fetched or
// read is skipped (listed in `skipped`); no page at all is an error.
import { ingestUrl } from './ingest-source.ts';
import { IngestError, type IngestedSource, type KnowledgeChunk } from './types.ts';

export interface CrawlOptions {
  fetch?: typeof fetch;
  /** Links away from the start page (0: the start page only). */
  maxDepth: number;
  maxPages: number;
  maxBytesPerPage?: number;
  timeoutMs?: number;
  /** Told of each page as it is done (progress). */
  onPage?: (done: number, url: string) => void | Promise<void>;
}

/** A page the crawl read: what a later conditional re-check needs (recheckSite). */
export interface CrawledPage {
  url: string;
  /** Links away from the start page. */
  depth: number;
  etag: string | null;
  lastModified: string | null;
  /** Same-site page links it had. */
  links: string[];
}

export interface CrawlResult {
  source: IngestedSource;
  pages: string[];
  /** The pages read, in order, with their validators and links. */
  visited: CrawledPage[];
  skipped: Array<{ url: string; reason: string }>;
}

interface Rule {
  allow: boolean;
  path: string;
}

/** The rules of robots.txt that apply to us (`*` and `lisa` groups). */
export function parseRobots(text: string): { rules: Rule[]; sitemaps: string[] } {
  const rules: Rule[] = [];
  const sitemaps: string[] = [];
  let agents: string[] = [];
  let inRules = false;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/#.*$/, '').trim();
    const match = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!match) continue;
    const field = (match[1] ?? '').toLowerCase();
    const value = (match[2] ?? '').trim();
    if (field === 'sitemap') {
      sitemaps.push(value);
      continue;
    }
    if (field === 'user-agent') {
      if (inRules) agents = [];
      inRules = false;
      agents.push(value.toLowerCase());
      continue;
    }
    if (field === 'allow' || field === 'disallow') {
      inRules = true;
      const ours = agents.some((a) => a === '*' || a.startsWith('lisa'));
      if (ours && value) rules.push({ allow: field === 'allow', path: value });
    }
  }
  return { rules, sitemaps };
}

/** Whether the path may be fetched: the longest matching rule wins, Allow on a tie. */
export function robotsAllow(rules: readonly Rule[], path: string): boolean {
  let best: Rule | undefined;
  for (const rule of rules) {
    const prefix = rule.path.replace(/\*$/, '').replace(/\$$/, '');
    const exact = rule.path.endsWith('$');
    const hit = exact ? path === prefix : path.startsWith(prefix);
    if (!hit) continue;
    if (
      !best ||
      rule.path.length > best.path.length ||
      (rule.path.length === best.path.length && rule.allow)
    )
      best = rule;
  }
  return best ? best.allow : true;
}

const skippedExtensions =
  /\.(png|jpe?g|gif|svg|webp|ico|css|js|mjs|zip|gz|mp4|mp3|woff2?|ttf|xml|json|pdf|docx?)$/i;

/** Same-origin page links of an HTML document, absolute, without fragments. */
export function pageLinks(html: string, base: URL): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(/<a\b[^>]*?\bhref\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
    const href = (m[2] ?? m[3] ?? m[4] ?? '').trim();
    if (!href || href.startsWith('#') || /^(mailto|tel|javascript):/i.test(href)) continue;
    let url: URL;
    try {
      url = new URL(href.replace(/&amp;/g, '&'), base);
    } catch {
      continue;
    }
    if (url.origin !== base.origin || skippedExtensions.test(url.pathname)) continue;
    url.hash = '';
    out.add(url.href);
  }
  return [...out];
}

const validatorsOf = (response: Response) => ({
  etag: response.headers.get('etag'),
  lastModified: response.headers.get('last-modified'),
});

export async function crawlSite(start: string, options: CrawlOptions): Promise<CrawlResult> {
  const doFetch = options.fetch ?? fetch;
  let origin: URL;
  try {
    origin = new URL(start);
  } catch {
    throw new IngestError('invalid-url', `"${start}" is not a valid URL`);
  }
  const timeout = () => AbortSignal.timeout(options.timeoutMs ?? 15_000);
  const getText = async (url: string): Promise<{ text: string; type: string } | null> => {
    try {
      const response = await doFetch(url, { redirect: 'follow', signal: timeout() });
      if (!response.ok) return null;
      const text = await response.text();
      return { text, type: response.headers.get('content-type') ?? '' };
    } catch {
      return null;
    }
  };

  const robots = await getText(`${origin.origin}/robots.txt`);
  const { rules, sitemaps } = robots ? parseRobots(robots.text) : { rules: [], sitemaps: [] };
  const allowed = (url: string) => robotsAllow(rules, new URL(url).pathname);

  const queue: Array<{ url: string; depth: number }> = [{ url: origin.href, depth: 0 }];
  const seen = new Set([origin.href]);
  if (options.maxDepth > 0) {
    for (const sitemapUrl of sitemaps.length ? sitemaps : [`${origin.origin}/sitemap.xml`]) {
      const sitemap = await getText(sitemapUrl);
      if (!sitemap || !/<urlset|<sitemapindex/i.test(sitemap.text)) continue;
      for (const m of sitemap.text.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/gi)) {
        const loc = m[1] ?? '';
        try {
          const url = new URL(loc);
          url.hash = '';
          if (url.origin !== origin.origin || seen.has(url.href)) continue;
          seen.add(url.href);
          queue.push({ url: url.href, depth: 1 });
        } catch {}
      }
    }
  }

  const chunks: KnowledgeChunk[] = [];
  const pages: string[] = [];
  const visited: CrawledPage[] = [];
  const skipped: CrawlResult['skipped'] = [];
  while (queue.length > 0 && pages.length < options.maxPages) {
    const next = queue.shift();
    if (!next) break;
    if (!allowed(next.url)) {
      skipped.push({ url: next.url, reason: 'robots.txt disallows it' });
      continue;
    }
    let html = '';
    // The page's bytes are fetched once: its links are read from them, and ingestUrl reads
    // them through a fetch that hands the same response back.
    let body: Uint8Array;
    let type: string;
    let validators: Pick<CrawledPage, 'etag' | 'lastModified'>;
    try {
      const response = await doFetch(next.url, { redirect: 'follow', signal: timeout() });
      if (!response.ok) {
        skipped.push({ url: next.url, reason: `HTTP ${response.status}` });
        continue;
      }
      // A redirect off the site is not followed into the crawl.
      if (response.url && new URL(response.url).origin !== origin.origin) {
        skipped.push({ url: next.url, reason: 'redirects to another site' });
        continue;
      }
      body = new Uint8Array(await response.arrayBuffer());
      type = response.headers.get('content-type') ?? 'text/html';
      validators = validatorsOf(response);
    } catch (e) {
      skipped.push({ url: next.url, reason: e instanceof Error ? e.message : String(e) });
      continue;
    }
    if (/html/i.test(type)) html = new TextDecoder().decode(body);
    try {
      const page = await ingestUrl(next.url, {
        fetch: async () => new Response(body, { headers: { 'content-type': type } }),
        ...(options.maxBytesPerPage ? { maxBytes: options.maxBytesPerPage } : {}),
      });
      for (const c of page.chunks) chunks.push({ ...c, ordinal: chunks.length });
      pages.push(next.url);
      visited.push({
        url: next.url,
        depth: next.depth,
        ...validators,
        links: html ? pageLinks(html, new URL(next.url)) : [],
      });
      await options.onPage?.(pages.length, next.url);
    } catch (e) {
      skipped.push({ url: next.url, reason: e instanceof Error ? e.message : String(e) });
    }
    if (html && next.depth < options.maxDepth) {
      for (const link of pageLinks(html, new URL(next.url))) {
        if (seen.has(link)) continue;
        seen.add(link);
        queue.push({ url: link, depth: next.depth + 1 });
      }
    }
  }
  if (chunks.length === 0) {
    const why = skipped[0] ? ` (${skipped[0].url}: ${skipped[0].reason})` : '';
    throw new IngestError('fetch-failed', `No page of ${origin.host} could be read${why}`);
  }
  return {
    source: {
      kind: 'url',
      title: `${origin.host} (${pages.length} ${pages.length === 1 ? 'page' : 'pages'})`,
      url: origin.href,
      chunks,
    },
    pages,
    visited,
    skipped,
  };
}
