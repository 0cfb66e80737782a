import type { Channel } from '@lisa/contracts/channels';
import { queryOptions } from '@tanstack/react-query';
import type { ChannelsApi } from './channels-api.ts';

/** The business's channel connections, under ['channels'] (switching business resets every query). */
export const channelsQueries = {
  all: ['channels'] as const,
  list: (api: ChannelsApi) =>
    queryOptions({
      queryKey: [...channelsQueries.all, 'list'],
      queryFn: ({ signal }) => api.list(signal),
      // The health line (last webhook, last send) moves while the screen is open.
      refetchInterval: 15_000,
    }),
  conversation: (api: ChannelsApi, id: number) =>
    queryOptions({
      queryKey: [...channelsQueries.all, 'conversation', id],
      queryFn: ({ signal }) => api.conversation(id, signal),
      // Deliveries move live over /ws (use-channel-deliveries.ts); this only catches a
      // frame missed while the socket was away.
      refetchInterval: 60_000,
    }),
  signup: (api: ChannelsApi, channel: Channel) =>
    queryOptions({
      queryKey: [...channelsQueries.all, 'signup', channel],
      queryFn: ({ signal }) => api.signupConfig(channel, signal),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  templates: (api: ChannelsApi) =>
    queryOptions({
      queryKey: [...channelsQueries.all, 'templates'],
      queryFn: ({ signal }) => api.templates(signal),
    }),
};
