// The analytics calls (/api/analytics/*) on the api-client.
import type { ApiClient } from '@lisa/api-client';
import {
  type AnalyticsMetric,
  type AnalyticsReport,
  analyticsReportSchema,
  type DrillList,
  drillListSchema,
} from '@lisa/contracts/analytics';

export interface AnalyticsParams {
  from: string;
  to: string;
  tz: string;
  channel?: string | undefined;
  member?: number | undefined;
  /** The campaign whose conversations to count. */
  campaign?: number | undefined;
  /** business: durations count only the opening hours. */
  hours?: 'all' | 'business' | undefined;
}

function searchOf(params: AnalyticsParams): Record<string, string> {
  return {
    from: params.from,
    to: params.to,
    tz: params.tz,
    ...(params.channel ? { channel: params.channel } : {}),
    ...(params.member ? { member: String(params.member) } : {}),
    ...(params.campaign ? { campaign_id: String(params.campaign) } : {}),
    ...(params.hours === 'business' ? { hours: 'business' } : {}),
  };
}

export function fetchReport(
  client: ApiClient,
  params: AnalyticsParams,
  signal?: AbortSignal,
): Promise<AnalyticsReport> {
  return client.get('/analytics/report', {
    searchParams: searchOf(params),
    schema: analyticsReportSchema,
    ...(signal ? { signal } : {}),
  });
}

export function fetchDrill(
  client: ApiClient,
  params: AnalyticsParams,
  metric: AnalyticsMetric,
  signal?: AbortSignal,
): Promise<DrillList> {
  return client.get('/analytics/conversations', {
    searchParams: { ...searchOf(params), metric },
    schema: drillListSchema,
    ...(signal ? { signal } : {}),
  });
}
