// /dashboard/leads: the business's leads, newest first, filtered by status; a row opens the
// lead's sheet (status change, convert). Leads arrive from chats, forms, or "New lead".
import { zodResolver } from '@hookform/resolvers/zod';
import {
  LEAD_STATUSES,
  type Lead,
  type LeadCreate,
  type LeadStatus,
  leadCreateSchema,
} from '@lisa/contracts/sales';
import { Badge } from '@lisa/ui/badge';
import { Button } from '@lisa/ui/button';
import { type ColumnDef, DataTable } from '@lisa/ui/data-table';
import { Dialog } from '@lisa/ui/dialog';
import { Field } from '@lisa/ui/field';
import { Input, Select } from '@lisa/ui/input';
import { toast } from '@lisa/ui/toast';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormMessage } from '../../forms/components/form-message.tsx';
import { useServerFailure } from '../../forms/hooks/use-server-failure.ts';
import { salesQueries } from '../../pipeline/api/sales-queries.ts';
import { useSalesApi } from '../../pipeline/hooks/use-sales-api.ts';
import { useLeadMutations } from '../hooks/use-lead-mutations.ts';
import { SOURCE_LABELS, STATUS_LABELS, STATUS_TONES } from '../lib/lead-labels.ts';
import { LeadSheet } from './lead-sheet.tsx';

function NewLeadDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { create } = useLeadMutations();
  const form = useForm<LeadCreate>({
    defaultValues: { name: '', email: null, phone: null, company: '' },
    resolver: zodResolver(leadCreateSchema),
  });
  const server = useServerFailure(form, 'The lead could not be saved. Try again.');
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const saved = await server.run(async () => {
      await create.mutateAsync(values);
      toast.success('Lead added.');
    });
    if (saved) {
      form.reset();
      onOpenChange(false);
    }
  });
  const blankIsNull = { setValueAs: (value: string) => (value?.trim() ? value : null) };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="New lead">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormMessage>
          {server.alert ??
            errors.root?.message ??
            (errors as Record<string, { message?: string }>)['']?.message}
        </FormMessage>
        <Field label="Name" error={errors.name?.message}>
          {(control) => <Input {...control} {...form.register('name')} />}
        </Field>
        <Field label="Email" error={errors.email?.message}>
          {(control) => (
            <Input {...control} type="email" {...form.register('email', blankIsNull)} />
          )}
        </Field>
        <Field label="Phone" error={errors.phone?.message}>
          {(control) => <Input {...control} type="tel" {...form.register('phone', blankIsNull)} />}
        </Field>
        <Field label="Company" error={errors.company?.message}>
          {(control) => <Input {...control} {...form.register('company')} />}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting} loadingLabel="Saving">
            Add lead
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export default function LeadsScreen({ title }: { title: string }) {
  const api = useSalesApi();
  const [status, setStatus] = useState<LeadStatus | ''>('');
  const [openId, setOpenId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const leads = useInfiniteQuery(salesQueries.leads(api, status ? { status } : {}));
  const rows = useMemo(() => leads.data?.pages.flatMap((page) => page.data) ?? [], [leads.data]);
  const open = rows.find((lead) => lead.id === openId) ?? null;

  const columns = useMemo<ColumnDef<Lead, unknown>[]>(
    () => [
      {
        id: 'name',
        header: 'Name',
        accessorFn: (lead) => lead.name ?? lead.email ?? lead.phone ?? '',
      },
      {
        id: 'reach',
        header: 'Email or phone',
        accessorFn: (lead) => [lead.email, lead.phone].filter(Boolean).join(' · '),
      },
      { id: 'company', header: 'Company', accessorFn: (lead) => lead.company ?? '' },
      { id: 'source', header: 'Source', accessorFn: (lead) => SOURCE_LABELS[lead.source] },
      {
        id: 'status',
        header: 'Status',
        accessorFn: (lead) => lead.status,
        cell: ({ row }) => (
          <Badge tone={STATUS_TONES[row.original.status]}>
            {STATUS_LABELS[row.original.status]}
          </Badge>
        ),
      },
      { id: 'owner', header: 'Owner', accessorFn: (lead) => lead.owner_name ?? '' },
      {
        id: 'created',
        header: 'Added',
        accessorFn: (lead) => lead.created_at,
        cell: ({ row }) => new Date(row.original.created_at).toLocaleDateString(),
      },
    ],
    [],
  );

  return (
    <section aria-labelledby="leads-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 id="leads-title" className="font-semibold text-2xl">
            {title}
          </h1>
          <p className="mt-1 text-ink-muted text-sm">
            People who showed interest: from chats, your forms, or added by hand.
          </p>
        </div>
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" className="size-4" />
          New lead
        </Button>
      </div>
      <Field label="Status" className="w-48">
        {(control) => (
          <Select
            {...control}
            value={status}
            onChange={(event) => setStatus(event.target.value as LeadStatus | '')}
          >
            <option value="">All statuses</option>
            {LEAD_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {leads.isError ? (
        <div role="alert" className="rounded-card bg-danger-surface p-4 text-danger-ink text-sm">
          The leads could not be loaded.{' '}
          <Button variant="link" onClick={() => leads.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <DataTable
          columns={columns}
          data={rows}
          getRowId={(lead) => String(lead.id)}
          caption="Leads"
          loading={leads.isPending}
          onRowActivate={(lead) => setOpenId(lead.id)}
          empty={
            status
              ? 'No leads with this status.'
              : 'No leads yet. They appear here when a visitor leaves an email or phone number.'
          }
        />
      )}
      {leads.hasNextPage ? (
        <Button
          variant="secondary"
          className="self-center"
          onClick={() => leads.fetchNextPage()}
          loading={leads.isFetchingNextPage}
          loadingLabel="Loading"
        >
          Load more
        </Button>
      ) : null}
      <LeadSheet lead={open} onClose={() => setOpenId(null)} />
      <NewLeadDialog open={adding} onOpenChange={setAdding} />
    </section>
  );
}
