import { findIntegration } from '@lisa/catalogue/integrations';
import { isConnectorApp } from '@lisa/contracts/connectors';
import { BrandMark } from '@lisa/ui/brand-mark';
import { buttonClassName } from '@lisa/ui/button';
import { Card } from '@lisa/ui/card';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { env } from '../../../env.ts';
import { ChannelConnectPanel } from '../../channels/components/channel-connect-panel.tsx';
import { channelOfApp } from '../../channels/lib/channel-apps.ts';
import { WebWidgetPanel } from '../../web-widget/components/web-widget-panel.tsx';
import { ApiKeysPanel } from './api-keys-panel.tsx';
import { ConnectorPanel } from './connector-panel.tsx';
import { SlackPanel } from './slack-panel.tsx';
import { WebhooksPanel } from './webhooks-panel.tsx';

/** /dashboard/integrations/:appId: an app's setup, or what its setup will be and its docs. */
export default function IntegrationAppScreen() {
  const { appId = '' } = useParams();
  const app = findIntegration(appId);
  const back = (
    <Link to="/dashboard/integrations" className={buttonClassName({ variant: 'link', size: 'sm' })}>
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      All integrations
    </Link>
  );
  if (!app) {
    return (
      <section aria-labelledby="app-title">
        {back}
        <h1 id="app-title" className="mt-4 font-semibold text-2xl">
          No such integration
        </h1>
        <p className="mt-1 text-ink-muted">“{appId}” is not one of Lisa's integrations.</p>
      </section>
    );
  }
  const docs = `${env.webUrl}${app.docsPath}`;
  const channel = channelOfApp(app.id);
  return (
    <section aria-labelledby="app-title">
      {back}
      <h1 id="app-title" className="mt-4 flex items-center gap-3 font-semibold text-2xl">
        <BrandMark mark={app.icon} name={app.name} />
        {app.name}
      </h1>
      <p className="mt-1 max-w-3xl text-ink-muted">{app.description}</p>
      {channel ? (
        <div className="mt-6">
          <ChannelConnectPanel channel={channel} />
        </div>
      ) : app.id === 'web-widget' ? (
        <div className="mt-6">
          <WebWidgetPanel />
        </div>
      ) : isConnectorApp(app.id) ? (
        <div className="mt-6">
          <ConnectorPanel app={app.id} name={app.name} />
        </div>
      ) : app.id === 'google-meet' ? (
        <Card as="section" aria-labelledby="meet-title" className="mt-6">
          <h2 id="meet-title" className="font-semibold text-lg">
            Meet links come with Google Calendar
          </h2>
          <p className="mt-1 text-ink-muted text-sm">
            Connect Google Calendar: every event a workflow books gets a Google Meet link and
            invites the contact.
          </p>
          <Link
            to="/dashboard/integrations/calendar"
            className={`${buttonClassName({ variant: 'secondary' })} mt-4`}
          >
            Set up Google Calendar
          </Link>
        </Card>
      ) : app.id === 'slack' ? (
        <div className="mt-6">
          <SlackPanel />
        </div>
      ) : app.id === 'lisa-api' ? (
        <div className="mt-6 flex flex-col gap-6">
          <ApiKeysPanel />
          <WebhooksPanel />
          <p className="text-ink-muted text-sm">
            Reference:{' '}
            <a href={docs} target="_blank" rel="noopener noreferrer" className="underline">
              the API documentation
            </a>
            .
          </p>
        </div>
      ) : (
        <Card as="section" aria-labelledby="coming-title" className="mt-6">
          <h2 id="coming-title" className="font-semibold text-lg">
            Connecting {app.name} from here is coming soon
          </h2>
          <p className="mt-1 text-ink-muted text-sm">Once connected, {app.name} will:</p>
          <ul className="mt-3 list-disc pl-5 text-sm">
            {app.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <a
            href={docs}
            target="_blank"
            rel="noopener noreferrer"
            className={`${buttonClassName({ variant: 'secondary' })} mt-4`}
          >
            Read how {app.name} connects
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
          </a>
        </Card>
      )}
    </section>
  );
}
