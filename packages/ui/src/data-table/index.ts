export type { ColumnDef } from '@tanstack/react-table';
export { DataTable, type DataTableProps, type DataTableSelection } from './data-table.tsx';
