import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useServices } from '../../../lib/services-context.ts';
import { datacenterQueries } from '../api/datacenter-queries.ts';

/**
 * A source's background ingestion (queued, processing, ready, failed) arrives over /ws:
 * the list and that source are read again. `onUpdate` hears each step (the upload list).
 */
export function useKnowledgeRealtime(
  onUpdate?: (source: { id: number; status: string; error: string | null }) => void,
): void {
  const { realtime } = useServices();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      realtime.onMessage((frame) => {
        if (frame.type !== 'knowledge.source.updated') return;
        onUpdate?.(frame.source);
        void queryClient.invalidateQueries({ queryKey: datacenterQueries.all });
      }),
    [realtime, queryClient, onUpdate],
  );
}
