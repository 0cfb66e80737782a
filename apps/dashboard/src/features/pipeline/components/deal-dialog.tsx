// "New deal" / "Edit deal": title, amount and currency, expected close date, owner, stage (new
// deals), lost reason (deals in a lost stage). What was typed stays after a refusal.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BoardStage,
  DEAL_CURRENCIES,
  type Deal,
  type DealCreate,
  type DealUpdate,
} from '@lisa/contracts/sales';
import type { Member } from '@lisa/contracts/team';
import { Button } from '@lisa/ui/button';
import { Dialog } from '@lisa/ui/dialog';
import { Field } from '@lisa/ui/field';
import { Input, Select, Textarea } from '@lisa/ui/input';
import { toast } from '@lisa/ui/toast';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormMessage } from '../../forms/components/form-message.tsx';
import { useServerFailure } from '../../forms/hooks/use-server-failure.ts';
import { useDeleteDeal, useSaveDeal } from '../hooks/use-deal-mutations.ts';

const SAVE_DEAL_FAILED_TEXT = 'The deal could not be saved. Try again.';

const dealFormSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, { error: 'Title is required' })
      .max(120, { error: 'Title is at most 120 characters' }),
    amount: z
      .string()
      .trim()
      .regex(/^\d{1,13}(\.\d{1,2})?$/, { error: 'Enter an amount like 12500 or 99.50' }),
    currency: z.enum(DEAL_CURRENCIES),
    expected_close_date: z.string(),
    owner_id: z.string(),
    stage_id: z.string(),
    lost_reason: z.string().trim().max(500, { error: 'At most 500 characters' }),
  })
  .strict();
type DealForm = z.infer<typeof dealFormSchema>;

const toMinor = (amount: string) => Math.round(Number(amount) * 100);
const fromMinor = (minor: number) => {
  const major = minor / 100;
  return Number.isInteger(major) ? String(major) : major.toFixed(2);
};

export function DealDialog({
  open,
  onOpenChange,
  deal,
  stages,
  pipelineId,
  members,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Null: a new deal. */
  deal: Deal | null;
  stages: BoardStage[];
  pipelineId: number;
  members: Member[];
  /** Shown below the form when editing (the deal's tasks). */
  children?: ReactNode;
}) {
  const save = useSaveDeal();
  const remove = useDeleteDeal();
  const form = useForm<DealForm>({
    values: {
      title: deal?.title ?? '',
      amount: deal ? fromMinor(deal.amount_minor) : '0',
      currency: deal?.currency ?? 'KES',
      expected_close_date: deal?.expected_close_date ?? '',
      owner_id: deal?.owner_id ? String(deal.owner_id) : '',
      stage_id: String(deal?.stage_id ?? stages[0]?.id ?? ''),
      lost_reason: deal?.lost_reason ?? '',
    },
    resolver: zodResolver(dealFormSchema),
  });
  const server = useServerFailure(form, SAVE_DEAL_FAILED_TEXT);
  const { errors, isSubmitting } = form.formState;
  const stageId = Number(form.watch('stage_id'));
  const inLostStage = stages.find((stage) => stage.id === stageId)?.kind === 'lost';

  const onSubmit = form.handleSubmit(async (values) => {
    if (inLostStage && !values.lost_reason) {
      form.setError('lost_reason', { message: 'Say why the deal was lost.' });
      return;
    }
    const common = {
      title: values.title,
      amount_minor: toMinor(values.amount),
      currency: values.currency,
      expected_close_date: values.expected_close_date || null,
      owner_id: values.owner_id ? Number(values.owner_id) : null,
    };
    const saved = await server.run(async () => {
      if (deal) {
        const body: DealUpdate = {
          ...common,
          version: deal.version,
          ...(inLostStage ? { lost_reason: values.lost_reason } : {}),
        };
        await save.mutateAsync({ id: deal.id, body });
        toast.success('Deal saved.');
      } else {
        const body: DealCreate = {
          ...common,
          pipeline_id: pipelineId,
          stage_id: Number(values.stage_id),
          ...(inLostStage ? { lost_reason: values.lost_reason } : {}),
        };
        await save.mutateAsync({ id: null, body });
        toast.success('Deal created.');
      }
    });
    if (saved) onOpenChange(false);
  });

  async function onDelete() {
    if (!deal) return;
    const done = await server.run(async () => {
      await remove.mutateAsync(deal.id);
      toast.success('Deal deleted.');
    });
    if (done) onOpenChange(false);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={deal ? 'Edit deal' : 'New deal'}
      width="max-w-xl"
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormMessage>{server.alert}</FormMessage>
        <Field label="Title" required error={errors.title?.message}>
          {(control) => <Input {...control} {...form.register('title')} />}
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field label="Amount" error={errors.amount?.message}>
            {(control) => <Input {...control} inputMode="decimal" {...form.register('amount')} />}
          </Field>
          <Field label="Currency" error={errors.currency?.message}>
            {(control) => (
              <Select {...control} {...form.register('currency')}>
                {DEAL_CURRENCIES.map((currency) => (
                  <option key={currency} value={currency}>
                    {currency}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        <div className="grid grid-cols-2 gap-3">
          <Field label="Expected close date" error={errors.expected_close_date?.message}>
            {(control) => (
              <Input {...control} type="date" {...form.register('expected_close_date')} />
            )}
          </Field>
          <Field label="Owner" error={errors.owner_id?.message}>
            {(control) => (
              <Select {...control} {...form.register('owner_id')}>
                <option value="">No owner</option>
                {members
                  .filter((member) => member.user_id !== null)
                  .map((member) => (
                    <option key={member.user_id} value={String(member.user_id)}>
                      {member.name ?? member.email}
                    </option>
                  ))}
              </Select>
            )}
          </Field>
        </div>
        {deal ? null : (
          <Field label="Stage" error={errors.stage_id?.message}>
            {(control) => (
              <Select {...control} {...form.register('stage_id')}>
                {stages.map((stage) => (
                  <option key={stage.id} value={String(stage.id)}>
                    {stage.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )}
        {inLostStage ? (
          <Field label="Lost reason" required error={errors.lost_reason?.message}>
            {(control) => <Textarea {...control} rows={2} {...form.register('lost_reason')} />}
          </Field>
        ) : null}
        {deal?.contact_name ? (
          <p className="text-ink-muted text-sm">Contact: {deal.contact_name}</p>
        ) : null}
        <div className="mt-2 flex justify-between gap-2">
          {deal ? (
            <Button
              variant="danger"
              onClick={onDelete}
              loading={remove.isPending}
              loadingLabel="Deleting"
            >
              Delete deal
            </Button>
          ) : (
            <span />
          )}
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting} loadingLabel="Saving">
              {deal ? 'Save deal' : 'Create deal'}
            </Button>
          </div>
        </div>
      </form>
      {children}
    </Dialog>
  );
}
