import type { Plugin } from 'vite';

/**
 * Emits sitemap.xml at build time from the list of public pages. The origin comes from
 * LISA_WEB_URL at build time (the public site's address), else https://lisa.ai.
 */
export function sitemap(paths: readonly string[], origin: string): Plugin {
  return {
    name: 'lisa-sitemap',
    apply: 'build',
    generateBundle() {
      const base = origin.replace(/\/+$/, '');
      const urls = paths
        .map(
          (path) =>
            `  <url>\n    <loc>${base}${path}</loc>\n    <changefreq>${path === '/' ? 'weekly' : 'monthly'}</changefreq>\n  </url>`,
        )
        .join('\n');
      this.emitFile({
        type: 'asset',
        fileName: 'sitemap.xml',
        source: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      });
    },
  };
}
