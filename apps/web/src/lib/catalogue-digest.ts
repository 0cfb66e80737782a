import type { Industry, IndustryId } from '@lisa/catalogue/industries';
import type {
  IntegrationCategory,
  IntegrationCategoryKey,
  IntegrationIcon,
} from '@lisa/catalogue/integrations';
import type { PricingIntegration } from '@lisa/catalogue/pricing';

// The few catalogue facts the integrations, pricing and solutions pages render first, taken
// from @lisa/catalogue at build time (scripts/catalogue-digest.ts, one vite `define` each,
// read where they are used so each page carries only its own). The catalogue's apps and
// industries modules (descriptions, guides, FAQs, page content: ~18 KB gz) then stay off
// those pages' first load; the parts below the fold, the access page and the docs read the
// catalogue itself.

/** What an app card shows (the catalogue app's card fields and its placeholder figures). */
export interface AppCard {
  id: string;
  name: string;
  provider: string;
  short: string;
  icon: IntegrationIcon;
  categoryKey: IntegrationCategoryKey;
  rating: number;
  installs: string;
}

/** The integrations page: every app's card, the categories in order, the top picks. */
export interface AppCatalogueDigest {
  apps: readonly AppCard[];
  categories: readonly IntegrationCategory[];
  topPickIds: readonly string[];
}

/** An industry tab of the solutions page: its name and accent colour. */
export type IndustryTab = Pick<Industry, 'id' | 'title' | 'colour'>;

/** The industries in tab order, and the one shown for a missing or unknown id. */
export interface IndustryDigest {
  tabs: readonly IndustryTab[];
  defaultId: IndustryId;
}

export type { PricingIntegration };
