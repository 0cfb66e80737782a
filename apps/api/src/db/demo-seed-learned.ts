// The demo business's learned questions: replies of Mia's that a teammate marked "Good
// answer" in the inbox, so a newcomer finds the data centre's list filled and sees what
// teaching does. The anchor is chosen as the route chooses it (learned-anchor.ts): the first
// sentence of the reply that an FAQ entry holds.
import { ingestFaq } from '@lisa/agent/ingest';
import { bumpVersion } from '../modules/knowledge/knowledge-rows.ts';
import { anchorCandidates } from '../modules/knowledge/learned-anchor.ts';
import type { Transaction } from './client.ts';
import { DEMO_FAQ } from './demo-seed-data.ts';
import { type AuditRow, MINUTE } from './demo-seed-team.ts';
import { learnedQuestions } from './schema/knowledge.ts';

export interface TaughtReply {
  messageId: number;
  question: string;
  reply: string;
  /** Index into DEMO_TEAM. */
  by: number;
  at: Date;
}

const squeezed = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

export async function insertLearned(
  tx: Transaction,
  businessId: number,
  teamIds: number[],
  taught: readonly TaughtReply[],
  audit: AuditRow[],
): Promise<void> {
  if (taught.length === 0) return;
  const passages = ingestFaq(DEMO_FAQ).chunks.map((c) => squeezed(c.text));
  let last = new Date(0);
  for (const reply of taught) {
    const anchor = anchorCandidates(reply.reply).find((sentence) =>
      passages.some((p) => p.includes(squeezed(sentence))),
    );
    if (!anchor) throw new Error(`demo reply ${reply.messageId} quotes no FAQ entry`);
    const at = new Date(reply.at.getTime() + 20 * MINUTE);
    const [row] = await tx
      .insert(learnedQuestions)
      .values({
        businessId,
        messageId: reply.messageId,
        question: reply.question,
        anchor,
        createdBy: teamIds[reply.by] ?? null,
        createdAt: at,
      })
      .returning({ id: learnedQuestions.id });
    if (!row) throw new Error('demo learned question insert returned no row');
    audit.push({
      actor: reply.by,
      kind: 'knowledge.learned.created',
      target: String(row.id),
      after: { question: reply.question, anchor, message_id: reply.messageId },
      at,
    });
    if (at > last) last = at;
  }
  await bumpVersion(tx, businessId, last);
}
