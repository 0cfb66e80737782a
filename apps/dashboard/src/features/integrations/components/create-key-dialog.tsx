import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreateApiKeyRequest,
  type CreatedApiKey,
  createApiKeySchema,
} from '@lisa/contracts/public-api';
import { Button } from '@lisa/ui/button';
import { Dialog } from '@lisa/ui/dialog';
import { Field } from '@lisa/ui/field';
import { Checkbox, Input } from '@lisa/ui/input';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormMessage } from '../../forms/components/form-message.tsx';
import { useServerFailure } from '../../forms/hooks/use-server-failure.ts';
import { publicApiQueries } from '../api/public-api-queries.ts';
import { usePublicApiApi } from '../hooks/use-public-api-api.ts';
import { AREA_LABELS, SCOPE_AREAS } from '../lib/public-api-labels.ts';
import { ShownOnceSecret } from './shown-once-secret.tsx';

const endOfDay = (day: string) => new Date(`${day}T23:59:59`);

const keyFormSchema = z.object({
  name: createApiKeySchema.shape.name,
  scopes: z.array(z.string()).min(1, 'Choose at least one scope'),
  /** yyyy-mm-dd from the date input; empty: the key does not expire. */
  expires_on: z
    .string()
    .refine((day) => day === '' || endOfDay(day) > new Date(), 'Choose a date in the future'),
});
type KeyForm = z.infer<typeof keyFormSchema>;

/** "Create API key": name, scopes by area, optional expiry; then the key, shown once. */
export function CreateKeyDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const api = usePublicApiApi();
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const form = useForm<KeyForm>({
    defaultValues: { name: '', scopes: ['conversations:read'], expires_on: '' },
    resolver: zodResolver(keyFormSchema),
  });
  const server = useServerFailure(form, 'The key could not be created. Try again.');
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    await server.run(async () => {
      const body: CreateApiKeyRequest = {
        name: values.name,
        scopes: values.scopes as CreateApiKeyRequest['scopes'],
        ...(values.expires_on ? { expires_at: endOfDay(values.expires_on).toISOString() } : {}),
      };
      setCreated(await api.createKey(body));
      await queryClient.invalidateQueries({ queryKey: publicApiQueries.all });
    });
  });

  function close(next: boolean) {
    if (!next) {
      setCreated(null);
      form.reset();
    }
    onOpenChange(next);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={created ? 'Your new API key' : 'Create an API key'}
      description={
        created
          ? 'Send it as a bearer token: Authorization: Bearer <key>.'
          : 'A key acts as you, within the scopes you choose, in this business only.'
      }
    >
      {created ? (
        <div className="flex flex-col gap-4">
          <ShownOnceSecret label="API key" value={created.key} />
          <div className="flex justify-end">
            <Button onClick={() => close(false)}>Done</Button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <FormMessage>{server.alert}</FormMessage>
          <Field
            label="Name"
            required
            error={errors.name?.message}
            hint="Where it is used, e.g. Zapier"
          >
            {(control) => <Input {...control} {...form.register('name')} />}
          </Field>
          <fieldset>
            <legend className="font-medium text-ink text-sm">Scopes</legend>
            <Controller
              control={form.control}
              name="scopes"
              render={({ field }) => (
                <div className="mt-2 grid grid-cols-[1fr_auto_auto] items-center gap-x-4 gap-y-2 text-sm">
                  {SCOPE_AREAS.map((area) => (
                    <ScopeRow
                      key={area}
                      area={area}
                      value={field.value}
                      onChange={field.onChange}
                    />
                  ))}
                </div>
              )}
            />
            {errors.scopes?.message ? (
              <p role="alert" className="mt-1 text-danger-ink text-xs">
                {errors.scopes.message}
              </p>
            ) : null}
          </fieldset>
          <Field
            label="Expires on"
            hint="Leave empty for a key that does not expire"
            error={errors.expires_on?.message}
          >
            {(control) => <Input type="date" {...control} {...form.register('expires_on')} />}
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting} loadingLabel="Creating">
              Create key
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

function ScopeRow({
  area,
  value,
  onChange,
}: {
  area: (typeof SCOPE_AREAS)[number];
  value: string[];
  onChange: (next: string[]) => void;
}) {
  const toggle = (scope: string, on: boolean) =>
    onChange(on ? [...new Set([...value, scope])] : value.filter((s) => s !== scope));
  return (
    <>
      <span className="text-ink">{AREA_LABELS[area]}</span>
      {(['read', 'write'] as const).map((level) => {
        const scope = `${area}:${level}`;
        return (
          <Checkbox
            key={scope}
            checked={value.includes(scope)}
            onCheckedChange={(on) => toggle(scope, on)}
            label={level === 'read' ? 'Read' : 'Write'}
            aria-label={`${AREA_LABELS[area]}: ${level}`}
          />
        );
      })}
    </>
  );
}
