// A reply to a campaign, wherever it came from (a WhatsApp message, an email): the
// recipient row becomes `replied` once, linked to the conversation, with a private note
// there naming the campaign.
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { campaignRecipients } from '../../db/schema/campaigns.ts';
import { messages } from '../../db/schema/core.ts';

/** Recipient states a reply moves on to `replied` (a second reply changes nothing). */
const ANSWERABLE_STATES = ['sent', 'delivered', 'read'] as const;

/**
 * Marks the recipient replied and writes the private note; the note's row, or undefined
 * when the recipient had replied already (nothing is written then).
 */
export async function markCampaignReply(
  tx: Executor,
  input: {
    recipientId: number;
    businessId: number;
    conversationId: number;
    note: string;
    now: Date;
  },
): Promise<typeof messages.$inferSelect | undefined> {
  const { now } = input;
  const [marked] = await tx
    .update(campaignRecipients)
    .set({ state: 'replied', repliedAt: now, conversationId: input.conversationId, updatedAt: now })
    .where(
      and(
        eq(campaignRecipients.id, input.recipientId),
        inArray(campaignRecipients.state, [...ANSWERABLE_STATES]),
      ),
    )
    .returning({ id: campaignRecipients.id });
  if (!marked) return undefined;
  const [note] = await tx
    .insert(messages)
    .values({
      conversationId: input.conversationId,
      businessId: input.businessId,
      sender: 'system',
      text: input.note,
      private: true,
      createdAt: now,
    })
    .returning();
  return note;
}
