// The demo business's answers saved from the inbox: a teammate's reply the team turned into
// an entry of the FAQ source "Answers from the inbox" ("Save as answer"), so a newcomer sees
// that source in the data centre and "Saved to your knowledge" under the reply. Written as
// the store's appendInboxAnswer writes it.
import { ingestFaq } from '@lisa/agent/ingest';
import { INBOX_ANSWERS_SOURCE_TITLE } from '@lisa/contracts/knowledge';
import { bumpVersion, contentHashOf, insertChunks } from '../modules/knowledge/knowledge-rows.ts';
import type { Transaction } from './client.ts';
import { type AuditRow, MINUTE } from './demo-seed-team.ts';
import { inboxAnswers, knowledgeSources } from './schema/knowledge.ts';

export interface SavedReply {
  messageId: number;
  question: string;
  answer: string;
  /** Index into DEMO_TEAM. */
  by: number;
  at: Date;
}

export async function insertInboxAnswers(
  tx: Transaction,
  businessId: number,
  teamIds: number[],
  saved: readonly SavedReply[],
  audit: AuditRow[],
): Promise<void> {
  const [first] = saved;
  if (!first) return;
  const source = ingestFaq({
    title: INBOX_ANSWERS_SOURCE_TITLE,
    entries: saved.map(({ question, answer }) => ({ question, answer })),
  });
  const at = (reply: SavedReply) => new Date(reply.at.getTime() + 30 * MINUTE);
  const last = at(saved.at(-1) ?? first);
  const [row] = await tx
    .insert(knowledgeSources)
    .values({
      businessId,
      kind: 'faq',
      title: source.title,
      purpose: 'inbox_answers',
      contentHash: contentHashOf(source),
      chunkCount: source.chunks.length,
      sizeBytes: saved.reduce(
        (n, s) => n + Buffer.byteLength(s.question) + Buffer.byteLength(s.answer),
        0,
      ),
      createdBy: teamIds[first.by] ?? null,
      syncedAt: last,
      createdAt: at(first),
      updatedAt: last,
    })
    .returning({ id: knowledgeSources.id });
  if (!row) throw new Error('demo inbox answers source insert returned no row');
  await insertChunks(tx, businessId, row.id, source.chunks);
  for (const reply of saved) {
    await tx.insert(inboxAnswers).values({
      businessId,
      messageId: reply.messageId,
      sourceId: row.id,
      question: reply.question,
      createdBy: teamIds[reply.by] ?? null,
      createdAt: at(reply),
    });
    audit.push({
      actor: reply.by,
      kind: 'knowledge.inbox_answer.created',
      target: source.title,
      after: { question: reply.question, message_id: reply.messageId, source_id: row.id },
      at: at(reply),
    });
  }
  await bumpVersion(tx, businessId, last);
}
