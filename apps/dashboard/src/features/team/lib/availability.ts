import type { Availability } from '@lisa/contracts/team';

export const AVAILABILITY_LABELS: Record<Availability, string> = {
  online: 'Online',
  away: 'Away',
  offline: 'Offline',
};

/** The dot beside a person's availability (design tokens, the Avatar's status colours). */
export const AVAILABILITY_DOT: Record<Availability, string> = {
  online: 'bg-success',
  away: 'bg-warning',
  offline: 'bg-ink-muted',
};
