// One lead in a side sheet: where it came from, its details, a status change (unqualified
// asks why) and "Convert to deal" (links or creates the contact, opens a deal in the
// default pipeline's first stage).
import type { Lead, LeadStatus } from '@lisa/contracts/sales';
import { Badge } from '@lisa/ui/badge';
import { Button } from '@lisa/ui/button';
import { Sheet } from '@lisa/ui/dialog';
import { Field } from '@lisa/ui/field';
import { Select, Textarea } from '@lisa/ui/input';
import { toast } from '@lisa/ui/toast';
import { useState } from 'react';
import { Link } from 'react-router';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { useLeadMutations } from '../hooks/use-lead-mutations.ts';
import { SOURCE_LABELS, STATUS_LABELS, STATUS_TONES } from '../lib/lead-labels.ts';

const EDITABLE: LeadStatus[] = ['new', 'contacted', 'qualified', 'unqualified'];

export function LeadSheet({ lead, onClose }: { lead: Lead | null; onClose: () => void }) {
  const { update, convert } = useLeadMutations();
  const [status, setStatus] = useState<LeadStatus | ''>('');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [converted, setConverted] = useState<number | null>(null);
  const shownStatus = status || lead?.status || 'new';

  function close() {
    setStatus('');
    setReason('');
    setReasonError(undefined);
    setConverted(null);
    onClose();
  }

  async function saveStatus() {
    if (!lead || !status) return;
    if (status === 'unqualified' && !reason.trim()) {
      setReasonError('Say why the lead is unqualified.');
      return;
    }
    try {
      await update.mutateAsync({
        id: lead.id,
        body: {
          status: status as Exclude<LeadStatus, 'converted'>,
          ...(status === 'unqualified' ? { unqualified_reason: reason.trim() } : {}),
        },
      });
      toast.success(`Lead marked ${STATUS_LABELS[status].toLowerCase()}.`);
      setStatus('');
      setReasonError(undefined);
    } catch (error) {
      toast.error(toApiFailure(error, 'The status could not be changed. Try again.').message);
    }
  }

  async function onConvert() {
    if (!lead) return;
    try {
      const result = await convert.mutateAsync({ id: lead.id, body: {} });
      setConverted(result.deal.id);
      toast.success(`Lead converted. The deal "${result.deal.title}" is in your pipeline.`);
    } catch (error) {
      toast.error(toApiFailure(error, 'The lead could not be converted. Try again.').message);
    }
  }

  const done = lead?.status === 'converted' || converted !== null;
  return (
    <Sheet
      open={lead !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={lead?.name ?? lead?.email ?? lead?.phone ?? 'Lead'}
      description={
        lead
          ? `${SOURCE_LABELS[lead.source]} · ${new Date(lead.created_at).toLocaleString()}`
          : undefined
      }
    >
      {lead ? (
        <div className="flex flex-col gap-4 text-sm">
          <div>
            <Badge tone={STATUS_TONES[done ? 'converted' : lead.status]}>
              {STATUS_LABELS[done ? 'converted' : lead.status]}
            </Badge>
          </div>
          <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-2">
            <dt className="text-ink-muted">Email</dt>
            <dd>{lead.email ?? '—'}</dd>
            <dt className="text-ink-muted">Phone</dt>
            <dd>{lead.phone ?? '—'}</dd>
            <dt className="text-ink-muted">Company</dt>
            <dd>{lead.company ?? '—'}</dd>
            <dt className="text-ink-muted">Owner</dt>
            <dd>{lead.owner_name ?? 'No owner'}</dd>
            {lead.source_channel ? (
              <>
                <dt className="text-ink-muted">Channel</dt>
                <dd>{lead.source_channel}</dd>
              </>
            ) : null}
            {lead.conversation_id ? (
              <>
                <dt className="text-ink-muted">Conversation</dt>
                <dd>
                  <Link
                    className="text-brand-ink underline"
                    to={`/dashboard/inbox?c=${lead.conversation_id}`}
                  >
                    Open conversation
                  </Link>
                </dd>
              </>
            ) : null}
            {lead.unqualified_reason ? (
              <>
                <dt className="text-ink-muted">Why unqualified</dt>
                <dd>{lead.unqualified_reason}</dd>
              </>
            ) : null}
          </dl>
          {lead.notes ? (
            <p className="whitespace-pre-wrap rounded-card bg-surface-muted p-3">{lead.notes}</p>
          ) : null}

          {done ? (
            <p>
              <Link className="text-brand-ink underline" to="/dashboard/pipeline">
                See the deal in the pipeline
              </Link>
            </p>
          ) : (
            <>
              <Field label="Status">
                {(control) => (
                  <Select
                    {...control}
                    value={shownStatus}
                    onChange={(event) => setStatus(event.target.value as LeadStatus)}
                  >
                    {EDITABLE.map((value) => (
                      <option key={value} value={value}>
                        {STATUS_LABELS[value]}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              {shownStatus === 'unqualified' && status === 'unqualified' ? (
                <Field label="Why is it unqualified?" required error={reasonError}>
                  {(control) => (
                    <Textarea
                      {...control}
                      rows={2}
                      maxLength={500}
                      value={reason}
                      onChange={(event) => setReason(event.target.value)}
                    />
                  )}
                </Field>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  onClick={saveStatus}
                  disabled={!status || status === lead.status}
                  loading={update.isPending}
                  loadingLabel="Saving"
                >
                  Save status
                </Button>
                <Button onClick={onConvert} loading={convert.isPending} loadingLabel="Converting">
                  Convert to deal
                </Button>
              </div>
            </>
          )}
        </div>
      ) : null}
    </Sheet>
  );
}
