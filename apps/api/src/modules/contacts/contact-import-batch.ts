// One batch of a CSV import, folded into the contacts in one transaction by the unify rules:
// a row whose email or phone a live contact already holds updates that contact; rows of the
// file that share a key become one new contact; the rest are new contacts. A handful of
// statements per batch (lookups, bulk inserts), so 50,000 rows take seconds, not minutes.
//
// An import never overwrites: on an existing contact it fills the name, company and custom
// attributes that are empty (a value a member wrote is never replaced), adds the keys the
// contact lacks (a key another contact holds stays there), and adds tags.
import type { AttributeValue } from '@lisa/contracts/contacts';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { rowsOf, type Transaction } from '../../db/client.ts';
import { contactEvents, contactIdentities, contactTags } from '../../db/schema/contacts.ts';
import { contacts } from '../../db/schema/core.ts';
import type { ImportRecord } from './contact-import-rows.ts';
import type { ContactFieldChanges, FieldChange } from './contact-rows.ts';

export interface BatchResult {
  created: number;
  updated: number;
  folded: number;
  /** What the batch changed on contacts the business already had (new ones are created, not changed). */
  fieldChanges: ContactFieldChanges[];
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
  const result: BatchResult = { created: 0, updated: 0, folded: 0, fieldChanges: [] };
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
    const rows = fresh.map((person) => {
      const merged = mergeRecords(person.records);
      const sources: Record<string, typeof source> = {};
      if (merged.name) sources.name = source;
      if (merged.company) sources.company = source;
      for (const key of Object.keys(merged.attributes)) sources[`attributes.${key}`] = source;
      return {
        business_id: businessId,
        customer_id: `${prefix}${person.records[0]?.line}`,
        name: merged.name,
        email: firstGained(person, 'email'),
        phone: firstGained(person, 'phone'),
        company: merged.company,
        attributes: merged.attributes,
        field_sources: sources,
        at: now.toISOString(),
      };
    });
    const inserted = rowsOf(
      await tx.execute(sql`
        insert into ${contacts} (business_id, customer_id, name, email, phone, company,
          attributes, field_sources, created_at, last_seen_at, updated_at)
        select business_id, customer_id, name, email, phone, company, attributes, field_sources,
          at, at, at
        from ${recordset(rows, 'business_id int, customer_id text, name text, email text, phone text, company text, attributes jsonb, field_sources jsonb, at timestamptz')}
        returning id, customer_id`),
    ) as { id: number; customer_id: string }[];
    const idOf = new Map(inserted.map((row) => [row.customer_id, Number(row.id)]));
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
  const updates: {
    id: number;
    name: string | null;
    company: string | null;
    email: string | null;
    phone: string | null;
    attributes: Record<string, unknown>;
    field_sources: Record<string, unknown>;
  }[] = [];
  for (const row of current) {
    const person = byContact.get(row.id);
    const merged = mergeRecords(person?.records ?? []);
    const sources = { ...row.fieldSources };
    const attributes = { ...row.attributes };
    const fields: FieldChange[] = [];
    const name = row.name ?? merged.name;
    const company = row.company ?? merged.company;
    if (name !== row.name) {
      sources.name = source;
      fields.push({ field: 'name', from: row.name, to: name });
    }
    if (company !== row.company) {
      sources.company = source;
      fields.push({ field: 'company', from: row.company, to: company });
    }
    for (const [key, value] of Object.entries(merged.attributes)) {
      const field = `attributes.${key}`;
      if (sources[field]?.source === 'member' || (attributes[key] ?? null) !== null) continue;
      fields.push({ field, from: attributes[key] ?? null, to: value });
      attributes[key] = value;
      sources[field] = source;
    }
    const email = row.email ?? firstGained(person, 'email');
    const phone = row.phone ?? firstGained(person, 'phone');
    if (fields.length > 0) result.fieldChanges.push({ contactId: row.id, changes: fields });
    if (fields.length > 0 || email !== row.email || phone !== row.phone) {
      updates.push({ id: row.id, name, company, email, phone, attributes, field_sources: sources });
    }
  }
  if (updates.length > 0) {
    await tx.execute(sql`
      update ${contacts} c set name = x.name, company = x.company, email = x.email,
        phone = x.phone, attributes = x.attributes, field_sources = x.field_sources,
        updated_at = ${now.toISOString()}::timestamptz
      from ${recordset(updates, 'id int, name text, company text, email text, phone text, attributes jsonb, field_sources jsonb')}
      where c.id = x.id`);
  }
  const hadEmail = new Set(current.filter((r) => r.email).map((r) => r.id));
  const hadPhone = new Set(current.filter((r) => r.phone).map((r) => r.id));

  // Keys, tags and a line on each contact's timeline, in bulk.
  const identities: {
    business_id: number;
    contact_id: number;
    kind: string;
    value: string;
    is_primary: boolean;
  }[] = [];
  const tags: { contact_id: number; business_id: number; tag: string }[] = [];
  const events: { business_id: number; contact_id: number; kind: string; data: unknown }[] = [];
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
        business_id: businessId,
        contact_id: contactId,
        kind,
        value,
        is_primary: !primaryTaken[kind],
      });
      primaryTaken[kind] = true;
    }
    const personTags = new Set([...input.tags, ...person.records.flatMap((r) => r.tags)]);
    for (const tag of personTags)
      tags.push({ contact_id: contactId, business_id: businessId, tag });
    events.push({
      business_id: businessId,
      contact_id: contactId,
      kind: isNew ? 'created' : 'imported',
      data: {
        import_id: importId,
        filename: input.filename,
        rows: person.records.map((r) => r.line),
      },
    });
  }
  if (identities.length > 0) {
    await tx.execute(sql`
      insert into ${contactIdentities} (business_id, contact_id, kind, value, verified, is_primary,
        source, created_at)
      select business_id, contact_id, kind, value, false, is_primary, 'import', ${now.toISOString()}::timestamptz
      from ${recordset(identities, 'business_id int, contact_id int, kind text, value text, is_primary boolean')}
      on conflict do nothing`);
  }
  if (tags.length > 0) {
    await tx.execute(sql`
      insert into ${contactTags} (contact_id, business_id, tag, created_at)
      select contact_id, business_id, tag, ${now.toISOString()}::timestamptz
      from ${recordset(tags, 'contact_id int, business_id int, tag text')}
      on conflict do nothing`);
  }
  if (events.length > 0) {
    await tx.execute(sql`
      insert into ${contactEvents} (business_id, contact_id, kind, source, data, created_at)
      select business_id, contact_id, kind, 'import', data, ${now.toISOString()}::timestamptz
      from ${recordset(events, 'business_id int, contact_id int, kind text, data jsonb')}`);
  }
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

/**
 * Rows passed as ONE JSON parameter and read back as a table: a thousand rows cost one
 * parameter instead of thousands (bound parameters are what PGlite and PostgreSQL spend on).
 */
function recordset(rows: readonly object[], columns: string) {
  return sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(${sql.raw(columns)})`;
}
