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
};
