// Leads captured without a member: from a form submission (contact, quote, demo, RSVP; the
// forms module stores them for business 1, Lisa's own marketing site) and from a chat in
// which the visitor gives an email or a phone number. One lead per submission and per
// conversation (unique indexes), so a retry or a second detail finds the first lead.
import type { FormType } from '@lisa/contracts/forms';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { agentSettings } from '../../db/schema/agent.ts';
import { contacts, conversations } from '../../db/schema/core.ts';
import { leads } from '../../db/schema/sales.ts';
import type { Webhooks } from '../../platform/webhooks/webhooks.ts';
import { addToTimeline } from '../contacts/contact-timeline.ts';

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/i;
const PHONE = /\+?\d[\d\s().-]{6,18}\d/g;

/** The first email and phone number (9 to 15 digits) in a visitor's message. */
export function contactDetailsIn(text: string): { email: string | null; phone: string | null } {
  const email = EMAIL.exec(text)?.[0] ?? null;
  let phone: string | null = null;
  for (const match of text.matchAll(PHONE)) {
    const count = match[0].replace(/\D/g, '').length;
    if (count >= 9 && count <= 15) {
      phone = match[0].trim();
      break;
    }
  }
  return { email, phone };
}

/**
 * The purposes whose chats become leads (issue 18: sales and bookings): a support agent that
 * is given an email address is helping, not selling. The purpose is the one chosen in the
 * agent's settings (/agent-setup), and support when the business has chosen none.
 */
export const LEAD_PURPOSES = ['sales', 'bookings'] as const;
export async function businessPurpose(executor: Executor, businessId: number): Promise<string> {
  const [row] = await executor
    .select({ purpose: agentSettings.purpose })
    .from(agentSettings)
    .where(eq(agentSettings.businessId, businessId));
  return row?.purpose ?? 'support';
}

/** Creates the lead of a form submission (inside the forms module's transaction). */
export async function captureFormLead(
  executor: Executor,
  input: {
    businessId: number;
    submissionId: number;
    type: FormType;
    payload: Record<string, unknown>;
    now: Date;
  },
  webhooks: Webhooks,
): Promise<void> {
  const text = (key: string) => {
    const value = input.payload[key];
    return typeof value === 'string' && value.trim() ? value.trim() : null;
  };
  const notes =
    input.type === 'contact'
      ? text('message')
      : input.type === 'quote'
        ? text('usecase')
        : input.type === 'demo'
          ? text('notes')
          : text('eventName');
  const [created] = await executor
    .insert(leads)
    .values({
      businessId: input.businessId,
      name: text('name'),
      email: text('email')?.toLowerCase() ?? null,
      phone: text('phoneNumber') ?? text('phone'),
      company: text('company'),
      notes,
      status: 'new',
      source: `form_${input.type}`,
      sourceChannel: 'web',
      formSubmissionId: input.submissionId,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoNothing()
    .returning();
  if (created) await announceLead(executor, webhooks, created);
}

/**
 * After a visitor's message is stored: when it carries an email or a phone number and the
 * business's purpose is sales or bookings, the conversation's lead is created (once).
 * Returns the new lead's id, or null when nothing was created.
 */
export async function captureChatLead(
  db: Database,
  input: { businessId: number; conversationId: number; text: string; now: Date },
  webhooks: Webhooks,
): Promise<number | null> {
  const details = contactDetailsIn(input.text);
  if (!details.email && !details.phone) return null;
  const purpose = await businessPurpose(db, input.businessId);
  if (!(LEAD_PURPOSES as readonly string[]).includes(purpose)) return null;
  const [conversation] = await db
    .select({
      channel: conversations.channel,
      contactId: conversations.contactId,
      name: contacts.name,
    })
    .from(conversations)
    .innerJoin(contacts, eq(contacts.id, conversations.contactId))
    .where(eq(conversations.id, input.conversationId));
  if (!conversation) return null;
  const [created] = await db
    .insert(leads)
    .values({
      businessId: input.businessId,
      name: conversation.name,
      email: details.email?.toLowerCase() ?? null,
      phone: details.phone,
      status: 'new',
      source: 'chat',
      sourceChannel: conversation.channel,
      conversationId: input.conversationId,
      contactId: conversation.contactId,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoNothing()
    .returning();
  if (created) {
    await announceLead(db, webhooks, created);
    await addToTimeline(db, {
      businessId: input.businessId,
      contactId: created.contactId,
      kind: 'lead_created',
      source: 'agent',
      data: { lead_id: created.id, source: 'chat' },
      at: input.now,
    });
  }
  return created?.id ?? null;
}

/** `lead.created` for webhooks and Slack, in the transaction that stored the lead. */
export async function announceLead(
  executor: Executor,
  webhooks: Webhooks,
  lead: typeof leads.$inferSelect,
): Promise<void> {
  await webhooks.publish(executor, lead.businessId, 'lead.created', {
    lead: {
      id: lead.id,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      company: lead.company,
      source: lead.source,
      source_channel: lead.sourceChannel,
      conversation_id: lead.conversationId,
    },
  });
}
