import { zodResolver } from '@hookform/resolvers/zod';
import { type ContactCreate, contactCreateSchema } from '@lisa/contracts/contacts';
import { Button } from '@lisa/ui/button';
import { Dialog } from '@lisa/ui/dialog';
import { Field } from '@lisa/ui/field';
import { Input } from '@lisa/ui/input';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormMessage } from '../../forms/components/form-message.tsx';
import { useServerFailure } from '../../forms/hooks/use-server-failure.ts';
import { contactsQueries } from '../api/contacts-queries.ts';
import { useContactsApi } from '../hooks/use-contacts-api.ts';

type AddValues = { name: string; email: string; phone: string; company: string };

/** "Add contact": name required; email and phone are checked (and normalised) by the server. */
export function AddContactDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const api = useContactsApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<AddValues>({
    defaultValues: { name: '', email: '', phone: '', company: '' },
    resolver: zodResolver(contactCreateSchema) as never,
  });
  const server = useServerFailure(form, 'The contact could not be added.');
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    let id: number | null = null;
    await server.run(async () => {
      const body: ContactCreate = { name: values.name };
      if (values.email.trim()) body.email = values.email;
      if (values.phone.trim()) body.phone = values.phone;
      if (values.company.trim()) body.company = values.company;
      id = (await api.create(body)).id;
    });
    if (id !== null) {
      await queryClient.invalidateQueries({ queryKey: contactsQueries.all });
      form.reset();
      onOpenChange(false);
      navigate(`/dashboard/contacts/${id}`);
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Add a contact">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormMessage>{server.alert}</FormMessage>
        <Field label="Name" required error={errors.name?.message}>
          {(control) => <Input {...control} {...form.register('name')} />}
        </Field>
        <Field label="Email" error={errors.email?.message ?? server.failure?.fields.value}>
          {(control) => <Input {...control} type="email" {...form.register('email')} />}
        </Field>
        <Field
          label="Phone"
          hint="With its country code, e.g. +254712345678"
          error={errors.phone?.message}
        >
          {(control) => <Input {...control} type="tel" {...form.register('phone')} />}
        </Field>
        <Field label="Company" error={errors.company?.message}>
          {(control) => <Input {...control} {...form.register('company')} />}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting} loadingLabel="Adding">
            Add contact
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
