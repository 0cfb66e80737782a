import { useId, useMemo, useState } from 'react';
import type { AppCard } from '../../lib/catalogue-digest.ts';
import { IntegrationCard } from './integration-card.tsx';

const sectionId = (key: string) => `category-${key}`;
const { apps, categories: integrationCategories, topPickIds } = __LISA_APP_CATALOGUE__;
const topPicks = topPickIds.flatMap((id) => apps.filter((app) => app.id === id));

/**
 * SPEC §2 search, as the catalogue's `searchIntegrations` does it over the digest: apps
 * whose name contains the text (case-insensitive), by category, empty categories dropped.
 */
function searchApps(
  query: string,
): { category: (typeof integrationCategories)[number]; apps: AppCard[] }[] {
  const needle = query.trim().toLocaleLowerCase();
  return integrationCategories
    .map((category) => ({
      category,
      apps: apps.filter(
        (app) => app.categoryKey === category.key && app.name.toLocaleLowerCase().includes(needle),
      ),
    }))
    .filter((group) => group.apps.length > 0);
}

export default function IntegrationsPage() {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const groups = useMemo(() => searchApps(query), [query]);
  const visibleKeys = new Set(groups.map((g) => g.category.key));
  const searching = query.trim().length > 0;

  const scrollTo = (key: string) => {
    document.getElementById(sectionId(key))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <main className="bg-surface">
      <section className="bg-gradient-to-b from-brand-50 to-surface py-20 dark:from-brand-900/30">
        <div className="mx-auto max-w-4xl px-4 text-center">
          <h1 className="font-bold text-4xl text-ink tracking-tight sm:text-5xl">Integrations</h1>
          <p className="mt-4 text-ink-muted text-lg">
            Connect Lisa to the channels your customers use and the tools your team works in.
          </p>
          <div className="mx-auto mt-8 max-w-xl">
            <label htmlFor={searchId} className="sr-only">
              Search apps
            </label>
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Search apps, e.g. WhatsApp, Slack, Odoo…"
              className="w-full rounded-full border border-line bg-surface-raised px-5 py-3 text-ink shadow-card outline-none focus:border-brand-500"
            />
          </div>
        </div>
      </section>

      <div className="mx-auto flex max-w-7xl gap-10 px-4 pb-24 sm:px-6 lg:px-8">
        <nav aria-label="Categories" className="sticky top-24 hidden h-fit w-52 shrink-0 lg:block">
          <p className="mb-3 font-semibold text-ink-muted text-xs uppercase tracking-wider">
            Categories
          </p>
          <ul className="space-y-1">
            {integrationCategories
              .filter((c) => visibleKeys.has(c.key))
              .map((category) => (
                <li key={category.key}>
                  {/* SPEC §4: an active-category highlight exists but is never set. */}
                  <button
                    type="button"
                    onClick={() => scrollTo(category.key)}
                    className="w-full rounded-lg px-3 py-2 text-left text-ink-muted text-sm hover:bg-surface-muted hover:text-ink"
                  >
                    {category.label}
                  </button>
                </li>
              ))}
          </ul>
        </nav>

        <div className="min-w-0 flex-1">
          {searching ? null : (
            <section aria-labelledby="top-picks" className="mt-4 mb-12">
              <h2 id="top-picks" className="mb-4 font-semibold text-2xl text-ink">
                Top picks
              </h2>
              <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
                {topPicks.map((app) => (
                  <IntegrationCard key={app.id} app={app} wide />
                ))}
              </div>
            </section>
          )}

          {groups.length === 0 ? (
            <p role="status" className="mt-10 text-center text-ink-muted">
              No apps match “{query.trim()}”.
            </p>
          ) : null}

          {groups.map(({ category, apps }) => (
            <section
              key={category.key}
              id={sectionId(category.key)}
              aria-labelledby={`${sectionId(category.key)}-title`}
              className="mt-4 mb-10 scroll-mt-24"
            >
              <h2
                id={`${sectionId(category.key)}-title`}
                className="mb-4 font-semibold text-ink text-xl"
              >
                {category.label}
              </h2>
              <ul
                className="flex snap-x gap-4 overflow-x-auto pb-3"
                aria-label={`${category.label} apps`}
              >
                {apps.map((app) => (
                  <li key={app.id} className="shrink-0">
                    <IntegrationCard app={app} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </main>
  );
}
