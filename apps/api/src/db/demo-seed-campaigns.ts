// The demo business's campaigns (part of seedDemoBusiness's transaction): an email reminder
// that went out four days ago, with one row per recipient as the sender leaves them (sent,
// unsubscribed, bounced, skipped for no address), and a website message live on the new
// patients page. The reminder's sends are debited like any campaign's: the caller adds them
// to the ledger.

import { randomBytes } from 'node:crypto';
import { CAMPAIGN_TEXTS } from '@lisa/contracts/campaigns';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from './client.ts';
import { DEMO_CONTACTS } from './demo-seed-data.ts';
import { DAY, HOUR, MINUTE } from './demo-seed-team.ts';
import { campaignRecipients, campaigns } from './schema/campaigns.ts';
import { contacts } from './schema/core.ts';

export const DEMO_EMAIL_CAMPAIGN = {
  name: 'Spring check-up reminder',
  subject: 'Time for your spring check-up at Harbour Dental',
  body: [
    'Hi {{name}},',
    '',
    "It has been six months since many of our patients' last check-up, so we have opened",
    'extra **Saturday morning** slots in April.',
    '',
    '- Check-up and clean: £65',
    '- Free for children under 18 with a parent booked the same day',
    '',
    'Reply to this email or message Mia on our website to book a time that suits you.',
  ].join('\n'),
  sentDaysAgo: 4,
} as const;

/** What happened to each demo contact with an email address (the rest are skipped). */
const OUTCOMES: Record<string, { state: 'opted_out' | 'failed'; reason?: string }> = {
  grace: { state: 'opted_out' },
  leo: { state: 'failed', reason: 'The mail server refused the address (mailbox unavailable).' },
};

export const DEMO_WEBSITE_CAMPAIGN = {
  name: 'New patient welcome',
  text: 'New to Harbour Dental? Your first check-up is £45 this month. Ask me to book a time.',
  shownCount: 37,
  startedDaysAgo: 6,
} as const;

export interface CampaignDebit {
  at: Date;
}

export async function seedDemoCampaigns(
  tx: Transaction,
  businessId: number,
  contactIds: ReadonlyMap<string, number>,
  ownerId: number,
  ago: (ms: number) => Date,
): Promise<CampaignDebit[]> {
  const startedAt = ago(DEMO_EMAIL_CAMPAIGN.sentDaysAgo * DAY);
  const [email] = await tx
    .insert(campaigns)
    .values({
      businessId,
      name: DEMO_EMAIL_CAMPAIGN.name,
      kind: 'email',
      status: 'done',
      subject: DEMO_EMAIL_CAMPAIGN.subject,
      body: DEMO_EMAIL_CAMPAIGN.body,
      ratePerSecond: 5,
      conversationTag: DEMO_EMAIL_CAMPAIGN.name,
      materialisedAt: startedAt,
      startedAt,
      finishedAt: new Date(startedAt.getTime() + 2 * MINUTE),
      createdBy: ownerId,
      createdAt: new Date(startedAt.getTime() - 3 * HOUR),
      updatedAt: new Date(startedAt.getTime() + 2 * MINUTE),
    })
    .returning({ id: campaigns.id });
  if (!email) throw new Error('demo campaign insert returned no row');

  const debits: CampaignDebit[] = [];
  const recipients = DEMO_CONTACTS.map((contact, index) => {
    const at = new Date(startedAt.getTime() + (index + 1) * 5_000);
    const base = {
      businessId,
      campaignId: email.id,
      contactId: contactIds.get(contact.key) ?? 0,
      createdAt: startedAt,
      updatedAt: at,
    };
    if (!contact.email) {
      return {
        ...base,
        address: null,
        state: 'skipped',
        reason: CAMPAIGN_TEXTS.reasons.noIdentity,
      };
    }
    const outcome = OUTCOMES[contact.key];
    if (outcome?.state === 'failed') {
      return { ...base, address: contact.email, state: 'failed', reason: outcome.reason ?? null };
    }
    debits.push({ at });
    return {
      ...base,
      address: contact.email,
      state: outcome?.state ?? 'sent',
      unsubscribeToken: randomBytes(24).toString('base64url'),
      claimedAt: at,
      callStartedAt: at,
      sentAt: at,
      ...(outcome?.state === 'opted_out' ? { updatedAt: new Date(at.getTime() + 3 * HOUR) } : {}),
    };
  });
  await tx.insert(campaignRecipients).values(recipients);

  // The unsubscribe click that moved Grace's row suppresses her email for later campaigns.
  for (const [key, outcome] of Object.entries(OUTCOMES)) {
    if (outcome.state !== 'opted_out') continue;
    const at = new Date(startedAt.getTime() + 3 * HOUR).toISOString();
    await tx
      .update(contacts)
      .set({ consents: { email: { status: 'opted_out', at } } })
      .where(and(eq(contacts.businessId, businessId), eq(contacts.id, contactIds.get(key) ?? 0)));
  }

  const live = ago(DEMO_WEBSITE_CAMPAIGN.startedDaysAgo * DAY);
  await tx.insert(campaigns).values({
    businessId,
    name: DEMO_WEBSITE_CAMPAIGN.name,
    kind: 'website',
    status: 'sending',
    body: DEMO_WEBSITE_CAMPAIGN.text,
    rules: {
      url_contains: '/new-patients',
      delay_seconds: 10,
      once_per_visitor: true,
      visitors: 'new',
      business_hours: false,
      ends_at: null,
    },
    conversationTag: DEMO_WEBSITE_CAMPAIGN.name,
    shownCount: DEMO_WEBSITE_CAMPAIGN.shownCount,
    startedAt: live,
    createdBy: ownerId,
    createdAt: live,
    updatedAt: live,
  });
  return debits;
}
