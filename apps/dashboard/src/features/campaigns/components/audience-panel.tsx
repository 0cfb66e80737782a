// The live audience: how many contacts match, who is left out and why, what it would cost,
// whether it is more than WhatsApp's daily limit lets go now, and the message as the first
// recipients would get it.
import { Skeleton } from '@lisa/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { campaignsQueries, type PreviewRequest } from '../api/campaigns-api.ts';
import { useCampaignsApi } from '../hooks/use-campaigns.ts';

export function AudiencePanel({ request }: { request: PreviewRequest }) {
  const api = useCampaignsApi();
  const preview = useQuery(campaignsQueries.preview(api, request));
  const data = preview.data;
  return (
    <section
      aria-labelledby="audience-title"
      aria-live="polite"
      className="flex flex-col gap-3 rounded-card border border-line bg-surface-raised p-4"
    >
      <h2 id="audience-title" className="font-semibold text-lg">
        Audience
      </h2>
      {preview.isError ? (
        <p role="alert" className="text-danger-ink text-sm">
          The audience could not be counted. Check the filters.
        </p>
      ) : !data ? (
        <Skeleton className="h-24" />
      ) : (
        <>
          <p className="text-2xl font-semibold" data-testid="audience-count">
            {data.eligible.toLocaleString('en-US')} recipient{data.eligible === 1 ? '' : 's'}
          </p>
          <p className="text-ink-muted text-sm">
            {data.matched.toLocaleString('en-US')} contacts match. Sending costs {data.credits_text}{' '}
            (balance {data.credit_balance.toLocaleString('en-US')}).
          </p>
          <ul className="flex flex-col gap-1 text-sm">
            <li>Opted out: {data.excluded.opted_out}</li>
            <li>No address on this channel: {data.excluded.no_identity}</li>
            <li>Messaged in the last 24 hours: {data.excluded.frequency_cap}</li>
          </ul>
          {data.whatsapp_limit?.over_text ? (
            <p className="rounded-card bg-warning-surface p-3 text-sm text-warning-ink">
              {data.whatsapp_limit.over_text}
            </p>
          ) : null}
          {data.samples.length > 0 ? (
            <div className="flex flex-col gap-2">
              <h3 className="font-semibold text-sm">What they get</h3>
              <ul className="flex flex-col gap-2">
                {data.samples.map((sample) => (
                  <li key={sample.contact_id} className="rounded-card bg-surface-muted p-2 text-sm">
                    <span className="font-medium">{sample.name ?? 'Unnamed contact'}:</span>{' '}
                    {sample.preview || 'Choose a template to see the message.'}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
