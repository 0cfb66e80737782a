// One batch of a CSV import, folded into the contacts in one transaction by the unify rules:
// a row whose email or phone a live contact already holds updates that contact; rows of the
// file that share a key become one new contact; the rest are new contacts. A handful of
// statements per batch (lookups, bulk inserts), so 50,000 rows take seconds, not minutes.
//
// An import never overwrites: on an existing contact it fills the name, company and custom
// attributes that are empty (a value a member wrote is never replaced), adds the keys the
// contact lacks (a key another contact holds stays there), and adds tags.
import type { AttributeValue } from '@lisa/contracts/contacts';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { contactEvents, contactIdentities, contactTags } from '../../db/schema/contacts.ts';
import { contacts } from '../../db/schema/core.ts';
import type { ImportRecord } from './contact-import-rows.ts';

export interface BatchResult {
  created: number;
  updated: number;
  folded: number;
}

type Key = `${'email' | 'phone'}:${string}`;

const keysOf = (record: ImportRecord): Key[] => [
  ...(record.email ? [`email:${record.email}` as const] : []),
  ...(record.phone ? [`phone:${record.phone}` as const] : []),
];

/** The contact a batch writes: one per person, with every row that named them. */
interface Person {
  contactId: number | null;
  /** Made by this import (an earlier batch, or this one): rows naming it again are folded. */
  ours: boolean;
  records: ImportRecord[];
}

