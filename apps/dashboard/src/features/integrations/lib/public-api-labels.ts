// Words for the public API's settings: scope areas and events as a member reads them, and
// the tone of a delivery's status.

import {
  API_KEY_AREAS,
  type ApiKey,
  type ApiKeyArea,
  WEBHOOK_EVENTS,
  type WebhookDelivery,
  type WebhookEventType,
} from '@lisa/contracts/public-api';
import type { BadgeTone } from '@lisa/ui/badge';

export const AREA_LABELS: Record<ApiKeyArea, string> = {
  conversations: 'Conversations',
  contacts: 'Contacts',
  sales: 'Leads and deals',
  tasks: 'Tasks',
  knowledge: 'Knowledge',
  inventory: 'Inventory (Odoo products)',
};

export const EVENT_LABELS: Record<WebhookEventType, string> = {
  'conversation.created': 'A conversation starts',
  'conversation.handed_over': 'A conversation is handed to a person',
  'conversation.resolved': 'A conversation is resolved',
  'message.created': 'A message is sent or received',
  'contact.created': 'A contact is created',
  'contact.merged': 'Contacts are merged',
  'lead.created': 'A lead is captured',
  'workflow.completed': 'A workflow completes',
};

export const SCOPE_AREAS = API_KEY_AREAS;
export const EVENTS = WEBHOOK_EVENTS;

/** "Conversations: read, write · Contacts: read" */
export function describeScopes(scopes: readonly string[]): string {
  return SCOPE_AREAS.flatMap((area) => {
    const levels = (['read', 'write'] as const).filter((level) =>
      scopes.includes(`${area}:${level}`),
    );
    return levels.length ? [`${AREA_LABELS[area]}: ${levels.join(', ')}`] : [];
  }).join(' · ');
}

export type KeyState = 'active' | 'revoked' | 'expired';

export function keyState(key: ApiKey, now: Date = new Date()): KeyState {
  if (key.revoked_at) return 'revoked';
  if (key.expires_at && new Date(key.expires_at) <= now) return 'expired';
  return 'active';
}

export const DELIVERY_TONES: Record<WebhookDelivery['status'], BadgeTone> = {
  pending: 'neutral',
  delivered: 'success',
  retrying: 'warning',
  failed: 'danger',
};
