// What the channel module's parts share: the sealed secrets' contexts, a contact's keys on a
// channel, when the customer last wrote, and the recipient spelling Meta wants.
import { CHANNELS, type Channel } from '@lisa/contracts/channels';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { channelConnections } from '../../db/schema/channels.ts';
import { contactIdentities } from '../../db/schema/contacts.ts';
import { messages } from '../../db/schema/core.ts';

export type ConnectionRow = typeof channelConnections.$inferSelect;

/** The sealed secrets open only on their own row (the context binds them to it). */
export const tokenContext = (id: number) => `channel:${id}:token`;
export const appSecretContext = (id: number) => `channel:${id}:app_secret`;

export function isChannel(value: string): value is Channel {
  return (CHANNELS as readonly string[]).includes(value);
}

/** WhatsApp sends to the number without its plus; pages to the page-scoped id. */
export function recipientOf(channel: Channel, key: string): string {
  return channel === 'whatsapp' ? key.replace(/^\+/, '') : key;
}

/** A contact's keys on a channel, newest first (where replies go). */
export async function channelKeysOf(
  db: Executor,
  contactId: number,
  channel: Channel,
): Promise<string[]> {
  const rows = await db
    .select({ value: contactIdentities.value })
    .from(contactIdentities)
    .where(and(eq(contactIdentities.contactId, contactId), eq(contactIdentities.kind, channel)))
    .orderBy(desc(contactIdentities.id));
  return rows.map((row) => row.value);
}

/** When the customer last wrote in a conversation (the 24-hour window runs from it). */
export async function lastInboundAt(db: Executor, conversationId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: messages.createdAt })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.sender, 'visitor')))
    .orderBy(desc(messages.id))
    .limit(1);
  return row?.at ?? null;
}
