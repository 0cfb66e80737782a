import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Contact,
  type ContactDetailsForm,
  contactDetailsFormSchema,
} from '@lisa/contracts/contacts';
import { Button } from '@lisa/ui/button';
import { Card } from '@lisa/ui/card';
import { Field } from '@lisa/ui/field';
import { Input, Select } from '@lisa/ui/input';
import { toast } from '@lisa/ui/toast';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormMessage } from '../../forms/components/form-message.tsx';
import { useServerFailure } from '../../forms/hooks/use-server-failure.ts';
import { contactsQueries } from '../api/contacts-queries.ts';
import { useContactsApi } from '../hooks/use-contacts-api.ts';
import { useMembers } from '../hooks/use-members.ts';

const sourceText = (contact: Contact, field: string) => {
  const source = contact.field_sources[field]?.source;
  return source === 'agent'
    ? 'Learned by the agent'
    : source === 'member'
      ? 'Set by your team'
      : undefined;
};

/** Name, company and owner, edited in one form. */
export function ContactDetailsCard({ contact }: { contact: Contact }) {
  const api = useContactsApi();
  const queryClient = useQueryClient();
  const { members } = useMembers();
  const [owner, setOwner] = useState(contact.owner_id === null ? '' : String(contact.owner_id));
  const form = useForm<ContactDetailsForm>({
    values: { name: contact.name ?? '', company: contact.company ?? '' },
    resolver: zodResolver(contactDetailsFormSchema),
  });
  const server = useServerFailure(form, 'The contact could not be saved.');
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    await server.run(async () => {
      const saved = await api.update(contact.id, {
        name: values.name.trim() || null,
        company: values.company.trim() || null,
        owner_id: owner ? Number(owner) : null,
      });
      queryClient.setQueryData(contactsQueries.contactKey(contact.id), saved);
      await queryClient.invalidateQueries({ queryKey: contactsQueries.all });
      toast.success('Contact saved.');
    });
  });

  return (
    <Card as="section" aria-labelledby="details-title">
      <h2 id="details-title" className="font-medium">
        Details
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-3 space-y-4">
        <FormMessage>{server.alert}</FormMessage>
        <Field label="Name" hint={sourceText(contact, 'name')} error={errors.name?.message}>
          {(control) => <Input {...control} {...form.register('name')} />}
        </Field>
        <Field
          label="Company"
          hint={sourceText(contact, 'company')}
          error={errors.company?.message}
        >
          {(control) => <Input {...control} {...form.register('company')} />}
        </Field>
        <Field label="Contact owner" error={server.failure?.fields.owner_id}>
          {(control) => (
            <Select {...control} value={owner} onChange={(event) => setOwner(event.target.value)}>
              <option value="">No owner</option>
              {members.map((member) => (
                <option key={member.user_id} value={String(member.user_id)}>
                  {member.name?.trim() || member.email}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <div className="flex justify-end">
          <Button type="submit" loading={isSubmitting} loadingLabel="Saving">
            Save details
          </Button>
        </div>
      </form>
    </Card>
  );
}
