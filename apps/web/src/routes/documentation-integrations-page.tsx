import { brand } from '@lisa/catalogue/brand';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { DocsPage } from '../features/docs/docs-page.tsx';
import { lazyLoadingNow } from '../lib/deferred-part.tsx';

// Each app's guide comes from the catalogue's full entries (~8 KB gz): their own chunk,
// fetched beside the page's code; the built HTML shows the guides meanwhile.
const AppGuide = lazyLoadingNow(() =>
  import('../features/docs/integration-guide.tsx').then((module) => module.IntegrationGuide),
);

export default function DocumentationIntegrationsPage() {
  return (
    <DocsPage
      title="Integrations"
      intro={
        <p>
          Each integration is connected from <strong>Dashboard › Integrations</strong>. See them all
          on the{' '}
          <Link
            to="/integrations"
            className="font-semibold text-brand-700 underline dark:text-brand-300"
          >
            integrations page
          </Link>
          .
        </p>
      }
      meta={{
        title: 'Integrations guide',
        description: `Connect ${brand.name} to WhatsApp, Messenger, Instagram, Slack, Asana, Google Meet, Zoho CRM, Odoo and more.`,
      }}
      sections={__LISA_APP_NAMES__.map((app) => ({
        id: app.id,
        title: app.name,
        content: (
          <Suspense fallback={null}>
            <AppGuide appId={app.id} />
          </Suspense>
        ),
      }))}
    />
  );
}
