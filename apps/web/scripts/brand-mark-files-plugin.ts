import type { Plugin } from 'vite';

export interface BrandMarkSource {
  title: string;
  hex: string;
  path: string;
}

/** One brand mark as a standalone SVG file (24x24 view box, in the brand's colour). */
export function brandMarkSvg(mark: BrandMarkSource): string {
  const title = mark.title.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="${mark.hex}"><title>${title}</title><path d="${mark.path}"/></svg>\n`;
}

/**
 * Serves @lisa/ui's simple-icons marks as static files, /brand-marks/{key}.svg (written
 * into the build, answered by the dev server), so the landing page shows them as images
 * instead of carrying every path in its JavaScript (src/features/integrations/brand-mark-image.tsx).
 */
export function brandMarkFiles(marks: Readonly<Record<string, BrandMarkSource>>): Plugin {
  return {
    name: 'lisa-brand-mark-files',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const key = /^\/brand-marks\/([a-z0-9-]+)\.svg$/.exec(req.url ?? '')?.[1];
        const mark = key ? marks[key] : undefined;
        if (!mark) return next();
        res.setHeader('content-type', 'image/svg+xml');
        res.end(brandMarkSvg(mark));
      });
    },
    generateBundle() {
      for (const [key, mark] of Object.entries(marks))
        this.emitFile({
          type: 'asset',
          fileName: `brand-marks/${key}.svg`,
          source: brandMarkSvg(mark),
        });
    },
  };
}
