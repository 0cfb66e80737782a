// Seeds the demo business a newcomer signs in to after `npm start` (demo@lisa.local and
// the rest of DEMO_TEAM, password DEMO_PASSWORD): team, contacts, a week of conversations,
// tasks, deals, campaigns, the credit ledger, knowledge and audit entries (the workflows come
// after the server is built: demo-seed-workflows.ts). One transaction; does nothing when
// the demo owner already exists. main.ts calls it unless SEED_DEMO=false; tests and the
// PGlite template never do.
import { ingestFaq, ingestText } from '@lisa/agent/ingest';
import { eq, sql } from 'drizzle-orm';
import { rebuildFacts } from '../modules/analytics/analytics-rebuild.ts';
import {
  type Actor,
  type EventConversation,
  recordHandoff,
  recordHumanReply,
  recordStarted,
  recordStateChange,
} from '../modules/analytics/conversation-events.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { TRIAL_CREDITS } from '../modules/business/new-business.ts';
import { bumpVersion, contentHashOf, insertChunks } from '../modules/knowledge/knowledge-rows.ts';
import type { Database, Transaction } from './client.ts';
import { DEMO_CONVERSATIONS, type DemoConversation } from './demo-conversations.ts';
import { seedDemoCampaigns } from './demo-seed-campaigns.ts';
import { seedDemoContacts } from './demo-seed-contacts.ts';
import {
  DEMO_BUSINESS,
  DEMO_CONTACTS,
  DEMO_FAQ,
  DEMO_OWNER_EMAIL,
  DEMO_PASSWORD,
  DEMO_TASKS,
  DEMO_TEAM,
  DEMO_TEXT_SOURCE,
} from './demo-seed-data.ts';
import { insertInboxAnswers, type SavedReply } from './demo-seed-inbox-answers.ts';
import { insertLearned, type TaughtReply } from './demo-seed-learned.ts';
import { seedDemoSales } from './demo-seed-sales.ts';
import { type AuditRow, DAY, HOUR, insertDemoTeam, MINUTE } from './demo-seed-team.ts';
import { users } from './schema/accounts.ts';
import { agentSettings } from './schema/agent.ts';
import {
  businesses,
  contacts,
  conversations,
  creditLedger,
  messages,
  tasks,
} from './schema/core.ts';
import { knowledgeSources } from './schema/knowledge.ts';
import { auditLog } from './schema/team.ts';
import { generateBusinessKey } from './seed.ts';

/** Concurrent starts on one PostgreSQL seed the demo once (the migrations lock 727274). */
const DEMO_SEED_LOCK = 727_275;

/** How long after the previous line each kind of line is written. */
const REPLY_DELAY_MS = { visitor: 90_000, bot: 6_000, agent: 4 * MINUTE } as const;

export interface DemoSeedResult {
  /** False when the demo was already there. */
  seeded: boolean;
  businessId: number | null;
  /** The owner's user id (seedDemoWorkflows acts as the owner). */
  ownerId: number | null;
}

export async function seedDemoBusiness(
  db: Database,
  options: { clock: () => Date },
): Promise<DemoSeedResult> {
  const now = options.clock().getTime();
  const ago = (ms: number) => new Date(now - ms);
  // Hashed before the transaction: argon2id takes a while and needs no lock.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK})`);
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_OWNER_EMAIL));
    if (existing) return { seeded: false, businessId: null, ownerId: null };

    const [business] = await tx
      .insert(businesses)
      .values({
        name: DEMO_BUSINESS.name,
        agentName: DEMO_BUSINESS.agentName,
        businessKey: generateBusinessKey(),
        creditBalance: TRIAL_CREDITS,
        createdAt: ago(DEMO_BUSINESS.createdDaysAgo * DAY),
        updatedAt: ago(DEMO_BUSINESS.createdDaysAgo * DAY),
      })
      .returning({ id: businesses.id });
    if (!business) throw new Error('demo business insert returned no row');
    const businessId = business.id;
    // A practice's agent books appointments: the details visitors give become leads.
    await tx.insert(agentSettings).values({ businessId, purpose: 'bookings', tone: 'friendly' });
    const audit: AuditRow[] = [];

    const teamIds = await insertDemoTeam(tx, businessId, passwordHash, ago, audit);
    const { conversationIds, contactIds, debits, taught, saved } = await insertConversations(
      tx,
      businessId,
      teamIds,
      ago,
    );
    const campaignDebits = await seedDemoCampaigns(
      tx,
      businessId,
      contactIds,
      teamIds[0] ?? 0,
      ago,
    );
    await writeLedger(
      tx,
      businessId,
      [
        ...debits,
        ...campaignDebits.map(({ at }) => ({ at, messageId: null, reason: 'campaign' as const })),
      ],
      ago,
    );
    await insertTasks(tx, businessId, teamIds, conversationIds, now);
    await seedDemoSales(tx, businessId, teamIds, conversationIds, now);
    await seedDemoContacts(tx, businessId, teamIds, ago);
    await insertKnowledge(tx, businessId, teamIds, ago, audit);
    await insertLearned(tx, businessId, teamIds, taught, audit);
    await insertInboxAnswers(tx, businessId, teamIds, saved, audit);
    // Analytics reads one facts row per conversation, added up from the events, messages and
    // ledger written above.
    await rebuildFacts(tx, businessId);

    audit.sort((a, b) => a.at.getTime() - b.at.getTime());
    await tx.insert(auditLog).values(
      audit.map((entry) => ({
        businessId,
        actorUserId: teamIds[entry.actor],
        actorName: DEMO_TEAM[entry.actor]?.name ?? null,
        kind: entry.kind,
        target: entry.target,
        after: entry.after,
        createdAt: entry.at,
      })),
    );
    return { seeded: true, businessId, ownerId: teamIds[0] ?? null };
  });
}

