import { brand } from '@lisa/catalogue/brand';
import { integrationApps } from '@lisa/catalogue/integrations';
import { Link } from 'react-router';
import { DocsPage } from '../features/docs/docs-page.tsx';

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
      sections={integrationApps.map((app) => ({
        id: app.id,
        title: app.name,
        content: (
          <>
            <p>{app.description}</p>
            <ol>
              {(app.howToConnect ?? app.instructions).map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            {app.docsPath.startsWith('/documentation/') ? (
              <p>
                <Link to={app.docsPath}>Full {app.name} guide</Link>
              </p>
            ) : null}
          </>
        ),
      }))}
    />
  );
}
