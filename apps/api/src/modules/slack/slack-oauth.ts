// "Add to Slack" (issue 16): where the server has a Slack app (SLACK_CLIENT_ID and
// SLACK_CLIENT_SECRET), a member installs it with Slack's OAuth v2 and the incoming webhook
// Slack creates for the chosen channel becomes one of the business's Slack channels (the
// same row and alerts as a pasted URL). Without credentials the screen keeps the paste form.
//
// The state is sealed (AES-GCM, context.secrets) around the business, the member and an
// expiry, so the public callback needs no session and cannot be replayed for another
// business. The code is exchanged at oauth.v2.access with HTTP Basic client credentials;
// Slack answers 200 with ok:false on a refusal. The bot token Slack also returns is not
// kept: Lisa only posts through the incoming webhook.
import {
  type SlackInstall,
  type SlackOAuthOutcome,
  slackInstallSchema,
  slackOAuthCallbackQuerySchema,
} from '@lisa/contracts/slack';
import type { AppContext } from '../../context.ts';
import type { ApiModule } from '../../platform/http/api-module.ts';
import { errorResponses } from '../../platform/http/error-schema.ts';
import { memberSessionOf, requireDashboardSession } from '../../platform/http/session-guard.ts';
import { createSlackService, type SlackService } from './slack-service.ts';

const STATE_CONTEXT = 'slack.oauth_state';
const STATE_TTL_MS = 10 * 60 * 1000;
/** Alerts a channel installed by OAuth starts with (as the paste form's defaults). */
const DEFAULT_ALERTS = ['handoff', 'lead'] as const;

interface State {
  b: number;
  u: number;
  exp: number;
}

interface OAuthAccess {
  ok?: boolean;
  error?: string;
  incoming_webhook?: { channel?: string; channel_id?: string; url?: string };
  team?: { name?: string };
}

export function createSlackOAuth(context: AppContext, channels: SlackService) {
  const { env, secrets, clock, outbound } = context;
  const configured = env.SLACK_CLIENT_ID !== '' && env.SLACK_CLIENT_SECRET !== '';
  const redirectUri = `${env.LISA_API_URL}/api/slack/oauth/callback`;
  const back = (outcome: SlackOAuthOutcome) =>
    `${env.LISA_DASHBOARD_URL}/dashboard/integrations/slack?slack=${outcome}`;

  function openState(sealed: string): State | null {
    try {
      const state = JSON.parse(secrets.open(sealed, STATE_CONTEXT)) as State;
      if (typeof state.b !== 'number' || typeof state.u !== 'number') return null;
      return state.exp > clock().getTime() ? state : null;
    } catch {
      return null;
    }
  }

  async function exchange(code: string): Promise<OAuthAccess> {
    const basic = Buffer.from(`${env.SLACK_CLIENT_ID}:${env.SLACK_CLIENT_SECRET}`).toString(
      'base64',
    );
    const response = await outbound(`${env.SLACK_API_BASE_URL}/oauth.v2.access`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ code, redirect_uri: redirectUri }).toString(),
      signal: AbortSignal.timeout(env.WEBHOOK_TIMEOUT_MS),
    });
    if (!response.ok) return { ok: false, error: `http_${response.status}` };
    return (await response.json()) as OAuthAccess;
  }

  return {
    install(businessId: number, userId: number): SlackInstall {
      if (!configured) return { oauth: false, url: null };
      const state = secrets.seal(
        JSON.stringify({ b: businessId, u: userId, exp: clock().getTime() + STATE_TTL_MS }),
        STATE_CONTEXT,
      );
      const url = new URL(env.SLACK_AUTHORIZE_URL);
      url.searchParams.set('client_id', env.SLACK_CLIENT_ID);
      url.searchParams.set('scope', 'incoming-webhook');
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('state', state);
      return { oauth: true, url: url.toString() };
    },

    /** Slack's redirect back: the dashboard address to send the member to. */
    async callback(
      query: { code?: string; state?: string; error?: string },
      ip: string,
    ): Promise<string> {
      const state = query.state ? openState(query.state) : null;
      if (!configured || !state) return back('expired');
      if (query.error || !query.code) return back('denied');
      let access: OAuthAccess;
      try {
        access = await exchange(query.code);
      } catch {
        return back('refused');
      }
      const hook = access.incoming_webhook;
      if (access.ok !== true || !hook?.url) return back('refused');
      const name = (hook.channel ?? 'Slack channel').slice(0, 80);
      try {
        await channels.create(
          state.b,
          { name, webhook_url: hook.url, alerts: [...DEFAULT_ALERTS] },
          { userId: state.u, ip },
        );
      } catch {
        // Not a Slack host, or the business already has the most channels.
        return back('refused');
      }
      return back('connected');
    },
  };
}

export type SlackOAuth = ReturnType<typeof createSlackOAuth>;

const errors = errorResponses(400, 401, 403);

export const slackOAuthModule: ApiModule<SlackOAuth> = {
  prefix: '/api/slack/oauth',
  services: (context) =>
    createSlackOAuth(
      context,
      createSlackService({
        db: context.db,
        clock: context.clock,
        audit: context.audit,
        slack: context.slack,
        secrets: context.secrets,
        allowedHosts: context.env.SLACK_WEBHOOK_HOSTS,
      }),
    ),
  routes: async (app, oauth, context) => {
    const tags = ['integrations'];
    await app.register(async (scope) => {
      scope.addHook('preValidation', requireDashboardSession(context.sessions));
      scope.get(
        '/install',
        {
          config: { access: 'integrations.manage' },
          schema: {
            summary: 'Whether "Add to Slack" is offered here, and its link for this business',
            tags,
            response: { 200: slackInstallSchema, ...errors },
          },
        },
        (request) => {
          const session = memberSessionOf(request);
          return oauth.install(session.businessId, session.userId);
        },
      );
    });
    app.get(
      '/callback',
      {
        config: { access: 'public' },
        schema: {
          summary: "Slack's OAuth redirect: keeps the channel, then back to the dashboard",
          tags,
          querystring: slackOAuthCallbackQuerySchema,
        },
      },
      async (request, reply) => reply.redirect(await oauth.callback(request.query, request.ip)),
    );
  },
};
