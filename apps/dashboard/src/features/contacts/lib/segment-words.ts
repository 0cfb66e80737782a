// A saved segment's filters said in words (the segments screen), and which of them the
// contacts list can apply when a segment is opened there.

import type { SegmentFilter } from '@lisa/contracts/campaigns';
import { conversationChannelLabel } from '@lisa/contracts/channels';

const LEAD_STATUS_WORDS: Record<string, string> = {
  new: 'new',
  contacted: 'contacted',
  qualified: 'qualified',
  converted: 'converted',
  unqualified: 'unqualified',
};

/** "Tagged vip · owned by Ada · seen in the last 30 days", or "Every contact". */
export function segmentFilterWords(
  filter: SegmentFilter,
  nameOf: (userId: number | null) => string | null,
): string {
  const parts: string[] = [];
  if (filter.q) parts.push(`matching “${filter.q}”`);
  if (filter.tag) parts.push(`tagged ${filter.tag}`);
  if (filter.owner === 'none') parts.push('with no owner');
  else if (filter.owner === 'me') parts.push('owned by you');
  else if (typeof filter.owner === 'number')
    parts.push(`owned by ${nameOf(filter.owner) ?? `member #${filter.owner}`}`);
  if (filter.channel) parts.push(`on ${conversationChannelLabel(filter.channel)}`);
  if (filter.attribute) parts.push(`${filter.attribute.key} is “${filter.attribute.value}”`);
  if (filter.lead_status)
    parts.push(`lead ${LEAD_STATUS_WORDS[filter.lead_status] ?? filter.lead_status}`);
  if (filter.last_seen_days)
    parts.push(
      filter.last_seen_days === 1
        ? 'seen in the last day'
        : `seen in the last ${filter.last_seen_days} days`,
    );
  if (parts.length === 0) return 'Every contact';
  const text = parts.join(' · ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The filters the contacts list has controls for; the others only a campaign applies. */
export interface ListFilters {
  search: string;
  tag: string;
  owner: string;
}

export function listFiltersOf(filter: SegmentFilter): ListFilters {
  return {
    search: filter.q ?? '',
    tag: filter.tag ?? '',
    owner: filter.owner === undefined ? '' : String(filter.owner),
  };
}

/** The segment's filters the list cannot show (said in words under the filters). */
export function filtersBeyondList(filter: SegmentFilter): SegmentFilter {
  const { q: _q, tag: _tag, owner: _owner, ...rest } = filter;
  return rest;
}
