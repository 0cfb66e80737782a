/**
 * The documentation site's pages in reading order, grouped as the sidebar shows them.
 * Kept free of React: the sitemap, the prerender list (vite.config.ts) and the search
 * index build read it too. /documentation is the docs home (SPEC keeps its URL), and
 * /documentation/odoo and /how-to keep theirs.
 */
export interface DocsNavPage {
  path: string;
  /** The sidebar label. */
  title: string;
  /** One line for the docs home's topic cards. */
  summary: string;
}

export interface DocsNavGroup {
  title: string;
  pages: readonly DocsNavPage[];
}

export const docsNav: readonly DocsNavGroup[] = [
  {
    title: 'Get started',
    pages: [
      {
        path: '/documentation',
        title: 'Overview',
        summary: 'What is in these docs and where to start.',
      },
      {
        path: '/documentation/getting-started',
        title: 'Getting started',
        summary: 'Create an assistant, add knowledge, connect a channel and go live.',
      },
      {
        path: '/how-to',
        title: 'How-to guides',
        summary: 'Step-by-step guides for what teams set up in their first week.',
      },
    ],
  },
  {
    title: 'Your assistant',
    pages: [
      {
        path: '/documentation/knowledge-base',
        title: 'Knowledge base',
        summary: 'How the assistant learns from your documents, pages and Q&A.',
      },
      {
        path: '/documentation/handoff',
        title: 'Human handoff',
        summary: 'When conversations go to your team, and how to hand them back.',
      },
    ],
  },
  {
    title: 'Channels and apps',
    pages: [
      {
        path: '/documentation/integrations',
        title: 'Integrations',
        summary: 'Connect each channel and business app, one by one.',
      },
      {
        path: '/documentation/odoo',
        title: 'Odoo product sync',
        summary: 'Import your Odoo products and stock into the knowledge base.',
      },
    ],
  },
  {
    title: 'Developers',
    pages: [
      {
        path: '/documentation/chat-api',
        title: 'Chat API',
        summary: 'Talk to your assistant from your own code with one call.',
      },
    ],
  },
];

/** Every docs page in reading order (previous/next follow it). */
export const docsPages: readonly DocsNavPage[] = docsNav.flatMap((group) => group.pages);

export const docsPaths: readonly string[] = docsPages.map((page) => page.path);

/** The pages before and after `path` in reading order (null at either end or off the list). */
export function neighboursOf(path: string): {
  previous: DocsNavPage | null;
  next: DocsNavPage | null;
} {
  const index = docsPages.findIndex((page) => page.path === path);
  if (index < 0) return { previous: null, next: null };
  return { previous: docsPages[index - 1] ?? null, next: docsPages[index + 1] ?? null };
}

/** Where the built search index is served from (written by the prerender step). */
export const DOCS_SEARCH_INDEX_PATH = '/docs-search-index.json';
