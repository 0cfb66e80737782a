// How an audit entry reads in the table: who, what kind, and a short before → after.
import type { AuditEntry } from '@lisa/contracts/team';

/** The kind prefixes the audit tab filters by ('' = every kind). */
export const AUDIT_KIND_FILTERS = [
  { value: '', label: 'All kinds' },
  { value: 'team.', label: 'Team' },
  { value: 'knowledge.', label: 'Knowledge' },
  { value: 'credits.', label: 'Credits' },
] as const;

const MAX_CHANGE_LENGTH = 80;

function short(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function clip(text: string): string {
  return text.length > MAX_CHANGE_LENGTH ? `${text.slice(0, MAX_CHANGE_LENGTH - 1)}…` : text;
}

/**
 * `role: agent → admin` for the fields that changed between two objects, `a → b` for plain
 * values, and only the side that exists for a creation or a deletion. Clipped to 80 chars.
 */
export function formatAuditChange(before: unknown, after: unknown): string {
  const hasBefore = before !== null && before !== undefined;
  const hasAfter = after !== null && after !== undefined;
  if (!hasBefore && !hasAfter) return '';
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    const changed = keys.filter((key) => short(before[key]) !== short(after[key]));
    return clip(
      changed.map((key) => `${key}: ${short(before[key])} → ${short(after[key])}`).join(', '),
    );
  }
  if (!hasBefore) return clip(`→ ${describe(after)}`);
  if (!hasAfter) return clip(`${describe(before)} →`);
  return clip(`${describe(before)} → ${describe(after)}`);
}

/** An object as `key: value, …`, anything else as itself. */
function describe(value: unknown): string {
  if (!isRecord(value)) return short(value);
  return Object.entries(value)
    .map(([key, field]) => `${key}: ${short(field)}`)
    .join(', ');
}

/** Who made the change: the person, or the system for changes nobody made by hand. */
export function auditActorName(entry: Pick<AuditEntry, 'actor'>): string {
  return entry.actor?.name || 'System';
}
