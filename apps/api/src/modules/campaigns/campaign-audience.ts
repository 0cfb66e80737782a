// A campaign's audience as SQL: the contacts list's own filters (contacts-service.ts
// listConditions: search, tag, owner, channel conversation) plus a custom attribute, a lead
// status and "seen in the last N days"; then, per channel, who is excluded and why: opted out of
// marketing on it, no address on it, or a marketing message from any campaign in the last
// FREQUENCY_CAP_HOURS (the cap).
import { type Audience, FREQUENCY_CAP_HOURS } from '@lisa/contracts/campaigns';
import { and, type SQL, sql } from 'drizzle-orm';
import { campaignRecipients } from '../../db/schema/campaigns.ts';
import { contactIdentities } from '../../db/schema/contacts.ts';
import { contacts } from '../../db/schema/core.ts';
import { leads } from '../../db/schema/sales.ts';
import { listConditions } from '../contacts/contacts-service.ts';

export type SendKind = 'whatsapp' | 'email';

export function audienceWhere(
  caller: { businessId: number; userId: number },
  audience: Audience,
  now: Date,
): SQL {
  const conditions = listConditions(caller, {
    ...(audience.q ? { q: audience.q } : {}),
    ...(audience.tag ? { tag: audience.tag } : {}),
    ...(audience.owner !== undefined ? { owner: audience.owner } : {}),
    ...(audience.channel ? { channel: audience.channel } : {}),
  });
  if (audience.attribute) {
    conditions.push(
      sql`${contacts.attributes} ->> ${audience.attribute.key} = ${audience.attribute.value}`,
    );
  }
  if (audience.lead_status) {
    conditions.push(
      sql`exists (select 1 from ${leads} where ${leads.contactId} = ${contacts.id} and ${leads.businessId} = ${caller.businessId} and ${leads.status} = ${audience.lead_status})`,
    );
  }
  if (audience.last_seen_days) {
    const since = new Date(now.getTime() - audience.last_seen_days * 86_400_000);
    conditions.push(sql`${contacts.lastSeenAt} >= ${since.toISOString()}`);
  }
  return and(...conditions) as SQL;
}

/** The contact's address on the channel: the newest WhatsApp identity, or the email. */
export function addressOf(kind: SendKind): SQL {
  if (kind === 'email') {
    return sql`coalesce(${contacts.email}, (select ${contactIdentities.value} from ${contactIdentities} where ${contactIdentities.contactId} = ${contacts.id} and ${contactIdentities.kind} = 'email' order by ${contactIdentities.id} desc limit 1))`;
  }
  return sql`(select ${contactIdentities.value} from ${contactIdentities} where ${contactIdentities.contactId} = ${contacts.id} and ${contactIdentities.kind} = 'whatsapp' order by ${contactIdentities.id} desc limit 1)`;
}

export function optedOut(kind: SendKind): SQL {
  return sql`coalesce(${contacts.consents} -> ${kind} ->> 'status', '') = 'opted_out'`;
}

/** A marketing message from another campaign in the last FREQUENCY_CAP_HOURS. */
export function capped(now: Date, exceptCampaignId: number | null): SQL {
  const since = new Date(now.getTime() - FREQUENCY_CAP_HOURS * 3_600_000).toISOString();
  return sql`exists (select 1 from ${campaignRecipients} where ${campaignRecipients.contactId} = ${contacts.id} and ${campaignRecipients.sentAt} >= ${since} and ${campaignRecipients.campaignId} <> ${exceptCampaignId ?? 0})`;
}
