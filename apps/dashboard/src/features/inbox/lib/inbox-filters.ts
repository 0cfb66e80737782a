// The list's filters live in the URL (/dashboard/inbox?status=waiting&assignee=me&c=12), so a
// link from the overview cards, a reload or a shared address opens the same view.
import {
  type ConversationListQuery,
  INBOX_STATUSES,
  type InboxStatus,
} from '@lisa/contracts/inbox';

export type StatusFilter = InboxStatus | 'all';
export type AssigneeFilter = 'all' | 'me' | 'unassigned';

export interface InboxFilters {
  status: StatusFilter;
  assignee: AssigneeFilter;
  /** '' for every channel. */
  channel: string;
  q: string;
  unread: boolean;
  /** '' for any tag (a campaign's tag on the conversations its replies started). */
  tag: string;
}

/** What the inbox opens on: the conversations waiting for a person. */
export const DEFAULT_FILTERS: InboxFilters = {
  status: 'waiting',
  assignee: 'all',
  channel: '',
  q: '',
  unread: false,
  tag: '',
};

const STATUS_VALUES: readonly StatusFilter[] = [...INBOX_STATUSES, 'all'];
const ASSIGNEE_VALUES: readonly AssigneeFilter[] = ['all', 'me', 'unassigned'];

function pick<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.find((candidate) => candidate === value) ?? fallback;
}

/** Reads the filters from the address; unknown values fall back to the defaults. */
export function filtersFromSearchParams(params: URLSearchParams): InboxFilters {
  return {
    status: pick(params.get('status'), STATUS_VALUES, DEFAULT_FILTERS.status),
    assignee: pick(params.get('assignee'), ASSIGNEE_VALUES, DEFAULT_FILTERS.assignee),
    channel: params.get('channel')?.trim() ?? '',
    q: params.get('q') ?? '',
    unread: params.get('unread') === 'true',
    tag: params.get('tag')?.trim() ?? '',
  };
}

/**
 * Writes the filters onto a copy of `params`, keeping other keys (the selected `c`). Only the
 * status is always written, so `?status=waiting` and the default read the same.
 */
export function filtersToSearchParams(
  filters: InboxFilters,
  params: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('status', filters.status);
  const optional: [string, string | null][] = [
    ['assignee', filters.assignee === 'all' ? null : filters.assignee],
    ['channel', filters.channel.trim() || null],
    ['q', filters.q.trim() ? filters.q : null],
    ['unread', filters.unread ? 'true' : null],
    ['tag', filters.tag.trim() || null],
  ];
  for (const [key, value] of optional) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** The list call's query for these filters (the cursor is added per page). */
export function filtersToListQuery(filters: InboxFilters): ConversationListQuery {
  const query: ConversationListQuery = {};
  if (filters.status !== 'all') query.status = filters.status;
  if (filters.assignee !== 'all') query.assignee = filters.assignee;
  if (filters.channel.trim()) query.channel = filters.channel.trim();
  if (filters.q.trim()) query.q = filters.q.trim();
  if (filters.unread) query.unread = 'true';
  if (filters.tag.trim()) query.tag = filters.tag.trim();
  return query;
}

/** The selected conversation (`?c=`), or null. */
export function selectedConversationId(params: URLSearchParams): number | null {
  const id = Number(params.get('c'));
  return Number.isInteger(id) && id > 0 ? id : null;
}
