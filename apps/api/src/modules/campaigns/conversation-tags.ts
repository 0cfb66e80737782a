// Conversation tags (db/schema/campaigns.ts `conversation_tags`): a campaign's tag on the
// conversations its replies start or join, listed by the inbox with each conversation.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { conversationTags } from '../../db/schema/campaigns.ts';

/** Puts the tag on the conversation once (a second time changes nothing). */
export async function tagConversation(
  tx: Executor,
  input: {
    businessId: number;
    conversationId: number;
    tag: string | null;
    campaignId: number;
    now: Date;
  },
): Promise<void> {
  if (!input.tag) return;
  await tx
    .insert(conversationTags)
    .values({
      businessId: input.businessId,
      conversationId: input.conversationId,
      tag: input.tag,
      campaignId: input.campaignId,
      createdAt: input.now,
    })
    .onConflictDoNothing();
}

/** The tags of these conversations of the business, oldest first. */
export async function tagsOf(
  db: Executor,
  businessId: number,
  conversationIds: number[],
): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (conversationIds.length === 0) return out;
  const rows = await db
    .select({ conversationId: conversationTags.conversationId, tag: conversationTags.tag })
    .from(conversationTags)
    .where(
      and(
        eq(conversationTags.businessId, businessId),
        inArray(conversationTags.conversationId, conversationIds),
      ),
    )
    .orderBy(asc(conversationTags.createdAt), asc(conversationTags.tag));
  for (const row of rows)
    out.set(row.conversationId, [...(out.get(row.conversationId) ?? []), row.tag]);
  return out;
}
