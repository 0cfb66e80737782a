// The messaging channels' calls (/api/channels) on the api-client.
import type { ApiClient } from '@lisa/api-client';
import {
  type Channel,
  type ChannelConnectInput,
  type ChannelConnection,
  type ChannelConversation,
  type ChannelTemplate,
  type ChannelTestResult,
  channelConnectionListSchema,
  channelConnectionSchema,
  channelConversationSchema,
  channelTemplateListSchema,
  channelTestResultSchema,
  type EmbeddedSignupConfig,
  type EmbeddedSignupInput,
  embeddedSignupConfigSchema,
  type ManagedPageView,
  managedPageListSchema,
  type PAGE_CHANNELS,
  type PageSignupInput,
  type TemplateSendInput,
} from '@lisa/contracts/channels';

type PageChannel = (typeof PAGE_CHANNELS)[number];

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export function createChannelsApi(client: ApiClient) {
  return {
    list: (signal?: AbortSignal): Promise<ChannelConnection[]> =>
      client
        .get('/channels', { schema: channelConnectionListSchema, ...withSignal(signal) })
        .then((list) => list.channels),
    connect: (channel: Channel, body: ChannelConnectInput): Promise<ChannelConnection> =>
      client.put(`/channels/${channel}`, { json: body, schema: channelConnectionSchema }),
    disconnect: (channel: Channel): Promise<void> =>
      client.delete(`/channels/${channel}`).then(() => undefined),
    signupConfig: (channel: Channel, signal?: AbortSignal): Promise<EmbeddedSignupConfig> =>
      client.get(`/channels/${channel}/signup`, {
        schema: embeddedSignupConfigSchema,
        ...withSignal(signal),
      }),
    signup: (body: EmbeddedSignupInput): Promise<ChannelConnection> =>
      client.post('/channels/whatsapp/signup', { json: body, schema: channelConnectionSchema }),
    /** The pages a Facebook Login user manages (Instagram: those with a linked account). */
    managedPages: (channel: PageChannel, accessToken: string): Promise<ManagedPageView[]> =>
      client
        .post(`/channels/${channel}/signup/pages`, {
          json: { access_token: accessToken },
          schema: managedPageListSchema,
        })
        .then((list) => list.pages),
    pageSignup: (channel: PageChannel, body: PageSignupInput): Promise<ChannelConnection> =>
      client.post(`/channels/${channel}/signup`, { json: body, schema: channelConnectionSchema }),
    test: (channel: Channel, to: string): Promise<ChannelTestResult> =>
      client.post(`/channels/${channel}/test`, { json: { to }, schema: channelTestResultSchema }),
    conversation: (id: number, signal?: AbortSignal): Promise<ChannelConversation> =>
      client.get(`/channels/conversations/${id}`, {
        schema: channelConversationSchema,
        ...withSignal(signal),
      }),
    templates: (signal?: AbortSignal): Promise<ChannelTemplate[]> =>
      client
        .get('/channels/whatsapp/templates', {
          schema: channelTemplateListSchema,
          ...withSignal(signal),
        })
        .then((list) => list.templates),
    /** Sends a refused reply again (only its files Meta did not accept, then its text). */
    retryDelivery: (id: number, messageId: string): Promise<ChannelConversation> =>
      client.post(`/channels/conversations/${id}/messages/${messageId}/retry`, {
        schema: channelConversationSchema,
      }),
    sendTemplate: (id: number, body: TemplateSendInput): Promise<ChannelConversation> =>
      client.post(`/channels/conversations/${id}/template`, {
        json: body,
        schema: channelConversationSchema,
      }),
  };
}

export type ChannelsApi = ReturnType<typeof createChannelsApi>;
