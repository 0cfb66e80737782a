// A loopback fake of Slack's side of "Add to Slack", speaking its shapes. Used by the API
// test (modules/slack) and by the e2e stack (e2e/support/servers.ts), which points the API's
// SLACK_API_BASE_URL and SLACK_AUTHORIZE_URL at it.
// - GET /oauth/v2/authorize: the page where a Slack user picks a channel; "Allow" goes back to
//   the redirect_uri with a code (`good-code`) and the state, "Cancel" with access_denied.
// - POST /api/oauth.v2.access: HTTP Basic client credentials and a form body in; 200 with
//   ok:true and the incoming webhook for the right client and code, else 200 with ok:false
//   and Slack's error code.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_SLACK_APP = { clientId: 'client-1', clientSecret: 'shh', code: 'good-code' };
/** The channel the fake's install picks. */
export const FAKE_SLACK_CHANNEL = '#front-desk-alerts';

export interface FakeSlackApi {
  /** SLACK_API_BASE_URL. */
  url: string;
  /** SLACK_AUTHORIZE_URL. */
  authorizeUrl: string;
  calls: { authorization: string | undefined; form: Record<string, string> }[];
  /** The incoming-webhook URL oauth.v2.access hands out. */
  setWebhookUrl(url: string): void;
  close(): Promise<void>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function authorizePage(query: URLSearchParams): string {
  const back = (params: Record<string, string>) =>
    escapeHtml(
      `${query.get('redirect_uri') ?? ''}?${new URLSearchParams({ ...params, state: query.get('state') ?? '' })}`,
    );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Slack</title></head><body><main><h1>Lisa is requesting permission to post in ${FAKE_SLACK_CHANNEL}</h1><a href="${back({ code: FAKE_SLACK_APP.code })}">Allow</a> <a href="${back({ error: 'access_denied' })}">Cancel</a></main></body></html>`;
}

export async function startFakeSlackApi(
  host = '127.0.0.1',
  webhookUrl = 'https://hooks.slack.com/services/T9TK3CUKW/B12345678/oauth',
): Promise<FakeSlackApi> {
  const calls: FakeSlackApi['calls'] = [];
  let hookUrl = webhookUrl;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method === 'GET' && url.pathname === '/oauth/v2/authorize') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(authorizePage(url.searchParams));
      return;
    }
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(raw));
      calls.push({ authorization: request.headers.authorization, form });
      const basic = `Basic ${Buffer.from(`${FAKE_SLACK_APP.clientId}:${FAKE_SLACK_APP.clientSecret}`).toString('base64')}`;
      const body =
        url.pathname !== '/api/oauth.v2.access'
          ? { ok: false, error: 'unknown_method' }
          : request.headers.authorization !== basic
            ? { ok: false, error: 'invalid_client_id' }
            : form.code !== FAKE_SLACK_APP.code
              ? { ok: false, error: 'invalid_code' }
              : {
                  ok: true,
                  app_id: 'A0KRD7HC3',
                  authed_user: { id: 'U1234' },
                  scope: 'incoming-webhook',
                  token_type: 'bot',
                  access_token: 'xoxb-17653672481-19874698323-pdFZKVeTuE8sk7oOcBrzbqgy',
                  bot_user_id: 'U0KRQLJ9H',
                  team: { id: 'T9TK3CUKW', name: 'Slack Softball Team' },
                  enterprise: null,
                  is_enterprise_install: false,
                  incoming_webhook: {
                    channel: FAKE_SLACK_CHANNEL,
                    channel_id: 'C12345678',
                    configuration_url: 'https://teamname.slack.com/services/B12345678',
                    url: hookUrl,
                  },
                };
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://${host}:${port}`;
  return {
    url: `${origin}/api`,
    authorizeUrl: `${origin}/oauth/v2/authorize`,
    calls,
    setWebhookUrl: (next) => {
      hookUrl = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
