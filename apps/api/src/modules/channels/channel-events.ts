// A delivery's move told to the team over /ws (context.bus -> `channel.delivery.updated`):
// the inbox thread's ticks follow it live. Members only; never a visitor socket.
import type { DeliveryStatus } from '@lisa/contracts/channels';
import type { EventBus } from '../../platform/events/event-bus.ts';

export interface DeliveryRowLike {
  businessId: number;
  conversationId: number | null;
  messageId: number | null;
  status: string;
  errorText: string | null;
}

export function publishDelivery(bus: EventBus, row: DeliveryRowLike): Promise<void> {
  if (row.conversationId === null) return Promise.resolve();
  return bus.publish({
    type: 'channel.delivery.updated',
    businessId: row.businessId,
    conversationId: row.conversationId,
    delivery: {
      message_id: row.messageId === null ? null : String(row.messageId),
      status: row.status as DeliveryStatus,
      error: row.status === 'failed' ? row.errorText : null,
    },
  });
}
