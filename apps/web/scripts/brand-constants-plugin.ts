import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const VIRTUAL_ID = '\0lisa-brand-form-constants';
const CONSTANT = /^export const DEFAULT_RSVP_EVENT_NAME = (['"])[^'"]+\1;$/m;

/**
 * @lisa/catalogue/brand reads one string, DEFAULT_RSVP_EVENT_NAME, from
 * @lisa/contracts/forms. That module also defines every form schema, so importing it
 * from the brand (which every page uses) would put zod (~25 KB gzipped) on the landing
 * page's critical path: a module cannot be split between chunks. For the brand's import
 * only, this plugin serves a module holding just that constant, copied at build time
 * from the contracts source, so the value still has a single home. Every other importer
 * (forms, quote, RSVP) gets the real module. Remove once the brand stops importing it.
 */
export function brandFormConstants(): Plugin {
  const require = createRequire(import.meta.url);
  return {
    name: 'lisa-brand-form-constants',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === '@lisa/contracts/forms' &&
        importer &&
        /catalogue[\\/]src[\\/]brand\.ts$/.test(importer)
      ) {
        return VIRTUAL_ID;
      }
      return null;
    },
    load(id) {
      if (id !== VIRTUAL_ID) return null;
      const formsPath = require.resolve('@lisa/contracts/forms', {
        paths: [require.resolve('@lisa/catalogue/brand')],
      });
      const line = readFileSync(formsPath, 'utf8').match(CONSTANT)?.[0];
      if (!line) throw new Error(`DEFAULT_RSVP_EVENT_NAME not found in ${formsPath}`);
      return `${line}\n`;
    },
  };
}
