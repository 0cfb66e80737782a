import type { LeadConvert, LeadCreate, LeadUpdate } from '@lisa/contracts/sales';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { salesQueries } from '../../pipeline/api/sales-queries.ts';
import { useSalesApi } from '../../pipeline/hooks/use-sales-api.ts';

/** Lead changes; each reads the leads (and the boards, for convert) again. */
export function useLeadMutations() {
  const api = useSalesApi();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: salesQueries.all });
  return {
    create: useMutation({
      mutationFn: (body: LeadCreate) => api.createLead(body),
      onSettled: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: LeadUpdate }) => api.updateLead(id, body),
      onSettled: refresh,
    }),
    convert: useMutation({
      mutationFn: ({ id, body }: { id: number; body: LeadConvert }) => api.convertLead(id, body),
      onSettled: refresh,
    }),
  };
}
