// Whether an app is connected for this business, ready to set up here, or still to come.
// The web widget and the public API are set up in the dashboard today; the channels, CRMs
// and tools get their setup from their own releases.
import type { ApiKey, WebhookEndpoint } from '@lisa/contracts/public-api';
import { keyState } from './public-api-labels.ts';

export type ConnectionStatus = 'connected' | 'available' | 'soon';

/** Apps whose setup page is built in the dashboard. */
export const SET_UP_HERE = new Set(['lisa-api']);

export function connectionStatus(
  appId: string,
  usage: { keys: readonly ApiKey[]; endpoints: readonly WebhookEndpoint[] },
): ConnectionStatus {
  if (appId === 'lisa-api') {
    const active =
      usage.keys.some((key) => keyState(key) === 'active') ||
      usage.endpoints.some((endpoint) => endpoint.enabled);
    return active ? 'connected' : 'available';
  }
  return SET_UP_HERE.has(appId) ? 'available' : 'soon';
}
