import { integrationCategories, integrationsByCategory } from '@lisa/catalogue/integrations';
import { Link } from 'react-router';
import { BrandMarkImage } from '../integrations/brand-mark-image.tsx';
import { SectionHeading } from './section-heading.tsx';

const categoryLabel = new Map(integrationCategories.map((c) => [c.key, c.label]));
// Categories with apps only: the landing page shows what can be connected today.
const groups = integrationsByCategory().filter((group) => group.apps.length > 0);

export function IntegrationsSection() {
  return (
    <section
      aria-labelledby="integrations-title"
      id="integrations"
      className="scroll-mt-20 bg-surface py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="integrations-title"
          eyebrow="Integrations"
          title="Works with the tools you already use"
        >
          Channels where your customers write, and the business apps where the work gets done —
          connected in a few clicks.
        </SectionHeading>
        <div className="mt-14 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {groups.map(({ category, apps }) => (
            <div key={category.key}>
              <h3 className="font-semibold text-ink-muted text-sm uppercase tracking-wider">
                {categoryLabel.get(category.key)}
              </h3>
              <ul className="mt-3 space-y-3">
                {apps.map((app) => (
                  <li key={app.id}>
                    <Link
                      to={`/integrations/access/${app.id}`}
                      className="flex items-start gap-3 rounded-2xl border border-line bg-surface-raised p-4 transition-colors hover:border-brand-300"
                    >
                      <BrandMarkImage mark={app.icon} name={app.name} />
                      <span>
                        <span className="block font-semibold text-ink">{app.name}</span>
                        <span className="mt-1 block text-ink-muted text-sm leading-6">
                          {app.short}
                        </span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p className="mt-12 text-center">
          <Link
            to="/integrations"
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Browse all integrations
          </Link>
        </p>
      </div>
    </section>
  );
}
