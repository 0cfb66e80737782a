import { INDUSTRY_IDS } from '@lisa/catalogue/industries';
import { blogPosts } from '../blog/posts.ts';

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
  '/documentation',
  '/documentation/odoo',
  '/how-to',
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
