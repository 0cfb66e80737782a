// Replies by email: the business gives its mail provider's inbound address (its campaign mails
// and its team's reply mails then say Reply-To that address with a +token) and copies the
// webhook URL into the provider (Postmark: the inbound stream's webhook; Mailgun: a route that
// forwards to it). A campaign reply lands in the inbox as a conversation tagged with the
// campaign; an answer to a teammate's reply mail goes back into its conversation.
import { INBOUND_EMAIL_TEXTS } from '@lisa/contracts/campaigns';
import { Button } from '@lisa/ui/button';
import { Field } from '@lisa/ui/field';
import { Input } from '@lisa/ui/input';
import { toast } from '@lisa/ui/toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { campaignsQueries } from '../api/campaigns-api.ts';
import { useCampaignsApi } from '../hooks/use-campaigns.ts';

export function EmailRepliesPanel() {
  const api = useCampaignsApi();
  const queryClient = useQueryClient();
  const settings = useQuery(campaignsQueries.inboundEmail(api));
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setAddress(settings.data?.address ?? ''), [settings.data?.address]);
  const store = (data: Awaited<ReturnType<typeof api.inboundEmail>>) =>
    queryClient.setQueryData(campaignsQueries.inboundEmail(api).queryKey, data);
  const save = useMutation({
    mutationFn: (value: string | null) => api.setInboundEmail(value),
    onSuccess: (data) => {
      store(data);
      setError(null);
      toast.success(data.address ? 'Replies will come to your inbox.' : 'Replies are off.');
    },
    onError: (failure) => {
      const answer = toApiFailure(failure, INBOUND_EMAIL_TEXTS.badAddress);
      setError(answer.fields.address ?? answer.message);
    },
  });
  const rotate = useMutation({
    mutationFn: () => api.rotateInboundEmail(),
    onSuccess: (data) => {
      store(data);
      toast.success('New webhook URL made. Paste it into your mail provider.');
    },
    onError: () => toast.error('A new URL could not be made. Try again.'),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(address.trim() === '' ? null : address.trim());
  };

  return (
    <details className="rounded-card border border-line bg-surface-raised p-4 text-sm">
      <summary className="cursor-pointer font-medium">Replies to email campaigns</summary>
      {settings.isError ? (
        <p role="alert" className="mt-3 text-danger-ink">
          The email reply settings could not be loaded.
        </p>
      ) : !settings.data ? null : (
        <form className="mt-3 flex flex-col gap-3" noValidate onSubmit={submit}>
          <p className="text-ink-muted">
            In Postmark, create an inbound stream and set its webhook to the URL below (in Mailgun,
            create a route that forwards to it), then enter the inbound address here. Campaign
            emails and your team's email replies then ask for replies there: a reply to a campaign
            opens a conversation in your inbox tagged with the campaign, and an answer to a
            teammate's reply goes back into its conversation.
          </p>
          <Field label="Webhook URL for your mail provider" hint="Keep it secret: it lets mail in.">
            {(control) => <Input {...control} readOnly value={settings.data.webhook_url} />}
          </Field>
          <Field
            label="Inbound address"
            hint={
              settings.data.reply_to_example
                ? `Campaign emails say Reply-To: ${settings.data.reply_to_example}`
                : 'Leave empty to turn replies off.'
            }
            {...(error ? { error } : {})}
          >
            {(control) => (
              <Input
                {...control}
                type="email"
                autoComplete="off"
                placeholder="1a2b3c@inbound.postmarkapp.com"
                value={address}
                onChange={(event) => setAddress(event.target.value)}
              />
            )}
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.isPending}>
              Save address
            </Button>
            <Button
              type="button"
              variant="secondary"
              disabled={rotate.isPending}
              onClick={() => rotate.mutate()}
            >
              New webhook URL
            </Button>
          </div>
        </form>
      )}
    </details>
  );
}
