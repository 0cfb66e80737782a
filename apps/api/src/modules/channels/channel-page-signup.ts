// "Continue with Facebook" for Messenger and Instagram, where the operator set a Meta app
// (META_APP_ID and META_APP_SECRET): Facebook Login in the browser returns a user token; the
// API exchanges it for a long-lived one, lists the pages that person manages (`GET
// /me/accounts`, each with its own token and linked Instagram account), and once the member
// picks one, subscribes the app to the page's messages and connects it exactly as the
// manual form does (sealed, audited, one business per page), with the app's secret as the
// one that signs its webhooks. Page tokens never leave the API: the browser sends the user
// token again with the page it picked, and the list is read again from Meta.
import {
  CHANNEL_TEXTS,
  type ChannelConnection,
  type EmbeddedSignupConfig,
  type ManagedPageView,
  META_GRAPH_VERSION,
  type PAGE_CHANNELS,
  type PageSignupInput,
} from '@lisa/contracts/channels';
import type { AuditActor } from '../../platform/audit/audit-log.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ChannelsService } from './channels-service.ts';
import type { ManagedPage, MetaGraph } from './meta-graph.ts';

type PageChannel = (typeof PAGE_CHANNELS)[number];

/** What the app is subscribed to on a page: messages, and the taps on its buttons. */
const PAGE_SUBSCRIBED_FIELDS = ['messages', 'messaging_postbacks'] as const;

export function createPageSignup(options: {
  graph: MetaGraph;
  channels: Pick<ChannelsService, 'connect'>;
  app: { id: string; secret: string } | undefined;
  log?: { warn(obj: object, msg: string): void };
}) {
  const { graph, channels } = options;

  function configured() {
    if (!options.app) throw new AppError(409, 'conflict', CHANNEL_TEXTS.signupNotConfigured);
    return options.app;
  }

  /** The pages behind a Facebook Login user token (exchanged first for a long-lived one). */
  async function pagesOf(app: { id: string; secret: string }, userToken: string) {
    const exchanged = await graph.exchangeCode(app, { userToken });
    if (!exchanged.ok) throw new AppError(409, 'conflict', exchanged.error.reason);
    const listed = await graph.managedPages(exchanged.token);
    if (!listed.ok) {
      throw new AppError(
        409,
        'conflict',
        `Facebook did not list your pages: ${listed.error.reason}`,
      );
    }
    return listed.pages;
  }

  const offered = (channel: PageChannel, page: ManagedPage) =>
    channel === 'messenger' || page.instagram !== null;

  return {
    /** Whether "Continue with Facebook" is offered for pages (no configuration id needed). */
    config(): EmbeddedSignupConfig {
      return {
        enabled: Boolean(options.app),
        app_id: options.app?.id ?? null,
        config_id: null,
        graph_version: META_GRAPH_VERSION,
      };
    },

    /** The pages to pick from (Instagram: those with a linked Instagram business account). */
    async list(channel: PageChannel, userToken: string): Promise<ManagedPageView[]> {
      const pages = await pagesOf(configured(), userToken);
      return pages
        .filter((page) => offered(channel, page))
        .map((page) => ({
          id: page.id,
          name: page.name,
          instagram_id: page.instagram?.id ?? null,
          instagram_username: page.instagram?.username ?? null,
        }));
    },

    /** Subscribes the app to the picked page and connects it like the manual form. */
    async connect(
      businessId: number,
      channel: PageChannel,
      input: PageSignupInput,
      actor: AuditActor,
    ): Promise<ChannelConnection> {
      const app = configured();
      const page = (await pagesOf(app, input.access_token)).find((p) => p.id === input.page_id);
      if (!page) throw new AppError(409, 'conflict', CHANNEL_TEXTS.pageNotManaged);
      // Instagram's webhooks name the Instagram account, so that is the connection's id.
      const externalId = channel === 'instagram' ? page.instagram?.id : page.id;
      if (!externalId) throw new AppError(409, 'conflict', CHANNEL_TEXTS.noInstagramAccount);
      const connection = await channels.connect(
        businessId,
        channel,
        { page_id: externalId, page_access_token: page.accessToken, app_secret: app.secret },
        actor,
      );
      if (!(await graph.subscribeApp(page.id, page.accessToken, PAGE_SUBSCRIBED_FIELDS))) {
        options.log?.warn({ businessId, channel }, 'page signup: the app was not subscribed');
      }
      return connection;
    },
  };
}

export type PageSignup = ReturnType<typeof createPageSignup>;
