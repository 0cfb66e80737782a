// The hook channels' status job calls for every status Meta reports (channels-inbound.ts):
// a campaign recipient found by Meta's message id moves forward (sent -> delivered -> read),
// never back, and a failure after sending keeps Meta's reason in plain words. A message id
// that is not a campaign's changes nothing.
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { campaignRecipients } from '../../db/schema/campaigns.ts';

export interface ChannelStatusUpdate {
  externalId: string;
  status: string;
  /** The failure's reason in plain words (failed only). */
  reason: string | null;
  at: Date;
}

export async function recordCampaignStatus(db: Executor, update: ChannelStatusUpdate) {
  const { externalId, status, at } = update;
  const earlier =
    status === 'delivered' ? ['sent'] : status === 'read' ? ['sent', 'delivered'] : ['sent'];
  if (status !== 'delivered' && status !== 'read' && status !== 'failed') return;
  await db
    .update(campaignRecipients)
    .set(
      status === 'failed'
        ? { state: 'failed', reason: update.reason, updatedAt: at }
        : status === 'read'
          ? { state: 'read', readAt: at, updatedAt: at }
          : { state: 'delivered', deliveredAt: at, updatedAt: at },
    )
    .where(
      and(
        eq(campaignRecipients.externalId, externalId),
        inArray(campaignRecipients.state, earlier),
      ),
    );
}
