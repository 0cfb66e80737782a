import type { InboxStatus } from '@lisa/contracts/inbox';
import type { BadgeTone } from '@lisa/ui/badge';
import type { StatusFilter } from './inbox-filters.ts';

/** The list's tabs, in order: who needs a person first. */
export const STATUS_TABS: readonly StatusFilter[] = ['waiting', 'open', 'bot', 'resolved', 'all'];

const labels: Record<StatusFilter, string> = {
  waiting: 'Waiting',
  open: 'Open',
  bot: 'Bot',
  resolved: 'Resolved',
  all: 'All',
};

const tones: Record<InboxStatus, BadgeTone> = {
  waiting: 'warning',
  open: 'brand',
  bot: 'neutral',
  resolved: 'success',
};

export function statusLabel(status: StatusFilter): string {
  return labels[status];
}

export function statusTone(status: InboxStatus): BadgeTone {
  return tones[status];
}

/** A tab's count: the status's own, or the sum for "All". */
export function countFor(
  status: StatusFilter,
  counts: Record<InboxStatus, number> | undefined,
): number | undefined {
  if (!counts) return undefined;
  if (status !== 'all') return counts[status];
  return counts.bot + counts.waiting + counts.open + counts.resolved;
}

/** Empty list texts per tab. */
export function emptyListText(
  status: StatusFilter,
  filtered: boolean,
): {
  title: string;
  description: string;
} {
  if (filtered) {
    return { title: 'No conversation matches', description: 'Try another search or filter.' };
  }
  switch (status) {
    case 'waiting':
      return {
        title: 'No conversations waiting — nice work',
        description: 'Handed-over conversations land here until someone takes them.',
      };
    case 'open':
      return { title: 'No open conversations', description: 'Take one over from Waiting.' };
    case 'bot':
      return { title: 'The bot is not talking to anyone', description: 'New chats appear here.' };
    case 'resolved':
      return { title: 'Nothing resolved yet', description: 'Resolved conversations stay here.' };
    default:
      return {
        title: 'No conversations yet',
        description: 'Add the chat widget to your site and conversations appear here.',
      };
  }
}

/** The contact's name as the list and the thread show it. */
export function contactName(contact: { name: string | null; email: string | null; id: number }) {
  return contact.name?.trim() || contact.email || `Visitor #${contact.id}`;
}