export async function foldBatch(
  tx: Transaction,
  input: {
    businessId: number;
    importId: number;
    filename: string;
    tags: string[];
    records: ImportRecord[];
    now: Date;
  },
): Promise<BatchResult> {
  const { businessId, importId, records, now } = input;
  const prefix = `import:${importId}:`;
  const emails = [...new Set(records.flatMap((r) => (r.email ? [r.email] : [])))];
  const phones = [...new Set(records.flatMap((r) => (r.phone ? [r.phone] : [])))];
  const owners = new Map<Key, { contactId: number; ours: boolean }>();
  if (emails.length + phones.length > 0) {
    const held = await tx
      .select({
        kind: contactIdentities.kind,
        value: contactIdentities.value,
        contactId: contactIdentities.contactId,
        customerId: contacts.customerId,
      })
      .from(contactIdentities)
      .innerJoin(contacts, eq(contacts.id, contactIdentities.contactId))
      .where(
        and(
          eq(contactIdentities.businessId, businessId),
          isNull(contacts.mergedIntoId),
          isNull(contacts.deletedAt),
          or(
            emails.length
              ? and(eq(contactIdentities.kind, 'email'), inArray(contactIdentities.value, emails))
              : undefined,
            phones.length
              ? and(eq(contactIdentities.kind, 'phone'), inArray(contactIdentities.value, phones))
              : undefined,
          ),
        ),
      );
    for (const key of held) {
      owners.set(`${key.kind as 'email' | 'phone'}:${key.value}`, {
        contactId: key.contactId,
        ours: key.customerId.startsWith(prefix),
      });
    }
  }

  // Group the rows: a row joins the person one of its keys already points to.
  const people: Person[] = [];
  const byKey = new Map<Key, Person>();
  const byContact = new Map<number, Person>();
  const result: BatchResult = { created: 0, updated: 0, folded: 0 };
  for (const record of records) {
    const keys = keysOf(record);
    let person = keys.map((k) => byKey.get(k)).find(Boolean);
    if (!person) {
      const owner = keys.map((k) => owners.get(k)).find(Boolean);
      if (owner) {
        person = byContact.get(owner.contactId);
        if (!person) {
          person = { contactId: owner.contactId, ours: owner.ours, records: [] };
          byContact.set(owner.contactId, person);
          people.push(person);
          if (owner.ours) result.folded += 1;
          else result.updated += 1;
        } else {
          result.folded += 1;
        }
      } else {
        person = { contactId: null, ours: true, records: [] };
        people.push(person);
        result.created += 1;
      }
    } else {
      result.folded += 1;
    }
    person.records.push(record);
    for (const key of keys) if (!byKey.has(key)) byKey.set(key, person);
  }

  // The keys each person gains: those no other contact holds, once each.
  const gains = new Map<Person, { kind: 'email' | 'phone'; value: string }[]>();
  for (const person of people) {
    const seen = new Set<string>();
    const keys: { kind: 'email' | 'phone'; value: string }[] = [];
    for (const record of person.records) {
      for (const [kind, value] of [
        ['email', record.email],
        ['phone', record.phone],
      ] as const) {
        const key = `${kind}:${value}` as Key;
        if (!value || seen.has(key) || owners.has(key)) continue;
        seen.add(key);
        keys.push({ kind, value });
      }
    }
    gains.set(person, keys);
  }
  const firstGained = (person: Person | undefined, kind: 'email' | 'phone') =>
    (person ? gains.get(person) : undefined)?.find((k) => k.kind === kind)?.value ?? null;

  const fresh = people.filter((p) => p.contactId === null);
  const existing = people.filter((p) => p.contactId !== null);
  const source = { source: 'import', at: now.toISOString() };

  if (fresh.length > 0) {
    const inserted = await tx
      .insert(contacts)
      .values(
        fresh.map((person) => {
          const merged = mergeRecords(person.records);
          const sources: Record<string, typeof source> = {};
          if (merged.name) sources.name = source;
          if (merged.company) sources.company = source;
          for (const key of Object.keys(merged.attributes)) sources[`attributes.${key}`] = source;
          return {
            businessId,
            customerId: `${prefix}${person.records[0]?.line}`,
            name: merged.name,
            email: firstGained(person, 'email'),
            phone: firstGained(person, 'phone'),
            company: merged.company,
            attributes: merged.attributes,
            fieldSources: sources,
            createdAt: now,
            lastSeenAt: now,
            updatedAt: now,
          };
        }),
      )
      .returning({ id: contacts.id, customerId: contacts.customerId });
    const idOf = new Map(inserted.map((row) => [row.customerId, row.id]));
    for (const person of fresh) {
      person.contactId = idOf.get(`${prefix}${person.records[0]?.line}`) ?? null;
    }
  }

  // Existing contacts: fill what is empty, never what a member wrote.
  const current =
    existing.length === 0
      ? []
      : await tx
          .select()
          .from(contacts)
          .where(
            inArray(
              contacts.id,
              existing.map((p) => p.contactId as number),
            ),
          )
          .for('update');
  for (const row of current) {
    const merged = mergeRecords(byContact.get(row.id)?.records ?? []);
    const sources = { ...row.fieldSources };
    const patch: Partial<typeof contacts.$inferInsert> = {};
    const byMember = (field: string) => sources[field]?.source === 'member';
    if (!row.name && merged.name) {
      patch.name = merged.name;
      sources.name = source;
    }
    if (!row.company && merged.company) {
      patch.company = merged.company;
      sources.company = source;
    }
    const attributes = { ...row.attributes };
    for (const [key, value] of Object.entries(merged.attributes)) {
      if (byMember(`attributes.${key}`) || (attributes[key] ?? null) !== null) continue;
      attributes[key] = value;
      sources[`attributes.${key}`] = source;
    }
    if (Object.keys(attributes).length !== Object.keys(row.attributes).length) {
      patch.attributes = attributes;
    }
    const person = byContact.get(row.id);
    if (!row.email) patch.email = firstGained(person, 'email');
    if (!row.phone) patch.phone = firstGained(person, 'phone');
    const changed = Object.values(patch).some((value) => value !== null && value !== undefined);
    if (changed) {
      await tx
        .update(contacts)
        .set({ ...patch, fieldSources: sources, updatedAt: now })
        .where(eq(contacts.id, row.id));
    }
  }
  const hadEmail = new Set(current.filter((r) => r.email).map((r) => r.id));
  const hadPhone = new Set(current.filter((r) => r.phone).map((r) => r.id));

  // Keys, tags and a line on each contact's timeline, in bulk.
  const identities: (typeof contactIdentities.$inferInsert)[] = [];
  const tags: (typeof contactTags.$inferInsert)[] = [];
  const events: (typeof contactEvents.$inferInsert)[] = [];
  for (const person of people) {
    const contactId = person.contactId;
    if (contactId === null) continue;
    const isNew = fresh.includes(person);
    const primaryTaken = {
      email: !isNew && hadEmail.has(contactId),
      phone: !isNew && hadPhone.has(contactId),
    };
    for (const { kind, value } of gains.get(person) ?? []) {
      identities.push({
        businessId,
        contactId,
        kind,
        value,
        verified: false,
        primary: !primaryTaken[kind],
        source: 'import',
        createdAt: now,
      });
      primaryTaken[kind] = true;
    }
    const personTags = new Set([...input.tags, ...person.records.flatMap((r) => r.tags)]);
    for (const tag of personTags) tags.push({ contactId, businessId, tag, createdAt: now });
    events.push({
      businessId,
      contactId,
      kind: isNew ? 'created' : 'imported',
      source: 'import',
      data: {
        import_id: importId,
        filename: input.filename,
        rows: person.records.map((r) => r.line),
      },
      createdAt: now,
    });
  }
  for (const chunk of chunks(identities, 2000)) {
    await tx.insert(contactIdentities).values(chunk).onConflictDoNothing();
  }
  for (const chunk of chunks(tags, 2000))
    await tx.insert(contactTags).values(chunk).onConflictDoNothing();
  for (const chunk of chunks(events, 2000)) await tx.insert(contactEvents).values(chunk);
  return result;
}

/** The fields of a person named by several rows: the first non-empty value of each wins. */
function mergeRecords(records: ImportRecord[]) {
  const attributes: Record<string, AttributeValue> = {};
  for (const record of records) {
    for (const [key, value] of Object.entries(record.attributes)) {
      if (!(key in attributes)) attributes[key] = value;
    }
  }
  return {
    name: records.find((r) => r.name)?.name ?? null,
    company: records.find((r) => r.company)?.company ?? null,
    attributes,
  };
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
