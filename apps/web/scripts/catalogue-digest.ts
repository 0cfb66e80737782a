import { DEFAULT_INDUSTRY_ID, industryList } from '@lisa/catalogue/industries';
import {
  displayInstalls,
  displayRating,
  integrationApps,
  integrationCategories,
  TOP_PICK_IDS,
} from '@lisa/catalogue/integrations';
import { PRICING_INTEGRATIONS } from '@lisa/catalogue/pricing';
import type {
  AppCatalogueDigest,
  IndustryDigest,
  PricingIntegration,
} from '../src/lib/catalogue-digest.ts';

const appCatalogue: AppCatalogueDigest = {
  apps: integrationApps.map((app) => ({
    id: app.id,
    name: app.name,
    provider: app.provider,
    short: app.short,
    icon: app.icon,
    categoryKey: app.categoryKey,
    rating: displayRating(app.id),
    installs: displayInstalls(app.id),
  })),
  categories: integrationCategories,
  topPickIds: TOP_PICK_IDS,
};

const industryDigest: IndustryDigest = {
  tabs: industryList.map(({ id, title, colour }) => ({ id, title, colour })),
  defaultId: DEFAULT_INDUSTRY_ID,
};

const pricingIntegrations: readonly PricingIntegration[] = PRICING_INTEGRATIONS;

/**
 * The build's `define`s of catalogue facts (src/lib/catalogue-digest.ts), computed in Node:
 * the integrations page's cards, the apps' names (the docs' integrations guide), the
 * pricing page's integration list, the solutions
 * page's industry tabs.
 */
export const catalogueDefines: Record<string, string> = {
  __LISA_APP_CATALOGUE__: JSON.stringify(appCatalogue),
  __LISA_APP_NAMES__: JSON.stringify(integrationApps.map(({ id, name }) => ({ id, name }))),
  __LISA_PRICING_INTEGRATIONS__: JSON.stringify(pricingIntegrations),
  __LISA_INDUSTRIES__: JSON.stringify(industryDigest),
};
