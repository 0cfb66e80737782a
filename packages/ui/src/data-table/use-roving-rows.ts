import { type KeyboardEvent, useRef, useState } from 'react';

const moves: Record<string, (index: number, last: number) => number> = {
  ArrowDown: (index, last) => Math.min(index + 1, last),
  ArrowUp: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_index, last) => last,
};

/**
 * Roving tabindex over the rows of a table: one row is in the tab order, the arrow keys,
 * Home and End move focus between rows, Enter and Space activate the focused row.
 */
export function useRovingRows(count: number, onActivate: (index: number) => void) {
  const [active, setActive] = useState(0);
  const rows = useRef<Array<HTMLTableRowElement | null>>([]);
  const activeIndex = Math.min(active, Math.max(count - 1, 0));

  const rowProps = (index: number) => ({
    ref: (element: HTMLTableRowElement | null) => {
      rows.current[index] = element;
    },
    tabIndex: index === activeIndex ? 0 : -1,
    onFocus: () => setActive(index),
    onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => {
      // Keys pressed inside a cell's own control (a checkbox, a link) stay with it.
      if (event.target !== event.currentTarget) return;
      const move = moves[event.key];
      if (move) {
        event.preventDefault();
        const next = move(index, count - 1);
        setActive(next);
        rows.current[next]?.focus();
      } else if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        onActivate(index);
      }
    },
  });

  return { activeIndex, rowProps };
}
