import type { ChannelConversation } from '@lisa/contracts/channels';
import { describe, expect, it } from 'vitest';
import { applyDelivery, deliveriesByMessage, movesForward } from './delivery-cache.ts';

const state: ChannelConversation = {
  conversation_id: '7',
  channel: 'whatsapp',
  window_closes_at: null,
  window_open: true,
  opted_out: false,
  deliveries: [{ message_id: '10', status: 'sent', error: null }],
};

describe('delivery cache', () => {
  it('moves a status forward only; failed and read are final', () => {
    expect(movesForward('sent', 'delivered')).toBe(true);
    expect(movesForward('read', 'delivered')).toBe(false);
    expect(movesForward('delivered', 'sent')).toBe(false);
    expect(movesForward('read', 'failed')).toBe(false);
    expect(movesForward('sent', 'failed')).toBe(true);
    expect(movesForward('failed', 'read')).toBe(false);
  });
  it('applies a frame to the conversation and keeps the ticks by message', () => {
    const read = applyDelivery(state, { message_id: '10', status: 'read', error: null });
    expect(read.deliveries).toEqual([{ message_id: '10', status: 'read', error: null }]);
    expect(applyDelivery(read, { message_id: '10', status: 'delivered', error: null })).toBe(read);
    const added = applyDelivery(read, { message_id: '11', status: 'pending', error: null });
    expect(deliveriesByMessage(added).get('11')?.status).toBe('pending');
    expect(applyDelivery(state, { message_id: null, status: 'sent', error: null })).toBe(state);
  });
});
