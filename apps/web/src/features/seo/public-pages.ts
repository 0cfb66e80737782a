import { DEFAULT_INDUSTRY_ID, INDUSTRY_IDS } from '@lisa/catalogue/industries';
import { blogPosts } from '../blog/posts.ts';
import { docsPaths } from '../docs/docs-nav.ts';

/**
 * Every public page worth indexing (sitemap.xml), each rendered into HTML at build time
 * with its own head (vite.config.ts), the interactive ones too (forms, calculators, live
 * data): their buttons and fields show before the code that runs them, so the end-to-end
 * specs wait for `#root[data-hydrated]` before they act (e2e/support/web-page.ts), and
 * values only the browser knows wait for hydration (src/lib/use-hydrated.ts). Kept free
 * of React so the build can import it.
 */
export const publicPages: readonly string[] = [
  '/',
  '/features',
  '/solutions',
  ...INDUSTRY_IDS.map((id) => `/solutions/${id}`),
  '/pricing',
  '/integrations',
  '/enterprise-quote',
  ...docsPaths,
  '/api',
  '/release-1.2.25',
  '/lisa-live',
  '/lisa-live/attend',
  '/company',
  '/about',
  '/careers',
  '/blog',
  ...blogPosts.map((post) => `/blog/${post.slug}`),
  '/contact',
  '/help',
  '/status',
  '/terms',
  '/privacy',
  '/cookies',
];

/**
 * The address a page's canonical link and og:url name. /solutions shows the default
 * industry and the browser rewrites its address to that industry's page (SPEC §2), so it
 * names that page; every other page names itself.
 */
export function canonicalPathOf(path: string): string {
  return path === '/solutions' ? `/solutions/${DEFAULT_INDUSTRY_ID}` : path;
}

/** The pages the sitemap lists: those that are their own canonical page. */
export const indexedPages: readonly string[] = publicPages.filter(
  (path) => canonicalPathOf(path) === path,
);
