// A business's custom contact fields (/api/contact-attributes) and the check every value
// written to a contact passes: its key is defined, and it has the definition's type.
import {
  type AttributeDefinition,
  type AttributeValue,
  type attributeDefinitionCreateSchema,
  type attributeDefinitionPatchSchema,
  CONTACT_TEXTS,
} from '@lisa/contracts/contacts';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import { contactAttributeDefinitions } from '../../db/schema/contacts.ts';
import type { AuditActor, AuditLog } from '../../platform/audit/audit-log.ts';
import { AppError, NotFoundError, ValidationError } from '../../platform/http/app-error.ts';
import { toAttributeDefinition } from './contacts-views.ts';

export type DefinitionRow = typeof contactAttributeDefinitions.$inferSelect;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const MAX_TEXT = 1000;

function isUniqueViolation(error: unknown): boolean {
  const code = (value: unknown) =>
    typeof value === 'object' && value !== null && 'code' in value ? value.code : undefined;
  return code(error) === '23505' || code((error as { cause?: unknown })?.cause) === '23505';
}

/** Why a value does not fit its definition, or null when it does. */
function problemWith(definition: DefinitionRow, value: AttributeValue): string | null {
  if (value === null) return null;
  switch (definition.type) {
    case 'text':
      return typeof value === 'string' && value.length <= MAX_TEXT
        ? null
        : `${definition.label} must be text of at most ${MAX_TEXT} characters`;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
        ? null
        : `${definition.label} must be a number`;
    case 'boolean':
      return typeof value === 'boolean' ? null : `${definition.label} must be yes or no`;
    case 'date':
      return typeof value === 'string' &&
        DATE_PATTERN.test(value) &&
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`))
        ? null
        : `${definition.label} must be a date (YYYY-MM-DD)`;
    case 'choice':
      return typeof value === 'string' && definition.choices.includes(value)
        ? null
        : `${definition.label} must be one of: ${definition.choices.join(', ')}`;
  }
}

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);

/** A value typed as text (a CSV cell) read as the definition's type, or why it cannot be. */
export function parseAttributeCell(
  definition: DefinitionRow,
  text: string,
): { value: AttributeValue } | { problem: string } {
  let value: AttributeValue = text;
  if (definition.type === 'number') {
    const number = Number(text.replace(/[\s,]/g, ''));
    value = text.trim() !== '' && Number.isFinite(number) ? number : text;
  } else if (definition.type === 'boolean') {
    const word = text.trim().toLowerCase();
    value = YES.has(word) ? true : NO.has(word) ? false : text;
  } else if (definition.type === 'choice') {
    value = definition.choices.find((c) => c.toLowerCase() === text.trim().toLowerCase()) ?? text;
  }
  const problem = problemWith(definition, value);
  return problem ? { problem } : { value };
}

export async function definitionsOf(tx: Executor, businessId: number): Promise<DefinitionRow[]> {
  return tx
    .select()
    .from(contactAttributeDefinitions)
    .where(eq(contactAttributeDefinitions.businessId, businessId))
    .orderBy(asc(contactAttributeDefinitions.id));
}

/** Checks every value against the business's definitions; 400 naming each bad one. */
export async function validateAttributes(
  tx: Executor,
  businessId: number,
  values: Record<string, AttributeValue>,
): Promise<void> {
  const keys = Object.keys(values);
  if (keys.length === 0) return;
  const definitions = new Map((await definitionsOf(tx, businessId)).map((d) => [d.key, d]));
  const fields: Record<string, string[]> = {};
  for (const key of keys) {
    const definition = definitions.get(key);
    const problem = definition
      ? problemWith(definition, values[key] ?? null)
      : CONTACT_TEXTS.unknownAttribute;
    if (problem) fields[`attributes.${key}`] = [problem];
  }
  const first = Object.values(fields)[0]?.[0];
  if (first) throw new ValidationError(first, fields);
}

export function createAttributeDefinitions(deps: {
  db: Database;
  clock: () => Date;
  audit: AuditLog;
}) {
  const { db, clock, audit } = deps;
  return {
    async list(businessId: number): Promise<AttributeDefinition[]> {
      return (await definitionsOf(db, businessId)).map(toAttributeDefinition);
    },

    async create(
      businessId: number,
      body: z.infer<typeof attributeDefinitionCreateSchema>,
      actor: AuditActor,
    ): Promise<AttributeDefinition> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(contactAttributeDefinitions)
            .values({
              businessId,
              key: body.key,
              label: body.label,
              type: body.type,
              choices: body.type === 'choice' ? body.choices : [],
              createdAt: clock(),
            })
            .returning();
          if (!row) throw new Error('attribute insert returned no row');
          await audit.record(
            businessId,
            actor,
            { kind: 'contacts.attribute.created', target: body.key, after: body },
            tx,
          );
          return toAttributeDefinition(row);
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new AppError(409, 'conflict', CONTACT_TEXTS.attributeExists, {
            fields: { key: [CONTACT_TEXTS.attributeExists] },
          });
        }
        throw error;
      }
    },

    async update(
      businessId: number,
      id: number,
      body: z.infer<typeof attributeDefinitionPatchSchema>,
      actor: AuditActor,
    ): Promise<AttributeDefinition> {
      return db.transaction(async (tx) => {
        const where = and(
          eq(contactAttributeDefinitions.businessId, businessId),
          eq(contactAttributeDefinitions.id, id),
        );
        const [before] = await tx.select().from(contactAttributeDefinitions).where(where);
        if (!before) throw new NotFoundError('Custom attribute not found.');
        if (body.choices && before.type !== 'choice') {
          throw new ValidationError('Only a choice attribute has choices', {
            choices: ['Only a choice attribute has choices'],
          });
        }
        if (body.choices?.length === 0) {
          throw new ValidationError('A choice attribute needs at least one choice', {
            choices: ['A choice attribute needs at least one choice'],
          });
        }
        const [row] = await tx
          .update(contactAttributeDefinitions)
          .set({
            ...(body.label ? { label: body.label } : {}),
            ...(body.choices ? { choices: body.choices } : {}),
          })
          .where(where)
          .returning();
        if (!row) throw new NotFoundError('Custom attribute not found.');
        await audit.record(
          businessId,
          actor,
          {
            kind: 'contacts.attribute.updated',
            target: row.key,
            before: { label: before.label, choices: before.choices },
            after: body,
          },
          tx,
        );
        return toAttributeDefinition(row);
      });
    },

    /** Removes the definition; values already on contacts stay (they are history). */
    async remove(businessId: number, id: number, actor: AuditActor): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(contactAttributeDefinitions)
          .where(
            and(
              eq(contactAttributeDefinitions.businessId, businessId),
              eq(contactAttributeDefinitions.id, id),
            ),
          )
          .returning();
        if (!row) throw new NotFoundError('Custom attribute not found.');
        await audit.record(
          businessId,
          actor,
          { kind: 'contacts.attribute.deleted', target: row.key },
          tx,
        );
      });
    },
  };
}
export type AttributeDefinitions = ReturnType<typeof createAttributeDefinitions>;
