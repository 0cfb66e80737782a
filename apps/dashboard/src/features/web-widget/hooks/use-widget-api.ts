import { useMemo } from 'react';
import { useServices } from '../../../lib/services-context.ts';
import { createWidgetApi, type WidgetApi } from '../api/widget-api.ts';

/** The web widget's set-up calls on the app's api-client. */
export function useWidgetApi(): WidgetApi {
  const { apiClient } = useServices();
  return useMemo(() => createWidgetApi(apiClient), [apiClient]);
}
