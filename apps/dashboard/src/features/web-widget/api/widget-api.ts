// The web widget's set-up calls (/api/widget) on the api-client, and their query.
import type { ApiClient } from '@lisa/api-client';
import {
  type UpdateWidgetSettings,
  type WidgetSettings,
  widgetSettingsSchema,
} from '@lisa/contracts/widget';
import { queryOptions } from '@tanstack/react-query';

export function createWidgetApi(client: ApiClient) {
  return {
    settings: (signal?: AbortSignal): Promise<WidgetSettings> =>
      client.get('/widget', { schema: widgetSettingsSchema, ...(signal ? { signal } : {}) }),
    rotateKey: (): Promise<WidgetSettings> =>
      client.post('/widget/key', { schema: widgetSettingsSchema }),
    rotateIdentitySecret: (): Promise<WidgetSettings> =>
      client.post('/widget/identity-secret', { schema: widgetSettingsSchema }),
    update: (patch: UpdateWidgetSettings): Promise<WidgetSettings> =>
      client.patch('/widget', { json: patch, schema: widgetSettingsSchema }),
  };
}

export type WidgetApi = ReturnType<typeof createWidgetApi>;

export const widgetQueries = {
  all: ['web-widget'] as const,
  settings: (api: WidgetApi) =>
    queryOptions({
      queryKey: [...widgetQueries.all, 'settings'],
      queryFn: ({ signal }) => api.settings(signal),
    }),
};
