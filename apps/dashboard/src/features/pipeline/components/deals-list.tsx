// The list view of the same board: one row per deal with its stage, sortable columns.
import { type Board, type Deal, formatMoney } from '@lisa/contracts/sales';
import { type ColumnDef, DataTable } from '@lisa/ui/data-table';
import { useMemo } from 'react';

export function DealsList({ board, onOpen }: { board: Board; onOpen: (deal: Deal) => void }) {
  const columns = useMemo<ColumnDef<Deal, unknown>[]>(() => {
    const stageName = new Map(board.stages.map((stage) => [stage.id, stage.name]));
    return [
      { id: 'title', header: 'Title', accessorFn: (deal) => deal.title },
      {
        id: 'stage',
        header: 'Stage',
        accessorFn: (deal) => stageName.get(deal.stage_id) ?? '',
      },
      {
        id: 'amount',
        header: 'Amount',
        accessorFn: (deal) => deal.amount_minor,
        cell: ({ row }) => formatMoney(row.original.amount_minor, row.original.currency),
      },
      { id: 'contact', header: 'Contact', accessorFn: (deal) => deal.contact_name ?? '' },
      { id: 'owner', header: 'Owner', accessorFn: (deal) => deal.owner_name ?? '' },
      {
        id: 'close',
        header: 'Expected close',
        accessorFn: (deal) => deal.expected_close_date ?? '',
      },
    ];
  }, [board]);
  return (
    <DataTable
      columns={columns}
      data={board.deals}
      getRowId={(deal) => String(deal.id)}
      caption="Deals"
      sorting
      pageSize={50}
      onRowActivate={onOpen}
      empty="No deals match these filters."
    />
  );
}
