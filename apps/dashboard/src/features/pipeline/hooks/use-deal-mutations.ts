// Deal changes. A move is optimistic: the board changes at once (onMutate), and goes back
// with a message when the server refuses (a stale version, a lost reason missing, the
// connection down); every outcome reads the board again.
import type { Board, DealCreate, DealUpdate } from '@lisa/contracts/sales';
import { toast } from '@lisa/ui/toast';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { salesQueries } from '../api/sales-queries.ts';
import { applyMove, type MoveTarget } from '../lib/board.ts';
import { useSalesApi } from './use-sales-api.ts';

export const MOVE_FAILED_TEXT = 'The deal could not be moved. It is back where it was.';

/** Names the moves in flight: the live board waits for them before it refetches. */
export const MOVE_DEAL_KEY = ['sales', 'move'] as const;

export function useMoveDeal(boardKey: QueryKey) {
  const api = useSalesApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: MOVE_DEAL_KEY,
    mutationFn: (move: MoveTarget & { version: number }) =>
      api.moveDeal(move.dealId, {
        stage_id: move.stageId,
        position: move.position,
        version: move.version,
        ...(move.lostReason ? { lost_reason: move.lostReason } : {}),
      }),
    onMutate: async (move) => {
      await queryClient.cancelQueries({ queryKey: boardKey });
      const previous = queryClient.getQueryData<Board>(boardKey);
      if (previous) queryClient.setQueryData<Board>(boardKey, applyMove(previous, move));
      return { previous };
    },
    onError: (error, _move, context) => {
      if (context?.previous) queryClient.setQueryData(boardKey, context.previous);
      const failure = toApiFailure(error, MOVE_FAILED_TEXT);
      // A stale version: the server's own words say the board was refreshed.
      toast.error(failure.status === 409 ? failure.message : MOVE_FAILED_TEXT);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: salesQueries.boards() }),
  });
}

export function useSaveDeal() {
  const api = useSalesApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: DealCreate | DealUpdate }) =>
      id === null ? api.createDeal(body as DealCreate) : api.updateDeal(id, body as DealUpdate),
    onSettled: () => queryClient.invalidateQueries({ queryKey: salesQueries.all }),
  });
}

export function useDeleteDeal() {
  const api = useSalesApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.deleteDeal(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: salesQueries.all }),
  });
}
