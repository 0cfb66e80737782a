import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { cx } from '../class-names.ts';
import { Checkbox } from '../input/checkbox.tsx';
import { Skeleton } from '../skeleton.tsx';
import { Pagination } from './pagination.tsx';
import { ariaSort, SortHeader } from './sort-header.tsx';
import { useRovingRows } from './use-roving-rows.ts';

export interface DataTableSelection {
  selected: Record<string, boolean>;
  onChange: (selected: Record<string, boolean>) => void;
}

export interface DataTableProps<Row> {
  // `any` as TanStack documents: columns built by createColumnHelper carry their own
  // value types, which ColumnDef<Row, unknown>[] would reject.
  // biome-ignore lint/suspicious/noExplicitAny: see above
  columns: ColumnDef<Row, any>[];
  data: Row[];
  getRowId: (row: Row) => string;
  /** Names the table for screen readers (visually hidden). */
  caption: string;
  /** Header buttons that sort on the client, with aria-sort. */
  sorting?: boolean;
  /** A leading checkbox column; the keys are getRowId's. */
  selection?: DataTableSelection;
  /** Names a row's checkbox: "Select {rowLabel(row)}" (default: the row id). */
  rowLabel?: (row: Row) => string;
  /** Client pagination with Previous / Next and "Page x of y" (shown from two pages). */
  pageSize?: number;
  /** Click, Enter or Space on a row. */
  onRowActivate?: (row: Row) => void;
  /** Shows skeleton rows instead of data. */
  loading?: boolean;
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode;
  className?: string;
}

const LOADING_ROWS = 5;
const cellClass = 'px-4 py-3';

// A click on a control inside a row belongs to that control, not to the row.
const fromControl = (event: MouseEvent) =>
  (event.target as HTMLElement).closest('button, a, input, select, textarea, label') !== null;

export function DataTable<Row>({
  columns,
  data,
  getRowId,
  caption,
  sorting = false,
  selection,
  rowLabel = getRowId,
  pageSize,
  onRowActivate,
  loading = false,
  empty = 'No results',
  className,
}: DataTableProps<Row>) {
  const [sortingState, setSortingState] = useState<SortingState>([]);
  const table = useReactTable<Row>({
    data,
    columns,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    enableSorting: sorting,
    getSortedRowModel: getSortedRowModel(),
    onSortingChange: setSortingState,
    enableRowSelection: selection !== undefined,
    onRowSelectionChange: (updater) => {
      if (!selection) return;
      selection.onChange(typeof updater === 'function' ? updater(selection.selected) : updater);
    },
    ...(pageSize ? { getPaginationRowModel: getPaginationRowModel() } : {}),
    initialState: { pagination: { pageIndex: 0, pageSize: pageSize ?? 10 } },
    state: { sorting: sortingState, rowSelection: selection?.selected ?? {} },
  });

  const rows = table.getRowModel().rows;
  const { activeIndex, rowProps } = useRovingRows(rows.length, (index) => {
    const row = rows[index];
    if (row && onRowActivate) onRowActivate(row.original);
  });
  const columnCount = columns.length + (selection ? 1 : 0);

  return (
    <div
      className={cx('overflow-hidden rounded-card border border-line bg-surface-raised', className)}
    >
      {/* Focusable, so a keyboard alone can scroll a table wider than the screen (axe
          scrollable-region-focusable). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus */}
      <section className="overflow-x-auto" aria-label={caption} tabIndex={0}>
        <table
          aria-busy={loading || undefined}
          className="w-full border-collapse text-left text-sm"
        >
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-surface-muted text-ink-muted text-xs">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {selection ? (
                  <th scope="col" className={cx(cellClass, 'w-10')}>
                    <Checkbox
                      aria-label="Select all rows"
                      checked={table.getIsAllRowsSelected()}
                      onCheckedChange={(checked) => table.toggleAllRowsSelected(checked)}
                    />
                  </th>
                ) : null}
                {group.headers.map((header) => {
                  const sortable = header.column.getCanSort();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sortable ? ariaSort(header.column.getIsSorted()) : undefined}
                      className={cx(cellClass, 'font-semibold')}
                    >
                      {header.isPlaceholder ? null : sortable ? (
                        <SortHeader header={header} />
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-line text-ink">
            {loading ? (
              Array.from({ length: pageSize ?? LOADING_ROWS }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <tr key={index}>
                  {Array.from({ length: columnCount }, (_, column) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                    <td key={column} className={cellClass}>
                      <Skeleton className="h-4 w-full max-w-40" />
                    </td>
                  ))}
                </tr>
              ))
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className="px-4 py-10 text-center text-ink-muted">
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map((row, index) => (
                <tr
                  key={row.id}
                  {...rowProps(index)}
                  onClick={(event) => {
                    if (onRowActivate && !fromControl(event)) onRowActivate(row.original);
                  }}
                  className={cx(
                    'outline-offset-[-3px] hover:bg-surface-muted',
                    onRowActivate && 'cursor-pointer',
                    row.getIsSelected() && 'bg-brand-surface',
                  )}
                >
                  {selection ? (
                    <td className={cellClass}>
                      {/* Only the focused row's checkbox is tabbable: Tab goes row -> box -> out. */}
                      <Checkbox
                        aria-label={`Select ${rowLabel(row.original)}`}
                        tabIndex={index === activeIndex ? 0 : -1}
                        checked={row.getIsSelected()}
                        onCheckedChange={(checked) => row.toggleSelected(checked)}
                      />
                    </td>
                  ) : null}
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className={cellClass}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>
      {pageSize && !loading && table.getPageCount() > 1 ? (
        <Pagination
          page={table.getState().pagination.pageIndex + 1}
          pageCount={table.getPageCount()}
          onPrevious={() => table.previousPage()}
          onNext={() => table.nextPage()}
        />
      ) : null}
    </div>
  );
}
