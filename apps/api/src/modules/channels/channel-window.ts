// Meta's customer-service window, checked before a member's public reply is stored: on a
// WhatsApp, Messenger or Instagram conversation, free text goes only within 24 hours of the
// customer's last message. Outside it the reply is refused up front (409 `conflict`, the
// window named in the message), before anything is stored or any Graph call is made; a
// private note is never refused. The delivery job keeps the same check for every other sender.
import { CUSTOMER_WINDOW_HOURS, isChannelName, windowClosedText } from '@lisa/contracts/channels';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { lastInboundAt } from './channel-rows.ts';

const WINDOW_MS = CUSTOMER_WINDOW_HOURS * 60 * 60 * 1000;

export function createReplyWindowGuard(options: { db: Executor; clock: () => Date }) {
  return async (
    conversation: { id: number; channel: string },
    isPrivate: boolean,
  ): Promise<void> => {
    if (isPrivate || !isChannelName(conversation.channel)) return;
    const last = await lastInboundAt(options.db, conversation.id);
    if (last && options.clock().getTime() - last.getTime() <= WINDOW_MS) return;
    throw new AppError(409, 'conflict', windowClosedText(conversation.channel), {
      reason: 'window_closed',
    });
  };
}
