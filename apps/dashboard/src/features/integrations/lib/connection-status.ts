// Whether an app is connected for this business, ready to set up here, or still to come.
// Every app of the catalogue is set up in the dashboard today: the web widget, the public
// API, Slack, the Meta channels, and the connectors (Zoho CRM, Odoo, Kijani, Asana, Google
// Calendar, with Google Meet riding on the calendar).
import { CHANNEL_APP_IDS, type ChannelConnection } from '@lisa/contracts/channels';
import { CONNECTOR_APPS, type ConnectorConnection } from '@lisa/contracts/connectors';
import type { ApiKey, WebhookEndpoint } from '@lisa/contracts/public-api';
import type { SlackDestination } from '@lisa/contracts/slack';
import type { WidgetSettings } from '@lisa/contracts/widget';
import { keyState } from './public-api-labels.ts';

export type ConnectionStatus = 'connected' | 'available' | 'soon';

/** Apps whose setup page is built in the dashboard. */
export const SET_UP_HERE = new Set([
  'web-widget',
  'lisa-api',
  'slack',
  ...Object.values(CHANNEL_APP_IDS),
  // Zoho CRM, Odoo, Kijani, Asana, Google Calendar (features/integrations connector-panel).
  ...CONNECTOR_APPS,
  'google-meet',
]);

export function connectionStatus(
  appId: string,
  usage: {
    keys: readonly ApiKey[];
    endpoints: readonly WebhookEndpoint[];
    slack?: readonly SlackDestination[];
    /** WhatsApp, Messenger, Instagram (features/channels). */
    channels?: readonly ChannelConnection[];
    /** Zoho CRM, Odoo, Kijani, Asana, Google Calendar (Google Meet rides on the calendar). */
    connectors?: readonly ConnectorConnection[];
    /** The web widget: connected once a site loaded it with the business key. */
    widget?: Pick<WidgetSettings, 'business_key' | 'last_seen_at'> | null;
  },
): ConnectionStatus {
  if (appId === 'web-widget') {
    return usage.widget?.business_key && usage.widget.last_seen_at ? 'connected' : 'available';
  }
  if (appId === 'slack') {
    return usage.slack?.some((channel) => channel.enabled) ? 'connected' : 'available';
  }
  const connectorId = appId === 'google-meet' ? 'calendar' : appId;
  const connector = usage.connectors?.find((item) => item.app === connectorId);
  if (connector) return connector.connected ? 'connected' : 'available';
  const channel = usage.channels?.find((item) => CHANNEL_APP_IDS[item.channel] === appId);
  if (channel) return channel.connected ? 'connected' : 'available';
  if (appId === 'lisa-api') {
    const active =
      usage.keys.some((key) => keyState(key) === 'active') ||
      usage.endpoints.some((endpoint) => endpoint.enabled);
    return active ? 'connected' : 'available';
  }
  return SET_UP_HERE.has(appId) ? 'available' : 'soon';
}
