// /dashboard/campaigns/:id: one campaign. A draft can be edited, tested on yourself, sent now
// or scheduled; a running one paused, resumed or cancelled. Below: totals and rates, and
// every recipient with its state and the reason in plain words; the list as CSV.
import type { RecipientState } from '@lisa/contracts/campaigns';
import { RECIPIENT_STATES } from '@lisa/contracts/campaigns';
import { Badge } from '@lisa/ui/badge';
import { Button } from '@lisa/ui/button';
import { Field } from '@lisa/ui/field';
import { Input, Select } from '@lisa/ui/input';
import { Skeleton } from '@lisa/ui/skeleton';
import { toast } from '@lisa/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Download } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { campaignsQueries } from '../api/campaigns-api.ts';
import { useCampaignMutations, useCampaignsApi } from '../hooks/use-campaigns.ts';
import { KIND_LABELS, resultFigures, STATE_LABELS, STATUS_LABELS } from '../lib/campaign-labels.ts';
import { downloadRecipientsCsv } from '../lib/recipients-csv.ts';
import { CampaignForm } from './campaign-form.tsx';

export default function CampaignScreen() {
  const { id: raw } = useParams();
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : 0;
  const api = useCampaignsApi();
  const campaign = useQuery({ ...campaignsQueries.one(api, id), enabled: id > 0 });
  const [state, setState] = useState<RecipientState | ''>('');
  const recipients = useQuery({
    ...campaignsQueries.recipients(api, id, state || undefined, campaign.data?.status),
    enabled: id > 0,
  });
  const { send, test, action } = useCampaignMutations();
  const [editing, setEditing] = useState(false);
  const [testTo, setTestTo] = useState('');
  const [when, setWhen] = useState('');

  async function run(label: string, work: () => Promise<unknown>) {
    try {
      await work();
      toast.success(label);
    } catch (error) {
      toast.error(toApiFailure(error, 'That did not work. Try again.').message);
    }
  }

  if (id === 0 || campaign.isError) {
    return (
      <section className="flex flex-col gap-3">
        <h1 className="font-semibold text-2xl">Campaign not found</h1>
        <Link to="/dashboard/campaigns" className="text-brand-700 underline">
          Back to campaigns
        </Link>
      </section>
    );
  }
  const data = campaign.data;
  if (!data) return <Skeleton className="h-64" />;
  const status = STATUS_LABELS[data.status];
  const editable = data.status === 'draft' || data.status === 'scheduled';

  return (
    <section aria-labelledby="campaign-title" className="flex flex-col gap-4">
      <Link
        to="/dashboard/campaigns"
        className="flex items-center gap-1 text-ink-muted text-sm hover:text-ink"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Campaigns
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="campaign-title" className="font-semibold text-2xl">
          {data.name}
        </h1>
        <Badge tone={status.tone}>{status.label}</Badge>
        <span className="text-ink-muted text-sm">{KIND_LABELS[data.kind]}</span>
      </div>
      {data.status_reason ? (
        <p role="status" className="rounded-card bg-warning-surface p-3 text-sm text-warning-ink">
          {data.status_reason}
        </p>
      ) : null}
      {data.scheduled_at && data.status === 'scheduled' ? (
        <p className="text-sm">Scheduled for {new Date(data.scheduled_at).toLocaleString()}.</p>
      ) : null}

      {editing ? (
        <CampaignForm
          campaign={data}
          onSaved={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      ) : null}

      {editable && !editing ? (
        <div className="flex flex-col gap-4 rounded-card border border-line bg-surface-raised p-4">
          <div className="flex flex-wrap gap-2">
            <Button
              loading={send.isPending}
              onClick={() => run('Sending started.', () => send.mutateAsync({ id }))}
            >
              Send now
            </Button>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Edit
            </Button>
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <form
              aria-label="Schedule"
              className="flex items-end gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                if (when)
                  void run('Campaign scheduled.', () =>
                    send.mutateAsync({ id, scheduledAt: when }),
                  );
              }}
            >
              <Field label="Send at (business time)" className="flex-1">
                {(control) => (
                  <Input
                    {...control}
                    type="datetime-local"
                    value={when}
                    onChange={(e) => setWhen(e.target.value)}
                  />
                )}
              </Field>
              <Button type="submit" variant="secondary">
                Schedule
              </Button>
            </form>
            <form
              aria-label="Send a test"
              className="flex items-end gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                void run('Test sent.', () =>
                  test.mutateAsync({ id, ...(data.kind === 'whatsapp' ? { to: testTo } : {}) }),
                );
              }}
            >
              {data.kind === 'whatsapp' ? (
                <Field label="Your WhatsApp number" className="flex-1">
                  {(control) => (
                    <Input
                      {...control}
                      value={testTo}
                      inputMode="tel"
                      placeholder="+254712345678"
                      onChange={(e) => setTestTo(e.target.value)}
                    />
                  )}
                </Field>
              ) : null}
              <Button type="submit" variant="secondary" loading={test.isPending}>
                Send test to yourself
              </Button>
            </form>
          </div>
        </div>
      ) : null}

      {data.status === 'sending' || data.status === 'paused' || data.status === 'scheduled' ? (
        <div className="flex flex-wrap gap-2">
          {data.status === 'paused' ? (
            <Button
              onClick={() => run('Resumed.', () => action.mutateAsync({ id, action: 'resume' }))}
            >
              Resume
            </Button>
          ) : (
            <Button
              variant="secondary"
              onClick={() => run('Paused.', () => action.mutateAsync({ id, action: 'pause' }))}
            >
              Pause
            </Button>
          )}
          <Button
            variant="danger"
            onClick={() => run('Cancelled.', () => action.mutateAsync({ id, action: 'cancel' }))}
          >
            Cancel campaign
          </Button>
        </div>
      ) : null}

      <section aria-labelledby="results-title" className="flex flex-col gap-3">
        <h2 id="results-title" className="font-semibold text-lg">
          Results
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {resultFigures(data).map(([label, value]) => (
            <div key={label} className="rounded-card border border-line bg-surface-raised p-3">
              <dt className="text-ink-muted text-xs">{label}</dt>
              <dd className="font-semibold text-lg">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <Field label="Show" className="w-48">
            {(control) => (
              <Select
                {...control}
                value={state}
                onChange={(e) => setState(e.target.value as RecipientState | '')}
              >
                <option value="">Everyone</option>
                {RECIPIENT_STATES.filter((s) => s !== 'sending').map((s) => (
                  <option key={s} value={s}>
                    {STATE_LABELS[s]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Button
            variant="secondary"
            onClick={() => run('CSV saved.', () => downloadRecipientsCsv(api, id, data.name))}
          >
            <Download aria-hidden="true" className="size-4" />
            Export CSV
          </Button>
        </div>
        <div className="overflow-x-auto rounded-card border border-line bg-surface-raised">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Recipients</caption>
            <thead className="border-line border-b text-ink-muted">
              <tr>
                <th scope="col" className="p-3 font-medium">
                  Contact
                </th>
                <th scope="col" className="p-3 font-medium">
                  Address
                </th>
                <th scope="col" className="p-3 font-medium">
                  State
                </th>
                <th scope="col" className="p-3 font-medium">
                  Why
                </th>
                <th scope="col" className="p-3 font-medium">
                  Conversation
                </th>
              </tr>
            </thead>
            <tbody>
              {(recipients.data?.data ?? []).map((r) => (
                <tr key={r.id} className="border-line border-b last:border-0">
                  <td className="p-3">
                    <Link
                      className="text-brand-700 hover:underline"
                      to={`/dashboard/contacts/${r.contact_id}`}
                    >
                      {r.name ?? 'Unnamed contact'}
                    </Link>
                  </td>
                  <td className="p-3">{r.address ?? '—'}</td>
                  <td className="p-3">{STATE_LABELS[r.state]}</td>
                  <td className="p-3 text-ink-muted">{r.reason ?? ''}</td>
                  <td className="p-3">
                    {r.conversation_id ? (
                      <Link
                        className="text-brand-700 hover:underline"
                        to={`/dashboard/inbox?c=${r.conversation_id}`}
                      >
                        Open
                      </Link>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {recipients.data?.data.length === 0 ? (
            <p className="p-3 text-ink-muted text-sm">No recipient here yet.</p>
          ) : null}
          {recipients.data?.next_cursor ? (
            <p className="p-3 text-ink-muted text-sm">
              Showing the first 100. Export the CSV for all of them.
            </p>
          ) : null}
        </div>
      </section>
    </section>
  );
}
