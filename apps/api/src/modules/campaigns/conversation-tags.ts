// Conversation tags (db/schema/campaigns.ts `conversation_tags`): a campaign's tag on the
// conversations its replies start or join (its `conversation_tag`, else its name as a tag),
// listed by the inbox with each conversation and filterable there (`taggedWith`).
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { conversationTags } from '../../db/schema/campaigns.ts';
import { conversations } from '../../db/schema/core.ts';

/**
 * The tag a campaign puts on its replies' conversations: its own `conversation_tag`, or else
 * its name made a tag (lower-case; letters, digits, spaces, - and _; at most 40), so every
 * reply's conversation is tagged with the campaign.
 */
function campaignTag(tag: string | null, name: string, id: number): string {
  if (tag) return tag;
  const fromName = name
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[ _-]+/, '')
    .slice(0, 40)
    .trim();
  return fromName || `campaign ${id}`;
}

/** Puts the tag on the conversation once (a second time changes nothing). */
export async function tagConversation(
  tx: Executor,
  input: {
    businessId: number;
    conversationId: number;
    /** The campaign's own tag (null: its name as a tag). */
    tag: string | null;
    campaign: { id: number; name: string };
    now: Date;
  },
): Promise<void> {
  await tx
    .insert(conversationTags)
    .values({
      businessId: input.businessId,
      conversationId: input.conversationId,
      tag: campaignTag(input.tag, input.campaign.name, input.campaign.id),
      campaignId: input.campaign.id,
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

/** The inbox's tag filter: conversations of the business carrying this tag. */
export function taggedWith(businessId: number, tag: string): SQL {
  return sql`exists (select 1 from ${conversationTags} where ${conversationTags.conversationId} = ${conversations.id} and ${conversationTags.businessId} = ${businessId} and ${conversationTags.tag} = ${tag.toLowerCase()})`;
}
