// "Save as segment": the contacts list's current filters under a name, for campaigns to pick
// (the campaign form's Segment list shows it with its live count).
import { zodResolver } from '@hookform/resolvers/zod';
import { type Segment, type SegmentFilter, segmentCreateSchema } from '@lisa/contracts/campaigns';
import { Button } from '@lisa/ui/button';
import { Dialog } from '@lisa/ui/dialog';
import { Field } from '@lisa/ui/field';
import { Input } from '@lisa/ui/input';
import { toast } from '@lisa/ui/toast';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { campaignsQueries } from '../../campaigns/api/campaigns-api.ts';
import { useCampaignsApi } from '../../campaigns/hooks/use-campaigns.ts';
import { FormMessage } from '../../forms/components/form-message.tsx';
import { useServerFailure } from '../../forms/hooks/use-server-failure.ts';

const nameSchema = segmentCreateSchema.pick({ name: true });

export function SaveSegmentDialog({
  open,
  onOpenChange,
  filter,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filter: SegmentFilter;
}) {
  const api = useCampaignsApi();
  const queryClient = useQueryClient();
  const form = useForm<{ name: string }>({
    defaultValues: { name: '' },
    resolver: zodResolver(nameSchema),
  });
  const server = useServerFailure(form, 'The segment could not be saved.');
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const saved: Segment[] = [];
    const done = await server.run(async () => {
      saved.push(await api.createSegment({ name: values.name, filter }));
    });
    const segment = saved[0];
    if (done && segment) {
      await queryClient.invalidateQueries({ queryKey: campaignsQueries.segments(api).queryKey });
      form.reset();
      onOpenChange(false);
      toast.success(
        `Segment "${segment.name}" saved (${segment.count.toLocaleString('en-US')} contacts now).`,
      );
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Save these filters as a segment">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormMessage>{server.alert}</FormMessage>
        <p className="text-ink-muted text-sm">
          Campaigns can send to a segment. Its count follows your contacts as they change.
        </p>
        <Field label="Segment name" required error={errors.name?.message}>
          {(control) => <Input {...control} {...form.register('name')} autoComplete="off" />}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting} loadingLabel="Saving">
            Save segment
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
