import type { CampaignCreate, CampaignPatch } from '@lisa/contracts/campaigns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useServices } from '../../../lib/services-context.ts';
import { type CampaignsApi, campaignsQueries, createCampaignsApi } from '../api/campaigns-api.ts';

export function useCampaignsApi(): CampaignsApi {
  const { apiClient } = useServices();
  return useMemo(() => createCampaignsApi(apiClient), [apiClient]);
}

/** Campaign changes; each reads the campaigns again. */
export function useCampaignMutations() {
  const api = useCampaignsApi();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: campaignsQueries.all });
  return {
    create: useMutation({
      mutationFn: (body: CampaignCreate) => api.create(body),
      onSettled: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: CampaignPatch }) => api.update(id, body),
      onSettled: refresh,
    }),
    remove: useMutation({ mutationFn: (id: number) => api.remove(id), onSettled: refresh }),
    test: useMutation({
      mutationFn: ({ id, to }: { id: number; to?: string }) => api.test(id, to),
    }),
    send: useMutation({
      mutationFn: ({ id, scheduledAt }: { id: number; scheduledAt?: string }) =>
        api.send(id, scheduledAt),
      onSettled: refresh,
    }),
    action: useMutation({
      mutationFn: ({ id, action }: { id: number; action: 'pause' | 'resume' | 'cancel' }) =>
        api.action(id, action),
      onSettled: refresh,
    }),
  };
}
