import { zodResolver } from '@hookform/resolvers/zod';
import { type CreateBusinessRequest, createBusinessRequestSchema } from '@lisa/contracts/team';
import { Button } from '@lisa/ui/button';
import { Dialog } from '@lisa/ui/dialog';
import { Field } from '@lisa/ui/field';
import { Input } from '@lisa/ui/input';
import { toast } from '@lisa/ui/toast';
import { useForm } from 'react-hook-form';
import { useServices } from '../../../lib/services-context.ts';
import { FormMessage } from '../../forms/components/form-message.tsx';
import { useServerFailure } from '../../forms/hooks/use-server-failure.ts';
import { useSessionStore } from '../../session/hooks/use-session.ts';
import { createBusiness } from '../api/businesses-api.ts';

/** "Create a business": the new one is listed in the switcher and chosen at once. */
export function CreateBusinessDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { apiClient } = useServices();
  const session = useSessionStore();
  const form = useForm<CreateBusinessRequest>({
    defaultValues: { business_name: '' },
    resolver: zodResolver(createBusinessRequestSchema),
  });
  const server = useServerFailure(form, 'The business could not be created. Please try again.');
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const created = await server.run(async () => {
      const business = await createBusiness(apiClient, values);
      session.addBusiness(business);
      toast.success(`${business.business_name} is ready. You are its owner.`);
    });
    if (created) {
      form.reset();
      onOpenChange(false);
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create a business"
      description="You become its owner and can invite your team."
    >
      <form noValidate onSubmit={onSubmit}>
        <FormMessage>{server.alert}</FormMessage>
        <Field label="Business name" required error={errors.business_name?.message}>
          {(control) => (
            <Input {...control} autoComplete="organization" {...form.register('business_name')} />
          )}
        </Field>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting} loadingLabel="Creating">
            Create business
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
