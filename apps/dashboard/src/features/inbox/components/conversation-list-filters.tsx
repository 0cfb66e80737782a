import { conversationChannelLabel } from '@lisa/contracts/channels';
import { Checkbox, Input, Select } from '@lisa/ui/input';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { AssigneeFilter, InboxFilters } from '../lib/inbox-filters.ts';

/** Channels every business can have; others appear once a conversation shows them. */
const KNOWN_CHANNELS = ['web', 'whatsapp', 'email'];

export interface ConversationListFiltersProps {
  filters: InboxFilters;
  onChange: (change: Partial<InboxFilters>) => void;
  /** Channels seen in the loaded conversations. */
  seenChannels: string[];
}

/** Search, assignee, channel, tag and unread: each change rewrites the address. */
export function ConversationListFilters({
  filters,
  onChange,
  seenChannels,
}: ConversationListFiltersProps) {
  const [search, setSearch] = useState(filters.q);
  // The address is the source of truth; typing is debounced into it.
  useEffect(() => setSearch(filters.q), [filters.q]);
  useEffect(() => {
    if (search === filters.q) return;
    const timer = setTimeout(() => onChange({ q: search }), 300);
    return () => clearTimeout(timer);
  }, [search, filters.q, onChange]);

  const channels = [
    ...new Set([...KNOWN_CHANNELS, ...seenChannels, filters.channel].filter(Boolean)),
  ];
  return (
    <div className="space-y-2 px-3 py-3">
      <div className="relative">
        <Search
          aria-hidden="true"
          className="-translate-y-1/2 absolute top-1/2 left-3 h-4 w-4 text-ink-muted"
        />
        <Input
          type="search"
          aria-label="Search conversations"
          placeholder="Search name, email or message"
          className="pl-9"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <div className="flex gap-2">
        <Select
          aria-label="Assignee"
          className="h-9 min-w-0 flex-1 text-sm"
          value={filters.assignee}
          onChange={(event) => onChange({ assignee: event.target.value as AssigneeFilter })}
        >
          <option value="all">Everyone</option>
          <option value="me">Mine</option>
          <option value="unassigned">Unassigned</option>
        </Select>
        <Select
          aria-label="Channel"
          className="h-9 min-w-0 flex-1 text-sm"
          value={filters.channel}
          onChange={(event) => onChange({ channel: event.target.value })}
        >
          <option value="">All channels</option>
          {channels.map((channel) => (
            <option key={channel} value={channel}>
              {conversationChannelLabel(channel)}
            </option>
          ))}
        </Select>
      </div>
      <Input
        key={filters.tag}
        type="search"
        aria-label="Tag"
        placeholder="Any tag (press Enter)"
        className="h-9 text-sm"
        defaultValue={filters.tag}
        // Applied on Enter or leaving the box: a tag is a whole word, not a search as you type.
        onKeyDown={(event) => {
          if (event.key === 'Enter') onChange({ tag: event.currentTarget.value.trim() });
        }}
        onBlur={(event) => {
          const tag = event.currentTarget.value.trim();
          if (tag !== filters.tag) onChange({ tag });
        }}
      />
      <Checkbox
        label="Unread only"
        checked={filters.unread}
        onCheckedChange={(checked) => onChange({ unread: checked })}
      />
    </div>
  );
}
