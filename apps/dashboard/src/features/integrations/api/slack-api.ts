// The Slack channels' calls (/api/slack/destinations) on the api-client.
import type { ApiClient } from '@lisa/api-client';
import {
  type SlackDestination,
  type SlackDestinationInput,
  type SlackDestinationPatch,
  type SlackInstall,
  slackDestinationListSchema,
  slackDestinationSchema,
  slackInstallSchema,
} from '@lisa/contracts/slack';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export function createSlackApi(client: ApiClient) {
  return {
    list: (signal?: AbortSignal): Promise<SlackDestination[]> =>
      client
        .get('/slack/destinations', { schema: slackDestinationListSchema, ...withSignal(signal) })
        .then((list) => list.destinations),
    add: (body: SlackDestinationInput): Promise<SlackDestination> =>
      client.post('/slack/destinations', { json: body, schema: slackDestinationSchema }),
    update: (id: number, patch: SlackDestinationPatch): Promise<SlackDestination> =>
      client.patch(`/slack/destinations/${id}`, { json: patch, schema: slackDestinationSchema }),
    remove: (id: number): Promise<void> =>
      client.delete(`/slack/destinations/${id}`).then(() => undefined),
    install: (signal?: AbortSignal): Promise<SlackInstall> =>
      client.get('/slack/oauth/install', { schema: slackInstallSchema, ...withSignal(signal) }),
    test: (id: number): Promise<SlackDestination> =>
      client.post(`/slack/destinations/${id}/test`, { schema: slackDestinationSchema }),
  };
}

export type SlackApi = ReturnType<typeof createSlackApi>;
