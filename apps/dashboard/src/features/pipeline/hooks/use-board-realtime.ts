import type { Board } from '@lisa/contracts/sales';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useServices } from '../../../lib/services-context.ts';
import { salesQueries } from '../api/sales-queries.ts';
import { boardIsStale } from '../lib/board-live.ts';
import { MOVE_DEAL_KEY } from './use-deal-mutations.ts';

/**
 * Deals created, edited, moved or deleted by teammates arrive over /ws (`deal.changed`): the
 * open board reads again (the server decides what a filtered board holds). Each time the
 * socket is (re)opened the board reads again too: nothing was pushed while it was away.
 */
export function useBoardRealtime(boardKey: QueryKey): void {
  const { realtime } = useServices();
  const queryClient = useQueryClient();
  // The key changes with the filters; the subscription stays (no resubscribe per render).
  const keyRef = useRef(boardKey);
  keyRef.current = boardKey;
  useEffect(
    () =>
      realtime.onMessage((frame) => {
        const board = queryClient.getQueryData<Board>(keyRef.current);
        const moving = queryClient.isMutating({ mutationKey: MOVE_DEAL_KEY }) > 0;
        if (!boardIsStale(frame, board, moving)) return;
        void queryClient.invalidateQueries({ queryKey: salesQueries.boards() });
      }),
    [realtime, queryClient],
  );
  useEffect(() => {
    let wasOpen = realtime.getSnapshot().state === 'open';
    return realtime.subscribe(() => {
      const open = realtime.getSnapshot().state === 'open';
      if (open && !wasOpen) void queryClient.invalidateQueries({ queryKey: salesQueries.boards() });
      wasOpen = open;
    });
  }, [realtime, queryClient]);
}