/**
 * What analytics would have recorded as the week happened: the start (with its first
 * question), the handoff with its reason, the teammate's assignment and first reply, and the
 * resolution by the bot or the teammate.
 */
async function recordDemoEvents(
  tx: Transaction,
  conversation: EventConversation,
  demo: { conversation: DemoConversation; times: Date[]; assigneeId: string | null },
): Promise<void> {
  const { lines, status, handoffReason } = demo.conversation;
  const { times, assigneeId } = demo;
  const at = (index: number) => times[index] ?? times.at(-1) ?? new Date();
  const question = lines.find(([sender]) => sender === 'visitor')?.[1];
  await recordStarted(tx, conversation, 'customer', at(0), question ? { question } : {});
  const firstAgent = lines.findIndex(([sender]) => sender === 'agent');
  if (handoffReason) {
    const handedAt = firstAgent > 0 ? at(firstAgent - 1) : at(lines.length - 1);
    await recordHandoff(tx, conversation, handoffReason, handedAt);
  }
  const member: Actor = { type: 'member', id: assigneeId };
  if (assigneeId) {
    await recordStateChange(
      tx,
      { ...conversation, status: 'waiting', assigneeId: null },
      { ...conversation, status: 'open', assigneeId },
      member,
      firstAgent >= 0 ? at(firstAgent) : at(lines.length - 1),
    );
    if (firstAgent >= 0) await recordHumanReply(tx, conversation, assigneeId, at(firstAgent));
  }
  if (status === 'resolved') {
    await recordStateChange(
      tx,
      { ...conversation, status: assigneeId ? 'open' : 'bot', assigneeId },
      { ...conversation, status: 'resolved', assigneeId },
      assigneeId ? member : { type: 'system' },
      at(lines.length - 1),
    );
  }
}

interface Debit {
  at: Date;
  messageId: number | null;
  reason: 'bot_reply' | 'campaign';
}

/** Contacts, conversations with their messages, and a debit per bot reply (for the ledger). */
async function insertConversations(
  tx: Transaction,
  businessId: number,
  teamIds: number[],
  ago: (ms: number) => Date,
): Promise<{
  conversationIds: Map<string, number>;
  contactIds: Map<string, number>;
  debits: Debit[];
  taught: TaughtReply[];
  saved: SavedReply[];
}> {
  const timelines = new Map(DEMO_CONVERSATIONS.map((c) => [c.key, timeline(c, ago)]));
  const contactIds = new Map<string, number>();
  for (const contact of DEMO_CONTACTS) {
    const own = DEMO_CONVERSATIONS.filter((c) => c.contact === contact.key);
    const times = own.flatMap((c) => timelines.get(c.key) ?? []);
    const first = times[0] ?? ago((contact.createdDaysAgo ?? 1) * DAY);
    const [row] = await tx
      .insert(contacts)
      .values({
        businessId,
        customerId: `demo-${contact.key}`,
        name: contact.name,
        email: contact.email,
        phone: contact.phone,
        attributes: own[0] ? { first_channel: own[0].channel } : { source: 'contact_form' },
        createdAt: first,
        lastSeenAt: times.at(-1) ?? first,
      })
      .returning({ id: contacts.id });
    if (!row) throw new Error('demo contact insert returned no row');
    contactIds.set(contact.key, row.id);
  }

  const conversationIds = new Map<string, number>();
  const debits: Debit[] = [];
  const taught: TaughtReply[] = [];
  const saved: SavedReply[] = [];
  for (const conversation of DEMO_CONVERSATIONS) {
    const times = timelines.get(conversation.key) ?? [];
    const assigneeId =
      conversation.assignee === undefined ? null : String(teamIds[conversation.assignee]);
    const [row] = await tx
      .insert(conversations)
      .values({
        businessId,
        contactId: contactIds.get(conversation.contact) ?? 0,
        channel: conversation.channel,
        status: conversation.status,
        assigneeId,
        handoffReason: conversation.handoffReason ?? null,
        waitingSince: conversation.status === 'waiting' ? (times.at(-1) ?? ago(0)) : null,
        createdAt: times[0] ?? ago(0),
        lastActivityAt: times.at(-1) ?? ago(0),
      })
      .returning({ id: conversations.id });
    if (!row) throw new Error('demo conversation insert returned no row');
    conversationIds.set(conversation.key, row.id);
    await recordDemoEvents(
      tx,
      { id: row.id, businessId, channel: conversation.channel },
      {
        conversation,
        times,
        assigneeId,
      },
    );

    let unanswered: number | null = null;
    let asked = '';
    for (const [index, line] of conversation.lines.entries()) {
      const [sender, text] = line;
      const cited = line[0] === 'bot' ? line[2] : undefined;
      const kept = line[0] === 'agent' ? line[2] : undefined;
      const at = times[index] ?? ago(0);
      const [message]: { id: number }[] = await tx
        .insert(messages)
        .values({
          conversationId: row.id,
          businessId,
          sender,
          senderId: sender === 'agent' ? assigneeId : null,
          text,
          inReplyTo: sender === 'bot' ? unanswered : null,
          citations: cited ? [{ index: 1, title: DEMO_FAQ.title, section: cited.section }] : [],
          source: sender === 'visitor' && conversation.channel === 'web_widget' ? 'widget' : null,
          createdAt: at,
        })
        .returning({ id: messages.id });
      if (!message) throw new Error('demo message insert returned no row');
      if (sender === 'visitor') {
        unanswered = message.id;
        asked = text;
      }
      if (cited?.taughtBy !== undefined) {
        taught.push({
          messageId: message.id,
          question: asked,
          reply: text,
          by: cited.taughtBy,
          at,
        });
      }
      if (kept) {
        saved.push({
          messageId: message.id,
          question: kept.question,
          answer: kept.answer,
          by: kept.savedBy,
          at,
        });
      }
      if (sender === 'bot') {
        unanswered = null;
        debits.push({ messageId: message.id, at, reason: 'bot_reply' });
      }
    }
  }

  return { conversationIds, contactIds, debits, taught, saved };
}

