import { findIntegration, integrationCategories } from '@lisa/catalogue/integrations';
import { Link, useParams } from 'react-router';
import { AppIcon } from './app-icon.tsx';
import { integrationAccessHref } from './dashboard-links.ts';

const categoryLabel = new Map(integrationCategories.map((c) => [c.key, c.label]));

/** SPEC §2 access gate before an app's setup, at /integrations/access/:appId. */
export default function IntegrationAccessPage() {
  const { appId = '' } = useParams();
  const app = findIntegration(appId);

  if (!app) {
    return (
      <main className="mx-auto max-w-2xl px-4 py-24 text-center">
        <h1 className="font-bold text-3xl text-ink">Integration not found</h1>
        <p className="mt-4 text-ink-muted">
          We could not find an integration called “{appId}”. It may have been renamed or removed.
        </p>
        <Link
          to="/integrations"
          className="mt-8 inline-block rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
        >
          Back to integrations
        </Link>
      </main>
    );
  }

  const { href, signedIn } = integrationAccessHref(app.id);

  return (
    <main className="mx-auto max-w-5xl px-4 py-16 sm:px-6 lg:px-8">
      <Link to="/integrations" className="text-brand-600 text-sm hover:underline">
        ← All integrations
      </Link>
      <header className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-center">
        <AppIcon icon={app.icon} name={app.name} size="lg" />
        <div className="flex-1">
          <p className="text-ink-muted text-sm">
            {categoryLabel.get(app.categoryKey)} · by {app.provider}
          </p>
          <h1 className="font-bold text-3xl text-ink">{app.name}</h1>
          <p className="mt-1 text-ink-muted">{app.usage}</p>
        </div>
        <a
          href={href}
          className="inline-flex items-center justify-center rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-card hover:bg-brand-700"
        >
          {signedIn ? `Set up ${app.name}` : `Sign in to connect ${app.name}`}
        </a>
      </header>

      <ul className="mt-6 flex flex-wrap gap-2" aria-label="Tags">
        {app.tags.map((tag) => (
          <li key={tag} className="rounded-full bg-surface-muted px-3 py-1 text-ink-muted text-xs">
            {tag}
          </li>
        ))}
      </ul>

      <div className="mt-10 grid gap-10 lg:grid-cols-3">
        <div className="space-y-10 lg:col-span-2">
          <section aria-labelledby="about">
            <h2 id="about" className="font-semibold text-ink text-xl">
              About {app.name}
            </h2>
            <p className="mt-3 text-ink-muted leading-7">{app.description}</p>
          </section>
          <section aria-labelledby="features">
            <h2 id="features" className="font-semibold text-ink text-xl">
              Features
            </h2>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-ink-muted">
              {app.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </section>
          {app.howToConnect && app.howToConnect.length > 0 ? (
            <section aria-labelledby="how-to-connect">
              <h2 id="how-to-connect" className="font-semibold text-ink text-xl">
                How to connect
              </h2>
              <ol className="mt-3 list-decimal space-y-2 pl-5 text-ink-muted">
                {app.howToConnect.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </section>
          ) : null}
          <section aria-labelledby="faq">
            <h2 id="faq" className="font-semibold text-ink text-xl">
              Frequently asked questions
            </h2>
            <div className="mt-3 space-y-3">
              {app.faq.map((item) => (
                <details
                  key={item.q}
                  className="rounded-xl border border-line bg-surface-raised p-4"
                >
                  <summary className="cursor-pointer font-medium text-ink">{item.q}</summary>
                  <p className="mt-2 text-ink-muted">{item.a}</p>
                </details>
              ))}
            </div>
          </section>
        </div>
        <aside
          aria-labelledby="instructions"
          className="h-fit rounded-2xl border border-line bg-surface-raised p-6 shadow-card"
        >
          <h2 id="instructions" className="font-semibold text-ink text-lg">
            Instructions
          </h2>
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-ink-muted text-sm">
            {app.instructions.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <Link
            to={app.docsPath}
            className="mt-4 inline-block text-brand-600 text-sm hover:underline"
          >
            Read the documentation
          </Link>
        </aside>
      </div>
    </main>
  );
}
