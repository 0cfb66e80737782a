import { INDUSTRY_IDS } from '@lisa/catalogue/industries';
import { blogPosts } from '../blog/posts.ts';
import { docsPaths } from '../docs/docs-nav.ts';

/**
 * Every public page worth indexing (sitemap.xml). Kept free of React so the build
 * (vite.config.ts) can import it.
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
 * Pages whose first view is interactive (forms, calculators, live data, the solutions
 * page's address rewrite): built as the app shell for now. Prerendered, their buttons
 * and fields show before the code that runs them, and the end-to-end specs of these
 * pages click and type at once; they must wait for `#root[data-hydrated]` first.
 */
const interactivePages = new Set([
  '/solutions',
  '/pricing',
  '/integrations',
  '/enterprise-quote',
  '/lisa-live/attend',
  '/contact',
  '/api',
  '/status',
]);

/** Every public page rendered into HTML at build time (vite.config.ts). */
export const prerenderedPages: readonly string[] = publicPages.filter(
  (path) => !interactivePages.has(path) && !path.startsWith('/solutions/'),
);
