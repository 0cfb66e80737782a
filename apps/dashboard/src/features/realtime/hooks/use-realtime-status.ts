import { useSyncExternalStore } from 'react';
import { useServices } from '../../../lib/services-context.ts';
import type { RealtimeSnapshot } from '../lib/realtime-connection.ts';

export function useRealtimeStatus(): RealtimeSnapshot {
  const { realtime } = useServices();
  return useSyncExternalStore(realtime.subscribe, realtime.getSnapshot, realtime.getSnapshot);
}
