// A channel conversation's deliveries in the query cache, moved by a /ws frame: a status
// only moves forward (sent -> delivered -> read; failed is final), whatever order frames
// arrive in.
import type {
  ChannelConversation,
  ChannelDelivery,
  DeliveryStatus,
} from '@lisa/contracts/channels';

const RANK: Record<DeliveryStatus, number> = {
  pending: 0,
  sent: 1,
  delivered: 2,
  read: 3,
  failed: 4,
};

/** True when `next` may replace `current` (forward only; failed never after read). */
export function movesForward(current: DeliveryStatus, next: DeliveryStatus): boolean {
  if (current === 'failed' || current === 'read') return false;
  return RANK[next] > RANK[current];
}

/** The conversation with one delivery applied (added when new, moved when forward). */
export function applyDelivery(
  state: ChannelConversation,
  delivery: ChannelDelivery,
): ChannelConversation {
  if (delivery.message_id === null) return state;
  const index = state.deliveries.findIndex((d) => d.message_id === delivery.message_id);
  if (index === -1) return { ...state, deliveries: [...state.deliveries, delivery] };
  const current = state.deliveries[index] as ChannelDelivery;
  if (!movesForward(current.status, delivery.status)) return state;
  const deliveries = [...state.deliveries];
  deliveries[index] = delivery;
  return { ...state, deliveries };
}

/** Deliveries by inbox message id (the thread's ticks). */
export function deliveriesByMessage(
  state: ChannelConversation | undefined,
): Map<string, ChannelDelivery> {
  const map = new Map<string, ChannelDelivery>();
  for (const delivery of state?.deliveries ?? []) {
    if (delivery.message_id !== null) map.set(delivery.message_id, delivery);
  }
  return map;
}