/** The trial's grant, then every debit in time order, ending on the business's balance. */
async function writeLedger(
  tx: Transaction,
  businessId: number,
  debits: Debit[],
  ago: (ms: number) => Date,
): Promise<void> {
  debits.sort((a, b) => a.at.getTime() - b.at.getTime());
  let balance = TRIAL_CREDITS;
  const ledger = [
    {
      businessId,
      delta: TRIAL_CREDITS,
      reason: 'grant',
      messageId: null as number | null,
      balanceAfter: balance,
      createdAt: ago(DEMO_BUSINESS.createdDaysAgo * DAY),
    },
  ];
  for (const debit of debits) {
    balance -= 1;
    ledger.push({
      businessId,
      delta: -1,
      reason: debit.reason,
      messageId: debit.messageId,
      balanceAfter: balance,
      createdAt: debit.at,
    });
  }
  await tx.insert(creditLedger).values(ledger);
  await tx.update(businesses).set({ creditBalance: balance }).where(eq(businesses.id, businessId));
}

/** When each line of a conversation was written, oldest first. */
function timeline(conversation: DemoConversation, ago: (ms: number) => Date): Date[] {
  let at = ago(conversation.startedHoursAgo * HOUR).getTime();
  return conversation.lines.map(([sender], index) => {
    if (index > 0) at += REPLY_DELAY_MS[sender];
    return new Date(at);
  });
}

async function insertTasks(
  tx: Transaction,
  businessId: number,
  teamIds: number[],
  conversationIds: Map<string, number>,
  now: number,
): Promise<void> {
  await tx.insert(tasks).values(
    DEMO_TASKS.map((task) => {
      const created = new Date(now - task.createdHoursAgo * HOUR);
      return {
        businessId,
        title: task.title,
        description: task.description,
        status: task.status,
        assigneeId: String(teamIds[task.assignee]),
        conversationId: task.conversation ? (conversationIds.get(task.conversation) ?? null) : null,
        dueAt: task.dueInHours === undefined ? null : new Date(now + task.dueInHours * HOUR),
        createdAt: created,
        updatedAt: created,
      };
    }),
  );
}

/** Sources chunked by the same ingestion the knowledge routes use, written with the store's row helpers. */
async function insertKnowledge(
  tx: Transaction,
  businessId: number,
  teamIds: number[],
  ago: (ms: number) => Date,
  audit: AuditRow[],
): Promise<void> {
  const sources = [
    { source: ingestFaq(DEMO_FAQ), author: 0, at: ago(7.5 * DAY) },
    { source: ingestText(DEMO_TEXT_SOURCE), author: 1, at: ago(6 * DAY) },
  ];
  for (const { source, author, at } of sources) {
    const [row] = await tx
      .insert(knowledgeSources)
      .values({
        businessId,
        kind: source.kind,
        title: source.title,
        contentHash: contentHashOf(source),
        chunkCount: source.chunks.length,
        createdBy: teamIds[author],
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: knowledgeSources.id });
    if (!row) throw new Error('demo knowledge source insert returned no row');
    await insertChunks(tx, businessId, row.id, source.chunks);
    await bumpVersion(tx, businessId, at);
    audit.push({
      actor: author,
      kind: 'knowledge.source.created',
      target: source.title,
      after: { kind: source.kind },
      at,
    });
  }
}
