/**
 * The docs search: an index of every docs page's title, headings and the text under
 * each heading, built from the prerendered HTML at build time (scripts/prerender-plugin.ts
 * calls `docsSearchEntries` for each docs page and writes the JSON to
 * DOCS_SEARCH_INDEX_PATH), and the ranking the search box runs over it in the browser.
 * Kept free of React and of the DOM, so Node builds it and Vitest tests it.
 */
export interface DocsSearchEntry {
  /** The page's path. */
  path: string;
  /** The page's title (its h1). */
  page: string;
  /** The heading this entry is about; equals `page` for the page's own intro. */
  heading: string;
  /** The heading's id (null for the page's top). */
  anchor: string | null;
  /** The plain text under the heading, up to the next heading (shortened). */
  text: string;
}

export interface DocsSearchResult extends DocsSearchEntry {
  href: string;
  score: number;
}

const MAX_TEXT = 600;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? Number.parseInt(name.slice(2), 16)
          : Number(name.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Visible text of an HTML fragment: buttons (Copy) and comments dropped, spaces collapsed. */
export function plainText(html: string): string {
  return decodeEntities(
    html
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<button[\s\S]*?<\/button>/g, ' ')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The search entries of one docs page, read from its rendered HTML: the part inside the
 * element marked `data-docs-article` (without its <nav>s), cut at every h1–h3. Headings without an id can't
 * be linked to, so their text joins the entry above them.
 */
export function docsSearchEntries(path: string, html: string): DocsSearchEntry[] {
  const start = html.search(/<article[^>]*data-docs-article/);
  if (start < 0) return [];
  const end = html.indexOf('</article>', start);
  // Navigation inside the article (the phone outline, previous/next) is not its text.
  const article = html.slice(start, end < 0 ? undefined : end).replace(/<nav[\s\S]*?<\/nav>/g, ' ');
  const headingPattern = /<h([1-3])([^>]*)>([\s\S]*?)<\/h\1>/g;
  const cuts: {
    index: number;
    after: number;
    title: string;
    anchor: string | null;
    level: number;
  }[] = [];
  for (const match of article.matchAll(headingPattern)) {
    const id = /\sid="([^"]+)"/.exec(match[2] ?? '')?.[1] ?? null;
    const level = Number(match[1]);
    if (level > 1 && !id) continue;
    cuts.push({
      index: match.index ?? 0,
      after: (match.index ?? 0) + match[0].length,
      title: plainText(match[3] ?? ''),
      anchor: level === 1 ? null : id,
      level,
    });
  }
  const page = cuts.find((cut) => cut.level === 1)?.title ?? path;
  return cuts.map((cut, i) => {
    const text = plainText(article.slice(cut.after, cuts[i + 1]?.index ?? article.length));
    return {
      path,
      page,
      heading: cut.title,
      anchor: cut.anchor,
      text: text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text,
    };
  });
}

function tokens(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function words(text: string): string[] {
  return tokens(text);
}

/** How well `token` matches a field: a word starting with it beats a word containing it. */
function fieldScore(fieldWords: string[], token: string, weight: number): number {
  if (fieldWords.some((word) => word.startsWith(token))) return weight * 2;
  if (token.length >= 3 && fieldWords.some((word) => word.includes(token))) return weight;
  return 0;
}

/**
 * The entries matching every word of `query` (a word matches as a prefix, or inside a
 * word from three letters on), best first: a heading that is exactly the query, then a
 * match in a heading, then in the page's title, then in the text. Ties keep reading order.
 */
export function searchDocs(
  index: readonly DocsSearchEntry[],
  query: string,
  limit = 8,
): DocsSearchResult[] {
  const wanted = tokens(query);
  if (!wanted.length) return [];
  const results: DocsSearchResult[] = [];
  index.forEach((entry) => {
    const heading = words(entry.heading);
    const page = words(entry.page);
    const text = words(entry.text);
    let score = 0;
    for (const token of wanted) {
      const best = Math.max(
        fieldScore(heading, token, 5),
        fieldScore(page, token, 2),
        fieldScore(text, token, 1),
      );
      if (best === 0) return;
      score += best;
    }
    // A heading that is exactly the query ranks first; a page's own top entry ranks
    // just under a heading with the same match.
    if (heading.join(' ') === wanted.join(' ')) score += 3;
    if (entry.anchor === null) score -= 0.5;
    results.push({
      ...entry,
      href: entry.anchor ? `${entry.path}#${entry.anchor}` : entry.path,
      score,
    });
  });
  return results
    .map((result, order) => ({ result, order }))
    .sort((a, b) => b.result.score - a.result.score || a.order - b.order)
    .slice(0, limit)
    .map(({ result }) => result);
}

/** A short excerpt of `text` around the first word of `query` it contains. */
export function snippet(text: string, query: string, length = 120): string {
  const lower = text.toLowerCase();
  const at = tokens(query)
    .map((token) => lower.indexOf(token))
    .filter((index) => index >= 0)
    .sort((a, b) => a - b)[0];
  if (at === undefined || text.length <= length) return text.slice(0, length);
  const start = Math.max(0, at - Math.floor(length / 3));
  const cut = text.slice(start, start + length);
  return `${start > 0 ? '…' : ''}${cut}${start + length < text.length ? '…' : ''}`;
}
