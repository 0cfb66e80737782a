// Seeds the demo business a newcomer signs in to after `npm start` (demo@lisa.local and
// the rest of DEMO_TEAM, password DEMO_PASSWORD): team, contacts, a week of conversations,
// tasks, the credit ledger, knowledge and audit entries. One transaction; does nothing when
// the demo owner already exists. main.ts calls it unless SEED_DEMO=false; tests and the
// PGlite template never do.
import { randomBytes } from 'node:crypto';
import { ingestFaq, ingestText } from '@lisa/agent/ingest';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../modules/auth/passwords.ts';
import { TRIAL_CREDITS } from '../modules/business/new-business.ts';
import { bumpVersion, contentHashOf, insertChunks } from '../modules/knowledge/knowledge-rows.ts';
import { digest } from '../platform/security/secrets.ts';
import type { Database, Transaction } from './client.ts';
import { DEMO_CONVERSATIONS, type DemoConversation } from './demo-conversations.ts';
import {
  DEMO_BUSINESS,
  DEMO_CONTACTS,
  DEMO_FAQ,
  DEMO_OWNER_EMAIL,
  DEMO_PASSWORD,
  DEMO_PENDING_INVITE,
  DEMO_TASKS,
  DEMO_TEAM,
  DEMO_TEXT_SOURCE,
} from './demo-seed-data.ts';
import { memberships, users } from './schema/accounts.ts';
import {
  businesses,
  contacts,
  conversations,
  creditLedger,
  messages,
  tasks,
} from './schema/core.ts';
import { knowledgeSources } from './schema/knowledge.ts';
import { auditLog, memberPresence, teamInvites } from './schema/team.ts';
import { generateBusinessKey } from './seed.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Any fixed number: concurrent starts on one PostgreSQL seed the demo once. */
const DEMO_SEED_LOCK = 727_275;
const INVITE_TTL_MS = 7 * DAY;

/** How long after the previous line each kind of line is written. */
const REPLY_DELAY_MS = { visitor: 90_000, bot: 6_000, agent: 4 * MINUTE } as const;

export interface DemoSeedResult {
  /** False when the demo was already there. */
  seeded: boolean;
  businessId: number | null;
}

interface AuditRow {
  actor: number;
  kind: string;
  target: string;
  after: unknown;
  at: Date;
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
    if (existing) return { seeded: false, businessId: null };

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
    const audit: AuditRow[] = [];

    const teamIds = await insertTeam(tx, businessId, passwordHash, ago, audit);
    const conversationIds = await insertConversations(tx, businessId, teamIds, ago);
    await insertTasks(tx, businessId, teamIds, conversationIds, now);
    await insertKnowledge(tx, businessId, teamIds, ago, audit);

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
    return { seeded: true, businessId };
  });
}

/** Users, memberships, presence, the invites they accepted and one still pending. */
async function insertTeam(
  tx: Transaction,
  businessId: number,
  passwordHash: string,
  ago: (ms: number) => Date,
  audit: AuditRow[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const [index, member] of DEMO_TEAM.entries()) {
    const joined = ago(member.joinedDaysAgo * DAY);
    const [user] = await tx
      .insert(users)
      .values({
        name: member.name,
        email: member.email,
        passwordHash,
        emailVerifiedAt: joined,
        createdAt: joined,
        updatedAt: joined,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('demo user insert returned no row');
    ids.push(user.id);
    await tx
      .insert(memberships)
      .values({ userId: user.id, businessId, role: member.role, createdAt: joined });
    await tx.insert(memberPresence).values({
      userId: user.id,
      businessId,
      availability: member.availability,
      lastSeenAt: ago((index + 1) * 7 * MINUTE),
    });
    if (member.role === 'owner') continue;
    const invited = new Date(joined.getTime() - 2 * HOUR);
    await tx.insert(teamInvites).values({
      businessId,
      email: member.email,
      role: member.role,
      tokenHash: unusableTokenHash(),
      invitedBy: ids[0],
      createdAt: invited,
      sentAt: invited,
      expiresAt: new Date(invited.getTime() + INVITE_TTL_MS),
      acceptedAt: joined,
      acceptedBy: user.id,
    });
    audit.push(
      {
        actor: 0,
        kind: 'team.invite.created',
        target: member.email,
        after: member.role,
        at: invited,
      },
      {
        actor: index,
        kind: 'team.invite.accepted',
        target: member.email,
        after: member.role,
        at: joined,
      },
    );
  }
  const sent = ago(DEMO_PENDING_INVITE.sentDaysAgo * DAY);
  await tx.insert(teamInvites).values({
    businessId,
    email: DEMO_PENDING_INVITE.email,
    role: DEMO_PENDING_INVITE.role,
    tokenHash: unusableTokenHash(),
    invitedBy: ids[1],
    createdAt: sent,
    sentAt: sent,
    expiresAt: new Date(sent.getTime() + INVITE_TTL_MS),
  });
  audit.push({
    actor: 1,
    kind: 'team.invite.created',
    target: DEMO_PENDING_INVITE.email,
    after: DEMO_PENDING_INVITE.role,
    at: sent,
  });
  return ids;
}

/** Nobody holds the token: the invite shows as pending, and "resend" mails a working one. */
function unusableTokenHash(): string {
  return digest(randomBytes(32).toString('base64url'));
}

/** Contacts, conversations with their messages, and a ledger debit per bot reply. */
async function insertConversations(
  tx: Transaction,
  businessId: number,
  teamIds: number[],
  ago: (ms: number) => Date,
): Promise<Map<string, number>> {
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
  const debits: { messageId: number; at: Date }[] = [];
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
        createdAt: times[0] ?? ago(0),
        lastActivityAt: times.at(-1) ?? ago(0),
      })
      .returning({ id: conversations.id });
    if (!row) throw new Error('demo conversation insert returned no row');
    conversationIds.set(conversation.key, row.id);

    let unanswered: number | null = null;
    for (const [index, [sender, text]] of conversation.lines.entries()) {
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
          source: sender === 'visitor' && conversation.channel === 'web_widget' ? 'widget' : null,
          createdAt: at,
        })
        .returning({ id: messages.id });
      if (!message) throw new Error('demo message insert returned no row');
      if (sender === 'visitor') unanswered = message.id;
      if (sender === 'bot') {
        unanswered = null;
        debits.push({ messageId: message.id, at });
      }
    }
  }

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
      reason: 'bot_reply',
      messageId: debit.messageId,
      balanceAfter: balance,
      createdAt: debit.at,
    });
  }
  await tx.insert(creditLedger).values(ledger);
  await tx.update(businesses).set({ creditBalance: balance }).where(eq(businesses.id, businessId));
  return conversationIds;
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
