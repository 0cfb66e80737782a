// The campaign calls (/api/campaigns) on the api-client, and their queries.
import type { ApiClient } from '@lisa/api-client';
import {
  type AudiencePreview,
  audiencePreviewSchema,
  type Campaign,
  type CampaignCreate,
  type CampaignPatch,
  type CampaignStatus,
  campaignListSchema,
  campaignSchema,
  campaignTemplateListSchema,
  inboundEmailSettingsSchema,
  type RecipientState,
  recipientListSchema,
  type SegmentCreate,
  segmentListSchema,
  segmentSchema,
} from '@lisa/contracts/campaigns';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export interface PreviewRequest {
  kind: CampaignCreate['kind'];
  audience: NonNullable<CampaignCreate['audience']>;
  template_id?: number | null;
  variables?: string[];
  subject?: string | null;
  body?: string | null;
}

export function createCampaignsApi(client: ApiClient) {
  return {
    list: (signal?: AbortSignal) =>
      client.get('/campaigns', { schema: campaignListSchema, ...withSignal(signal) }),
    get: (id: number, signal?: AbortSignal): Promise<Campaign> =>
      client.get(`/campaigns/${id}`, { schema: campaignSchema, ...withSignal(signal) }),
    templates: (signal?: AbortSignal) =>
      client.get('/campaigns/templates', {
        schema: campaignTemplateListSchema,
        ...withSignal(signal),
      }),
    preview: (body: PreviewRequest, signal?: AbortSignal): Promise<AudiencePreview> =>
      client.post('/campaigns/preview', {
        json: body,
        schema: audiencePreviewSchema,
        ...withSignal(signal),
      }),
    create: (body: CampaignCreate) =>
      client.post('/campaigns', { json: body, schema: campaignSchema }),
    update: (id: number, body: CampaignPatch) =>
      client.patch(`/campaigns/${id}`, { json: body, schema: campaignSchema }),
    remove: (id: number) => client.delete(`/campaigns/${id}`).then(() => undefined),
    /** Saved audience segments, each with its live count. */
    segments: (signal?: AbortSignal) =>
      client.get('/campaigns/segments', { schema: segmentListSchema, ...withSignal(signal) }),
    createSegment: (body: SegmentCreate) =>
      client.post('/campaigns/segments', { json: body, schema: segmentSchema }),
    renameSegment: (id: number, name: string) =>
      client.patch(`/campaigns/segments/${id}`, { json: { name }, schema: segmentSchema }),
    deleteSegment: (id: number) => client.delete(`/campaigns/segments/${id}`).then(() => undefined),
    test: (id: number, to?: string) =>
      client.post(`/campaigns/${id}/test`, {
        json: to ? { to } : {},
        schema: z.object({ sent_to: z.string() }),
      }),
    send: (id: number, scheduledAt?: string) =>
      client.post(`/campaigns/${id}/send`, {
        json: scheduledAt ? { scheduled_at: scheduledAt } : {},
        schema: campaignSchema,
      }),
    /** Where replies to email campaigns come in (the provider's inbound address and webhook). */
    inboundEmail: (signal?: AbortSignal) =>
      client.get('/campaigns/inbound-email', {
        schema: inboundEmailSettingsSchema,
        ...withSignal(signal),
      }),
    setInboundEmail: (address: string | null) =>
      client.put('/campaigns/inbound-email', {
        json: { address },
        schema: inboundEmailSettingsSchema,
      }),
    rotateInboundEmail: () =>
      client.post('/campaigns/inbound-email/rotate', { schema: inboundEmailSettingsSchema }),
    action: (id: number, action: 'pause' | 'resume' | 'cancel') =>
      client.post(`/campaigns/${id}/${action}`, { schema: campaignSchema }),
    recipients: (
      id: number,
      query: { state?: RecipientState | undefined; cursor?: string | undefined; limit?: number },
      signal?: AbortSignal,
    ) => {
      const params = new URLSearchParams();
      if (query.state) params.set('state', query.state);
      if (query.cursor) params.set('cursor', query.cursor);
      params.set('limit', String(query.limit ?? 50));
      return client.get(`/campaigns/${id}/recipients?${params}`, {
        schema: recipientListSchema,
        ...withSignal(signal),
      });
    },
  };
}

export type CampaignsApi = ReturnType<typeof createCampaignsApi>;

/** Keys under ['campaigns']. */
export const campaignsQueries = {
  all: ['campaigns'] as const,
  list: (api: CampaignsApi) =>
    queryOptions({
      queryKey: [...campaignsQueries.all, 'list'],
      queryFn: ({ signal }) => api.list(signal),
      refetchInterval: 5000,
    }),
  one: (api: CampaignsApi, id: number) =>
    queryOptions({
      queryKey: [...campaignsQueries.all, 'one', id],
      queryFn: ({ signal }) => api.get(id, signal),
      // A campaign that is sending moves every second: follow it (slowly while it waits for
      // WhatsApp's daily limit, which its status_reason says).
      refetchInterval: (query) => {
        const data = query.state.data;
        if (data?.status !== 'sending' && data?.status !== 'scheduled') return false;
        return data.status_reason ? 30_000 : 2000;
      },
    }),
  segments: (api: CampaignsApi) =>
    queryOptions({
      queryKey: [...campaignsQueries.all, 'segments'],
      queryFn: ({ signal }) => api.segments(signal),
    }),
  inboundEmail: (api: CampaignsApi) =>
    queryOptions({
      queryKey: [...campaignsQueries.all, 'inbound-email'],
      queryFn: ({ signal }) => api.inboundEmail(signal),
    }),
  templates: (api: CampaignsApi) =>
    queryOptions({
      queryKey: [...campaignsQueries.all, 'templates'],
      queryFn: ({ signal }) => api.templates(signal),
    }),
  preview: (api: CampaignsApi, body: PreviewRequest | null) =>
    queryOptions({
      queryKey: [...campaignsQueries.all, 'preview', body],
      queryFn: ({ signal }) => api.preview(body as PreviewRequest, signal),
      enabled: body !== null,
      placeholderData: keepPreviousData,
    }),
  recipients: (
    api: CampaignsApi,
    id: number,
    state: RecipientState | undefined,
    status: CampaignStatus | undefined,
  ) =>
    queryOptions({
      // The campaign's status is in the key: when it moves (sending, then sent), the rows are
      // read again, so the last batch's states show instead of an earlier read's "Queued".
      queryKey: [...campaignsQueries.all, 'recipients', id, state ?? 'all', status],
      queryFn: ({ signal }) => api.recipients(id, { state, limit: 100 }, signal),
      refetchInterval: status === 'sending' ? 2000 : false,
      placeholderData: keepPreviousData,
    }),
};
