import type { CannedResponse } from '@lisa/contracts/inbox';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useState } from 'react';
import { inboxQueries } from '../api/inbox-queries.ts';
import { cannedQuery, filterCanned, moveHighlight } from '../lib/canned-filter.ts';
import { useInboxApi } from './use-inbox-api.ts';

/**
 * "/" at the start of the composer: the matching canned responses, the highlighted one, and
 * the keys that drive them (arrows, Enter or Tab to insert, Escape to close).
 */
export function useCannedPicker(text: string, onInsert: (item: CannedResponse) => void) {
  const api = useInboxApi();
  const query = cannedQuery(text);
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  const [highlighted, setHighlighted] = useState(0);
  const open = query !== null && dismissedFor !== text;
  const canned = useQuery({ ...inboxQueries.canned(api), enabled: open });
  const items = open ? filterCanned(canned.data ?? [], query ?? '') : [];
  const current = Math.min(highlighted, Math.max(0, items.length - 1));

  function insert(item: CannedResponse) {
    setHighlighted(0);
    onInsert(item);
  }

  /** Handles the key when the picker owns it; returns whether it did. */
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>): boolean {
    if (!open) return false;
    if (event.key === 'Escape') {
      setDismissedFor(text);
      return true;
    }
    if (items.length === 0) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      setHighlighted(moveHighlight(current, items.length, event.key === 'ArrowDown' ? 1 : -1));
      return true;
    }
    if ((event.key === 'Enter' && !event.shiftKey) || event.key === 'Tab') {
      const item = items[current];
      if (item) insert(item);
      return true;
    }
    return false;
  }

  return {
    open,
    items,
    highlighted: current,
    loading: canned.isPending,
    onKeyDown,
    insert,
    setHighlighted,
  };
}
