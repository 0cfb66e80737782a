import type { ChannelConnection } from '@lisa/contracts/channels';
import type { ConnectorConnection } from '@lisa/contracts/connectors';
import type { ApiKey, WebhookEndpoint } from '@lisa/contracts/public-api';
import { describe, expect, it } from 'vitest';
import { connectionStatus } from './connection-status.ts';

const key: ApiKey = {
  id: 1,
  name: 'k',
  hint: 'lisa_sk_x…',
  scopes: ['contacts:read'],
  created_by: null,
  created_at: '2026-11-01T00:00:00Z',
  expires_at: null,
  last_used_at: null,
  revoked_at: null,
};
const endpoint: WebhookEndpoint = {
  id: 1,
  url: 'https://example.com',
  events: ['message.created'],
  description: null,
  enabled: false,
  disabled_reason: 'Turned off by a member.',
  failing_since: null,
  secret_hint: '…abcd',
  created_at: '2026-11-01T00:00:00Z',
};

describe('connectionStatus', () => {
  it('calls the web widget connected once a site loaded it with the business key', () => {
    const base = { keys: [], endpoints: [] };
    expect(connectionStatus('web-widget', base)).toBe('available');
    expect(
      connectionStatus('web-widget', {
        ...base,
        widget: { business_key: 'lisa_bk_x', last_seen_at: null },
      }),
    ).toBe('available');
    expect(
      connectionStatus('web-widget', {
        ...base,
        widget: { business_key: 'lisa_bk_x', last_seen_at: '2026-11-26T06:00:00Z' },
      }),
    ).toBe('connected');
  });

  it('calls the API connected while a key is active or an endpoint is on', () => {
    expect(connectionStatus('lisa-api', { keys: [], endpoints: [] })).toBe('available');
    expect(connectionStatus('lisa-api', { keys: [key], endpoints: [] })).toBe('connected');
    expect(
      connectionStatus('lisa-api', {
        keys: [{ ...key, revoked_at: key.created_at }],
        endpoints: [endpoint],
      }),
    ).toBe('available');
    expect(
      connectionStatus('lisa-api', { keys: [], endpoints: [{ ...endpoint, enabled: true }] }),
    ).toBe('connected');
  });

  it('calls Slack connected while a channel is on', () => {
    const channel = {
      id: 1,
      name: '#desk',
      url_hint: '…abc',
      alerts: ['handoff'],
      enabled: true,
      last_sent_at: null,
      last_error: null,
      created_at: '2026-11-01T00:00:00Z',
    };
    expect(connectionStatus('slack', { keys: [], endpoints: [], slack: [] })).toBe('available');
    expect(connectionStatus('slack', { keys: [], endpoints: [], slack: [channel] })).toBe(
      'connected',
    );
    expect(
      connectionStatus('slack', {
        keys: [],
        endpoints: [],
        slack: [{ ...channel, enabled: false }],
      }),
    ).toBe('available');
  });

  it('calls a connector connected once saved; Google Meet follows Google Calendar', () => {
    const calendar: ConnectorConnection = {
      app: 'calendar',
      connected: true,
      settings: {},
      secret_hints: {},
      health: 'ok',
      last_checked_at: null,
      last_error: null,
      last_call_at: null,
      warning: null,
      connected_at: '2026-11-01T00:00:00Z',
    };
    expect(connectionStatus('asana', { keys: [key], endpoints: [] })).toBe('available');
    expect(
      connectionStatus('asana', {
        keys: [],
        endpoints: [],
        connectors: [{ ...calendar, app: 'asana', connected: false }],
      }),
    ).toBe('available');
    expect(
      connectionStatus('google-meet', { keys: [], endpoints: [], connectors: [calendar] }),
    ).toBe('connected');
    expect(connectionStatus('not-an-app', { keys: [], endpoints: [] })).toBe('soon');
  });

  it('calls a Meta channel connected once its credentials are saved', () => {
    const whatsapp: ChannelConnection = {
      channel: 'whatsapp',
      connected: true,
      external_id: '123',
      business_account_id: '456',
      token_hint: '…abcd',
      verify_token: 'lisa_x',
      callback_url: 'http://localhost:8000/webhooks/meta',
      last_webhook_at: null,
      last_send_at: null,
      last_send_error: null,
      connected_at: '2026-11-01T00:00:00Z',
    };
    const usage = { keys: [], endpoints: [], channels: [whatsapp] };
    expect(connectionStatus('whatsapp', usage)).toBe('connected');
    expect(connectionStatus('instagram', usage)).toBe('available');
    expect(
      connectionStatus('whatsapp', { ...usage, channels: [{ ...whatsapp, connected: false }] }),
    ).toBe('available');
  });
});
