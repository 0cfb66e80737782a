import { zodResolver } from '@hookform/resolvers/zod';
import {
  type WebhookEndpointInput,
  type WebhookEndpointWithSecret,
  webhookEndpointInputSchema,
} from '@lisa/contracts/public-api';
import { Button } from '@lisa/ui/button';
import { Dialog } from '@lisa/ui/dialog';
import { Field } from '@lisa/ui/field';
import { Checkbox, Input } from '@lisa/ui/input';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormMessage } from '../../forms/components/form-message.tsx';
import { useServerFailure } from '../../forms/hooks/use-server-failure.ts';
import { publicApiQueries } from '../api/public-api-queries.ts';
import { usePublicApiApi } from '../hooks/use-public-api-api.ts';
import { EVENT_LABELS, EVENTS } from '../lib/public-api-labels.ts';
import { ShownOnceSecret } from './shown-once-secret.tsx';

/** "Add an endpoint": its URL and events; then its signing secret, shown once. */
export function EndpointDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const api = usePublicApiApi();
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<WebhookEndpointWithSecret | null>(null);
  const form = useForm<WebhookEndpointInput>({
    defaultValues: { url: '', events: ['conversation.handed_over'], description: '' },
    resolver: zodResolver(webhookEndpointInputSchema),
  });
  const server = useServerFailure(form, 'The endpoint could not be added. Try again.');
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    await server.run(async () => {
      setCreated(await api.createEndpoint(values));
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
      title={created ? 'Endpoint added' : 'Add a webhook endpoint'}
      description={
        created
          ? 'Verify each delivery with this secret: X-Lisa-Signature is t=<time>,v1=<HMAC-SHA256 of "<time>.<raw body>">.'
          : 'Lisa POSTs a signed JSON event to this address whenever one you choose happens.'
      }
    >
      {created ? (
        <div className="flex flex-col gap-4">
          <ShownOnceSecret label="Signing secret" value={created.secret} />
          <div className="flex justify-end">
            <Button onClick={() => close(false)}>Done</Button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <FormMessage>{server.alert}</FormMessage>
          <Field label="Endpoint URL" required error={errors.url?.message}>
            {(control) => (
              <Input
                {...control}
                type="url"
                placeholder="https://example.com/lisa-events"
                {...form.register('url')}
              />
            )}
          </Field>
          <fieldset>
            <legend className="font-medium text-ink text-sm">Events</legend>
            <Controller
              control={form.control}
              name="events"
              render={({ field }) => (
                <div className="mt-2 flex flex-col gap-2 text-sm">
                  {EVENTS.map((event) => (
                    <Checkbox
                      key={event}
                      checked={field.value.includes(event)}
                      onCheckedChange={(on) =>
                        field.onChange(
                          on
                            ? [...new Set([...field.value, event])]
                            : field.value.filter((e) => e !== event),
                        )
                      }
                      label={
                        <span>
                          {EVENT_LABELS[event]}{' '}
                          <code className="text-ink-muted text-xs">{event}</code>
                        </span>
                      }
                    />
                  ))}
                </div>
              )}
            />
            {errors.events?.message ? (
              <p role="alert" className="mt-1 text-danger-ink text-xs">
                {errors.events.message}
              </p>
            ) : null}
          </fieldset>
          <Field label="Description" error={errors.description?.message}>
            {(control) => <Input {...control} {...form.register('description')} />}
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting} loadingLabel="Adding">
              Add endpoint
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
