import { flexRender, type Header } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';

/** A sortable column's header content: a button cycling ascending, descending, unsorted. */
export function SortHeader<Row>({ header }: { header: Header<Row, unknown> }) {
  const direction = header.column.getIsSorted();
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ChevronsUpDown;
  return (
    <button
      type="button"
      onClick={header.column.getToggleSortingHandler()}
      className="-mx-1 inline-flex items-center gap-1 rounded px-1 font-semibold hover:text-ink"
    >
      {flexRender(header.column.columnDef.header, header.getContext())}
      <Icon aria-hidden="true" className="h-3.5 w-3.5" />
    </button>
  );
}

export function ariaSort(direction: false | 'asc' | 'desc') {
  if (direction === 'asc') return 'ascending';
  if (direction === 'desc') return 'descending';
  return 'none';
}
