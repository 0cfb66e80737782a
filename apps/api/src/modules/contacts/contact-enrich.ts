// Enrich: what the agent learns in a conversation (name, email, phone, company, custom
// attributes a workflow collects) written to the contact with its source and time. A value a
// member typed is never overwritten by the agent: the field's source says who wrote it last.
import type { AttributeValue } from '@lisa/contracts/contacts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contacts } from '../../db/schema/core.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { definitionsOf } from './contact-attributes.ts';
import { type FieldChange, liveContact, recordFieldChanges, type Source } from './contact-rows.ts';
import { attachIdentity, suggestByNameAndCompany } from './identity-resolver.ts';

export interface LearnedDetails {
  name?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  company?: string | undefined;
  attributes?: Record<string, AttributeValue> | undefined;
}

export interface Enricher {
  /** Writes what was learned; returns the contact id it ended on (a merge may move it). */
  enrich(
    businessId: number,
    contactId: number,
    details: LearnedDetails,
    source?: Exclude<Source, 'member'>,
    /** How many workflow runs led here (a run's step passes its own depth + 1). */
    depth?: number,
  ): Promise<number>;
}

export function createEnricher(deps: { db: Database; clock: () => Date }): Enricher {
  const { db, clock } = deps;
  return {
    async enrich(businessId, contactId, details, source = 'agent', depth = 0) {
      const now = clock();
      return db.transaction(async (tx) => {
        const row = await liveContact(tx, businessId, contactId, true);
        const at = now.toISOString();
        const fieldSources = { ...row.fieldSources };
        const changes: { name?: string; company?: string; attributes?: Record<string, unknown> } =
          {};
        const changed: FieldChange[] = [];
        const memberOwns = (field: string) => fieldSources[field]?.source === 'member';
        for (const field of ['name', 'company'] as const) {
          const value = details[field]?.trim();
          if (!value || memberOwns(field) || row[field] === value) continue;
          changes[field] = value;
          fieldSources[field] = { source, at };
          changed.push({ field, from: row[field], to: value });
        }
        if (details.attributes) {
          // Only keys the business defined, with values of the right type; the rest is dropped.
          const definitions = new Map((await definitionsOf(tx, businessId)).map((d) => [d.key, d]));
          const attributes = { ...row.attributes };
          for (const [key, value] of Object.entries(details.attributes)) {
            const field = `attributes.${key}`;
            const definition = definitions.get(key);
            if (!definition || value === null || memberOwns(field)) continue;
            const fits =
              (definition.type === 'number' && typeof value === 'number') ||
              (definition.type === 'boolean' && typeof value === 'boolean') ||
              (definition.type === 'choice' && definition.choices.includes(String(value))) ||
              ((definition.type === 'text' || definition.type === 'date') &&
                typeof value === 'string');
            if (!fits || attributes[key] === value) continue;
            changed.push({ field, from: attributes[key] ?? null, to: value });
            attributes[key] = value;
            fieldSources[field] = { source, at };
          }
          changes.attributes = attributes;
        }
        if (changed.length) {
          const [updated] = await tx
            .update(contacts)
            .set({ ...changes, fieldSources, updatedAt: now })
            .where(eq(contacts.id, row.id))
            .returning();
          await recordFieldChanges(db, tx, {
            businessId,
            contactId: row.id,
            source,
            changes: changed,
            at: now,
            depth,
          });
          if (updated) await suggestByNameAndCompany(tx, updated, now);
        }
        let current = row.id;
        for (const kind of ['email', 'phone'] as const) {
          const value = details[kind];
          if (!value) continue;
          try {
            // Unverified: another contact with this key becomes a suggestion, never a merge.
            const outcome = await attachIdentity(tx, {
              db,
              businessId,
              contactId: current,
              kind,
              value,
              verified: false,
              primary: false,
              source,
              actorId: null,
              now,
            });
            current = outcome.contactId;
          } catch (error) {
            // A malformed value the agent picked up is skipped, not an error for the visitor.
            if (!(error instanceof AppError && error.statusCode === 400)) throw error;
          }
        }
        return current;
      });
    },
  };
}
