// The demo business's CRM extras (contacts issue): two custom fields, and for four of the
// demo contacts a company, tags, an owner, a custom value, a note and their email and phone
// as identities, so the contact pages show what a worked-on record looks like. Called once
// from demo-seed.ts, inside its transaction.
import { and, eq, inArray } from 'drizzle-orm';
import { normalizePhone } from '../modules/contacts/contact-normalize.ts';
import type { Transaction } from './client.ts';
import {
  contactAttributeDefinitions,
  contactEvents,
  contactIdentities,
  contactNotes,
  contactTags,
} from './schema/contacts.ts';
import { contacts } from './schema/core.ts';

const DAY = 24 * 60 * 60_000;

interface Extra {
  key: string;
  company: string;
  tags: string[];
  /** Index into the demo team (the owner of the record). */
  owner: number;
  attributes: Record<string, string>;
  note: string;
}

const EXTRAS: Extra[] = [
  {
    key: 'emily',
    company: 'Carter & Co Accountants',
    tags: ['vip', 'invisalign'],
    owner: 0,
    attributes: { plan: 'Family', patient_since: '2019-04-12' },
    note: 'Prefers appointments after 4 pm. Asked about Invisalign for her son.',
  },
  {
    key: 'daniel',
    company: 'Murphy Builders',
    tags: ['insurance'],
    owner: 1,
    attributes: { plan: 'Individual', patient_since: '2022-09-01' },
    note: 'Insurance pre-approval pending; call back once the insurer replies.',
  },
  {
    key: 'amelia',
    company: 'Robinson Design Studio',
    tags: ['new-patient'],
    owner: 1,
    attributes: { plan: 'Individual' },
    note: 'Booked a first check-up; sent the new patient form.',
  },
  {
    key: 'freya',
    company: 'Collins Bakery',
    tags: ['lead', 'whitening'],
    owner: 0,
    attributes: { plan: 'Corporate' },
    note: 'Left her details through the contact form: wants a whitening quote for her staff.',
  },
];

export async function seedDemoContacts(
  tx: Transaction,
  businessId: number,
  teamIds: number[],
  ago: (ms: number) => Date,
): Promise<void> {
  await tx.insert(contactAttributeDefinitions).values([
    {
      businessId,
      key: 'plan',
      label: 'Plan',
      type: 'choice',
      choices: ['Individual', 'Family', 'Corporate'],
      createdAt: ago(20 * DAY),
    },
    {
      businessId,
      key: 'patient_since',
      label: 'Patient since',
      type: 'date',
      createdAt: ago(20 * DAY),
    },
  ]);
  const rows = await tx
    .select()
    .from(contacts)
    .where(
      and(
        eq(contacts.businessId, businessId),
        inArray(
          contacts.customerId,
          EXTRAS.map((extra) => `demo-${extra.key}`),
        ),
      ),
    );
  for (const extra of EXTRAS) {
    const row = rows.find((candidate) => candidate.customerId === `demo-${extra.key}`);
    if (!row) continue;
    const ownerId = teamIds[extra.owner] ?? null;
    const at = ago(2 * DAY);
    const member = { source: 'member', at: at.toISOString(), by: ownerId };
    const phone = row.phone ? (normalizePhone(row.phone) ?? row.phone) : null;
    await tx
      .update(contacts)
      .set({
        company: extra.company,
        ownerId,
        phone,
        attributes: { ...row.attributes, ...extra.attributes },
        fieldSources: {
          name: member,
          company: member,
          ...Object.fromEntries(
            Object.keys(extra.attributes).map((k) => [`attributes.${k}`, member]),
          ),
        },
        updatedAt: at,
      })
      .where(eq(contacts.id, row.id));
    const keys = [
      ...(row.email ? [{ kind: 'email' as const, value: row.email.toLowerCase() }] : []),
      ...(phone ? [{ kind: 'phone' as const, value: phone }] : []),
    ];
    if (keys.length) {
      await tx.insert(contactIdentities).values(
        keys.map((key) => ({
          businessId,
          contactId: row.id,
          ...key,
          primary: true,
          source: 'member',
          createdAt: row.createdAt,
        })),
      );
    }
    await tx
      .insert(contactTags)
      .values(extra.tags.map((tag) => ({ businessId, contactId: row.id, tag, createdAt: at })));
    await tx.insert(contactNotes).values({
      businessId,
      contactId: row.id,
      authorId: ownerId,
      text: extra.note,
      createdAt: at,
    });
    await tx.insert(contactEvents).values([
      {
        businessId,
        contactId: row.id,
        kind: 'field_changed',
        source: 'member',
        actorId: ownerId,
        data: { field: 'company', from: null, to: extra.company },
        createdAt: at,
      },
      {
        businessId,
        contactId: row.id,
        kind: 'note_added',
        source: 'member',
        actorId: ownerId,
        data: { text: extra.note.slice(0, 200) },
        createdAt: at,
      },
    ]);
  }
}
