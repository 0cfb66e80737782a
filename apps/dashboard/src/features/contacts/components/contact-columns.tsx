import type { ContactListItem } from '@lisa/contracts/contacts';
import { Badge } from '@lisa/ui/badge';
import type { ColumnDef } from '@lisa/ui/data-table';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format.ts';
import { contactLabel } from '../lib/contact-labels.ts';

const notGiven = <span className="text-ink-muted">—</span>;

/** The contact list's columns; the name links to the contact's page. */
export function contactColumns(ownerName: (id: number | null) => string | null) {
  const columns: ColumnDef<ContactListItem>[] = [
    {
      id: 'name',
      header: 'Name',
      accessorFn: (contact) => contactLabel(contact),
      cell: ({ row }) => (
        <Link
          to={`/dashboard/contacts/${row.original.id}`}
          className="font-medium text-brand-ink hover:underline"
        >
          {contactLabel(row.original)}
        </Link>
      ),
    },
    {
      id: 'email',
      header: 'Email',
      accessorFn: (c) => c.email ?? '',
      cell: ({ row }) => row.original.email ?? notGiven,
    },
    {
      id: 'phone',
      header: 'Phone',
      accessorFn: (c) => c.phone ?? '',
      cell: ({ row }) => row.original.phone ?? notGiven,
    },
    {
      id: 'company',
      header: 'Company',
      accessorFn: (c) => c.company ?? '',
      cell: ({ row }) => row.original.company ?? notGiven,
    },
    {
      id: 'owner',
      header: 'Owner',
      accessorFn: (c) => ownerName(c.owner_id) ?? '',
      cell: ({ row }) => ownerName(row.original.owner_id) ?? notGiven,
    },
    {
      id: 'tags',
      header: 'Tags',
      enableSorting: false,
      cell: ({ row }) => (
        <span className="flex flex-wrap gap-1">
          {row.original.tags.map((tag) => (
            <Badge key={tag}>{tag}</Badge>
          ))}
        </span>
      ),
    },
    {
      id: 'last_seen',
      header: 'Last seen',
      accessorKey: 'last_seen_at',
      cell: ({ row }) => formatDateTime(row.original.last_seen_at),
    },
  ];
  return columns;
}
