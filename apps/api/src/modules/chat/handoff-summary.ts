// The note a person finds when a conversation is handed to them: what the visitor asked,
// what the assistant answered from which sources, and why it handed over — taken from the
// conversation itself (extractive, no model). It is a private system note: the team sees
// it in the thread; the visitor and the engine never do.
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { messages } from '../../db/schema/core.ts';

const RECENT = 20;
const QUESTIONS = 3;
const QUOTE = 160;

const HANDOFF_REASONS: Record<string, string> = {
  no_credits: 'the business has no credits left for the assistant',
  requested_by_visitor: 'the visitor asked for a person',
  visitor_asked_for_a_person: 'the visitor asked for a person',
};

const quote = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return `"${flat.length > QUOTE ? `${flat.slice(0, QUOTE - 1)}…` : flat}"`;
};

/** The summary's text from the conversation's latest messages (oldest first). */
export function summariseHandoff(
  recent: ReadonlyArray<Pick<typeof messages.$inferSelect, 'sender' | 'text' | 'citations'>>,
  reason: string,
): string {
  const asked = recent.filter((m) => m.sender === 'visitor').slice(-QUESTIONS);
  const sources = [
    ...new Set(
      recent
        .filter((m) => m.sender === 'bot')
        .flatMap((m) =>
          m.citations.map((c) => (c.section ? `${c.title} — ${c.section}` : c.title)),
        ),
    ),
  ];
  const lines = ['Handoff summary'];
  lines.push(
    asked.length > 0
      ? `Asked: ${asked.map((m) => quote(m.text)).join('; ')}`
      : 'Asked: nothing yet',
  );
  lines.push(
    sources.length > 0
      ? `The assistant answered from: ${sources.join('; ')}`
      : 'The assistant cited no source.',
  );
  lines.push(`Why: ${HANDOFF_REASONS[reason] ?? reason}`);
  return lines.join('\n');
}

/** Writes the summary into the conversation as a private system note. */
export async function storeHandoffSummary(
  tx: Executor,
  conversation: { id: number; businessId: number },
  reason: string,
  now: Date,
): Promise<void> {
  const latest = await tx
    .select({ sender: messages.sender, text: messages.text, citations: messages.citations })
    .from(messages)
    .where(and(eq(messages.conversationId, conversation.id), eq(messages.private, false)))
    .orderBy(desc(messages.id))
    .limit(RECENT);
  await tx.insert(messages).values({
    conversationId: conversation.id,
    businessId: conversation.businessId,
    sender: 'system',
    text: summariseHandoff(latest.reverse(), reason),
    private: true,
    createdAt: now,
  });
}
