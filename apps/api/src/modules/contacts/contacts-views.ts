// Contact rows -> the wire shapes of @lisa/contracts/contacts.
import type {
  AttributeDefinition,
  AttributeValue,
  Contact,
  ContactIdentity,
  ContactListItem,
} from '@lisa/contracts/contacts';
import type { contactAttributeDefinitions } from '../../db/schema/contacts.ts';
import { apiErrorSchema } from '../../platform/http/error-schema.ts';
import type { ContactBundle, ContactRow, IdentityRow } from './contact-rows.ts';

export const contactErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

export function toContactListItem(row: ContactRow, tags: string[]): ContactListItem {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    owner_id: row.ownerId,
    tags,
    last_seen_at: row.lastSeenAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

export function toIdentity(row: IdentityRow): ContactIdentity {
  return {
    id: row.id,
    kind: row.kind,
    value: row.value,
    verified: row.verified,
    primary: row.primary,
    source: row.source,
    created_at: row.createdAt.toISOString(),
  };
}

export function toContact({ row, tags, identities }: ContactBundle): Contact {
  return {
    ...toContactListItem(row, tags),
    identities: identities.map(toIdentity),
    attributes: row.attributes as Record<string, AttributeValue>,
    consents: row.consents,
    field_sources: row.fieldSources,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toAttributeDefinition(
  row: typeof contactAttributeDefinitions.$inferSelect,
): AttributeDefinition {
  return {
    id: row.id,
    key: row.key,
    label: row.label,
    type: row.type,
    choices: row.choices,
    created_at: row.createdAt.toISOString(),
  };
}
