// /dashboard/campaigns: the business's campaigns with status and results, and a new one
// (?new=1). A campaign's own page is /dashboard/campaigns/:id (campaign-screen.tsx).
import { Badge } from '@lisa/ui/badge';
import { Button } from '@lisa/ui/button';
import { EmptyState } from '@lisa/ui/empty-state';
import { Skeleton } from '@lisa/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { Megaphone, Plus } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { campaignsQueries } from '../api/campaigns-api.ts';
import { useCampaignsApi } from '../hooks/use-campaigns.ts';
import { KIND_LABELS, STATUS_LABELS } from '../lib/campaign-labels.ts';
import { CampaignForm } from './campaign-form.tsx';
import { EmailRepliesPanel } from './email-replies-panel.tsx';

export default function CampaignsScreen({ title }: { title: string }) {
  const api = useCampaignsApi();
  const list = useQuery(campaignsQueries.list(api));
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const creating = params.get('new') === '1';

  return (
    <section aria-labelledby="campaigns-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 id="campaigns-title" className="font-semibold text-2xl">
            {title}
          </h1>
          <p className="mt-1 text-ink-muted text-sm">
            Broadcasts on WhatsApp and email to a segment of your contacts, paced, sent once each,
            and measured per recipient.
          </p>
        </div>
        {creating ? null : (
          <Button onClick={() => setParams({ new: '1' })}>
            <Plus aria-hidden="true" className="size-4" />
            New campaign
          </Button>
        )}
      </div>
      {creating ? (
        <CampaignForm
          onSaved={(id) => navigate(`/dashboard/campaigns/${id}`)}
          onCancel={() => setParams({})}
        />
      ) : list.isError ? (
        <div role="alert" className="rounded-card bg-danger-surface p-4 text-danger-ink text-sm">
          The campaigns could not be loaded.{' '}
          <Button variant="link" onClick={() => list.refetch()}>
            Try again
          </Button>
        </div>
      ) : !list.data ? (
        <Skeleton className="h-40" />
      ) : list.data.data.length === 0 ? (
        <EmptyState
          icon={<Megaphone aria-hidden="true" className="size-6" />}
          title="No campaign yet"
          description="Send an approved WhatsApp template or an email to a group of contacts."
          action={<Button onClick={() => setParams({ new: '1' })}>New campaign</Button>}
        />
      ) : (
        <div className="overflow-x-auto rounded-card border border-line bg-surface-raised">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Campaigns</caption>
            <thead className="border-line border-b text-ink-muted">
              <tr>
                <th scope="col" className="p-3 font-medium">
                  Name
                </th>
                <th scope="col" className="p-3 font-medium">
                  Channel
                </th>
                <th scope="col" className="p-3 font-medium">
                  Status
                </th>
                <th scope="col" className="p-3 font-medium">
                  Sent
                </th>
                <th scope="col" className="p-3 font-medium">
                  Replies
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.data.map((campaign) => {
                const status = STATUS_LABELS[campaign.status];
                return (
                  <tr key={campaign.id} className="border-line border-b last:border-0">
                    <td className="p-3">
                      <Link
                        className="font-medium text-brand-700 underline-offset-2 hover:underline"
                        to={`/dashboard/campaigns/${campaign.id}`}
                      >
                        {campaign.name}
                      </Link>
                    </td>
                    <td className="p-3">{KIND_LABELS[campaign.kind]}</td>
                    <td className="p-3">
                      <Badge tone={status.tone}>{status.label}</Badge>
                    </td>
                    <td className="p-3">
                      {campaign.totals.sent} of {campaign.totals.recipients}
                    </td>
                    <td className="p-3">{campaign.totals.replied}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {creating ? null : <EmailRepliesPanel />}
    </section>
  );
}
