// The inbox's "Retry" under a reply Meta refused: the delivery goes back to pending and its
// job is queued again. A reply with files resends only the files Meta did not accept the
// first time (channel-media-send.ts keeps the per-file state), then its text.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { channelMessages } from '../../db/schema/channels.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { AppError, NotFoundError } from '../../platform/http/app-error.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { publishDelivery } from './channel-events.ts';
import { DELIVERY_JOB } from './channels-delivery.ts';

export async function retryDelivery(
  deps: { db: Database; jobs: JobQueue; bus: EventBus; clock: () => Date },
  businessId: number,
  conversationId: number,
  messageId: number,
): Promise<void> {
  const { db } = deps;
  const match = and(
    eq(channelMessages.businessId, businessId),
    eq(channelMessages.conversationId, conversationId),
    eq(channelMessages.messageId, messageId),
    eq(channelMessages.direction, 'out'),
  );
  const [row] = await db
    .select({ status: channelMessages.status })
    .from(channelMessages)
    .where(match);
  if (!row) throw new NotFoundError(`Message ${messageId} was not sent on a messaging channel`);
  const [pending] = await db.transaction(async (tx) => {
    const updated = await tx
      .update(channelMessages)
      .set({ status: 'pending', errorCode: null, errorText: null, updatedAt: deps.clock() })
      .where(and(match, eq(channelMessages.status, 'failed')))
      .returning();
    if (updated.length > 0) {
      await deps.jobs.enqueue(
        DELIVERY_JOB,
        { messageId },
        { singletonKey: `message:${messageId}`, executor: tx },
      );
    }
    return updated;
  });
  if (!pending)
    throw new AppError(409, 'conflict', 'Only a reply that was not delivered can be sent again.');
  await publishDelivery(deps.bus, pending);
}
