import { integrationApps, TOP_PICK_IDS } from './apps.ts';
import { integrationCategories } from './categories.ts';
import type { IntegrationApp, IntegrationCategory } from './types.ts';

export { integrationApps, TOP_PICK_IDS } from './apps.ts';
export { maskBusinessKey } from './business-key.ts';
export { integrationCategories } from './categories.ts';
export { displayInstalls, displayRating } from './display-figures.ts';
export {
  INTEGRATION_CATEGORY_KEYS,
  type IntegrationApp,
  type IntegrationCategory,
  type IntegrationCategoryKey,
  type IntegrationFaq,
  type IntegrationIcon,
} from './types.ts';

const byId = new Map(integrationApps.map((app) => [app.id, app]));

export function findIntegration(id: string): IntegrationApp | undefined {
  return byId.get(id);
}

/** The "Top picks" apps, in order. */
export const topPicks: readonly IntegrationApp[] = TOP_PICK_IDS.map((id) => {
  const app = byId.get(id);
  if (!app) throw new Error(`Top pick ${id} is not in the catalogue`);
  return app;
});

export interface IntegrationCategoryGroup {
  category: IntegrationCategory;
  apps: IntegrationApp[];
}

/** Every category in SPEC order with its apps (email's list is empty). */
export function integrationsByCategory(
  apps: readonly IntegrationApp[] = integrationApps,
): IntegrationCategoryGroup[] {
  return integrationCategories.map((category) => ({
    category,
    apps: apps.filter((app) => app.categoryKey === category.key),
  }));
}

/**
 * SPEC §2 integrations search: apps whose name contains the text, case-insensitively;
 * categories left with no app are dropped. An empty query keeps every app (and still
 * drops email, which has none).
 */
export function searchIntegrations(query: string): IntegrationCategoryGroup[] {
  const needle = query.trim().toLocaleLowerCase();
  const matches = needle
    ? integrationApps.filter((app) => app.name.toLocaleLowerCase().includes(needle))
    : integrationApps;
  return integrationsByCategory(matches).filter((group) => group.apps.length > 0);
}
