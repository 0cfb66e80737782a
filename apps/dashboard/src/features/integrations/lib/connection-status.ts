// Whether an app is connected for this business, ready to set up here, or still to come.
// The web widget, the public API, Slack and the Meta channels (WhatsApp, Messenger,
// Instagram) are set up in the dashboard today; CRMs and tools get their setup from their own
// releases.
import { CHANNEL_APP_IDS, type ChannelConnection } from '@lisa/contracts/channels';
import type { ApiKey, WebhookEndpoint } from '@lisa/contracts/public-api';
import type { SlackDestination } from '@lisa/contracts/slack';
import { keyState } from './public-api-labels.ts';

export type ConnectionStatus = 'connected' | 'available' | 'soon';

/** Apps whose setup page is built in the dashboard. */
export const SET_UP_HERE = new Set([
  'web-widget',
  'lisa-api',
  'slack',
  ...Object.values(CHANNEL_APP_IDS),
]);

export function connectionStatus(
  appId: string,
  usage: {
    keys: readonly ApiKey[];
    endpoints: readonly WebhookEndpoint[];
    slack?: readonly SlackDestination[];
    /** WhatsApp, Messenger, Instagram (features/channels). */
    channels?: readonly ChannelConnection[];
  },
): ConnectionStatus {
  if (appId === 'slack') {
    return usage.slack?.some((channel) => channel.enabled) ? 'connected' : 'available';
  }
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
