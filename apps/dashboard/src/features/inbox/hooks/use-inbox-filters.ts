import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  filtersFromSearchParams,
  filtersToSearchParams,
  type InboxFilters,
  selectedConversationId,
} from '../lib/inbox-filters.ts';

/** The list's filters and the selected conversation, kept in the address. */
export function useInboxFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(params), [params]);
  const selectedId = selectedConversationId(params);

  const setFilters = useCallback(
    (change: Partial<InboxFilters>) =>
      setParams(
        (current) =>
          filtersToSearchParams({ ...filtersFromSearchParams(current), ...change }, current),
        { replace: true },
      ),
    [setParams],
  );

  /** Opens a conversation (a history entry, so Back returns to the list on a phone). */
  const select = useCallback(
    (id: number | null) =>
      setParams((current) => {
        const next = filtersToSearchParams(filtersFromSearchParams(current), current);
        if (id === null) next.delete('c');
        else next.set('c', String(id));
        return next;
      }),
    [setParams],
  );

  return { filters, selectedId, setFilters, select };
}
