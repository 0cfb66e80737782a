// Renames a saved segment (the name must stay unique in the business: the server says so).
import { zodResolver } from '@hookform/resolvers/zod';
import { type Segment, segmentCreateSchema } from '@lisa/contracts/campaigns';
import { Button } from '@lisa/ui/button';
import { Dialog } from '@lisa/ui/dialog';
import { Field } from '@lisa/ui/field';
import { Input } from '@lisa/ui/input';
import { toast } from '@lisa/ui/toast';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { campaignsQueries } from '../../campaigns/api/campaigns-api.ts';
import { useCampaignsApi } from '../../campaigns/hooks/use-campaigns.ts';
import { FormMessage } from '../../forms/components/form-message.tsx';
import { useServerFailure } from '../../forms/hooks/use-server-failure.ts';

const nameSchema = segmentCreateSchema.pick({ name: true });

export function RenameSegmentDialog({
  segment,
  onClose,
}: {
  segment: Segment | null;
  onClose: () => void;
}) {
  const api = useCampaignsApi();
  const queryClient = useQueryClient();
  const form = useForm<{ name: string }>({
    defaultValues: { name: '' },
    resolver: zodResolver(nameSchema),
  });
  const server = useServerFailure(form, 'The segment could not be renamed.');
  const { errors, isSubmitting } = form.formState;
  const { reset } = form;
  useEffect(() => {
    if (segment) reset({ name: segment.name });
  }, [segment, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (!segment) return;
    const done = await server.run(async () => {
      await api.renameSegment(segment.id, values.name);
    });
    if (done) {
      await queryClient.invalidateQueries({ queryKey: campaignsQueries.segments(api).queryKey });
      toast.success(`Segment renamed to "${values.name.trim()}".`);
      onClose();
    }
  });

  return (
    <Dialog
      open={segment !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Rename the segment"
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormMessage>{server.alert}</FormMessage>
        <Field label="Segment name" required error={errors.name?.message}>
          {(control) => <Input {...control} {...form.register('name')} autoComplete="off" />}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting} loadingLabel="Saving">
            Rename
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
