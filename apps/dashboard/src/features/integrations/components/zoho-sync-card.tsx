// Zoho CRM's "Sync contacts now": the business's contacts with an email or a phone upserted
// into Zoho CRM Contacts (POST /api/connectors/zoho-crm/sync-contacts, up to 1,000, most
// recently changed first). One request: while it runs the button is busy and a status line
// says how far it got ("100 of 150 records", read from the API every second, also after a
// reload while a sync runs); then how many were sent, created, updated and failed (each
// record is also a line of the sync log below), or the reason it could not run.
import { ZOHO_SYNC_MAX_CONTACTS, type ZohoContactSync } from '@lisa/contracts/connectors';
import { Button } from '@lisa/ui/button';
import { Card } from '@lisa/ui/card';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { connectorsQueries } from '../api/connectors-api.ts';
import { useConnectorsApi } from '../hooks/use-connectors-api.ts';

type SyncState =
  | { kind: 'idle' }
  | { kind: 'running' }
  | { kind: 'done'; result: ZohoContactSync }
  | { kind: 'failed'; message: string };

const count = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/** "Sent 150 contacts: 149 created, 0 updated, 1 failed." */
function syncSummary(result: ZohoContactSync): string {
  if (result.sent === 0) return 'No contact has an email or a phone yet: nothing was sent.';
  return `Sent ${count(result.sent, 'contact')}: ${result.created} created, ${result.updated} updated, ${result.failed} failed.`;
}

/** "312 of 1,000 records" */
export function syncProgressText(done: number, total: number): string {
  return `${done.toLocaleString('en')} of ${count(total, 'record')}`;
}

export function ZohoSyncCard() {
  const api = useConnectorsApi();
  const queryClient = useQueryClient();
  const [state, setState] = useState<SyncState>({ kind: 'idle' });
  const progress = useQuery({
    ...connectorsQueries.zohoSyncProgress(api),
    refetchInterval: (query) =>
      state.kind === 'running' || query.state.data?.running ? 1000 : false,
  });
  const running = state.kind === 'running' || Boolean(progress.data?.running);

  async function sync() {
    setState({ kind: 'running' });
    try {
      const result = await api.syncZohoContacts();
      setState({ kind: 'done', result });
    } catch (error) {
      const failure = toApiFailure(error, 'The sync could not finish. Try again.');
      setState({ kind: 'failed', message: failure.message });
    } finally {
      await queryClient.invalidateQueries({ queryKey: connectorsQueries.all });
    }
  }

  return (
    <Card as="section" aria-labelledby="zoho-sync-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="max-w-xl">
          <h2 id="zoho-sync-title" className="font-semibold text-lg">
            Sync contacts
          </h2>
          <p className="mt-1 text-ink-muted text-sm">
            Sends your contacts that have an email or a phone to Zoho CRM Contacts (up to{' '}
            {ZOHO_SYNC_MAX_CONTACTS.toLocaleString('en')}, most recently changed first). Zoho
            matches each on its email or phone, so syncing again updates them instead of adding
            copies.
          </p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          loading={running}
          loadingLabel="Syncing contacts"
          onClick={sync}
        >
          <RefreshCw aria-hidden="true" className="h-4 w-4" />
          Sync contacts now
        </Button>
      </div>
      <div role="status" className="mt-3 text-sm">
        {running ? (
          <p className="text-ink-muted">
            Sending contacts to Zoho CRM…
            {progress.data?.running && progress.data.total > 0
              ? ` ${syncProgressText(progress.data.done, progress.data.total)}`
              : null}
          </p>
        ) : null}
        {state.kind === 'done' ? <p>{syncSummary(state.result)}</p> : null}
      </div>
      {state.kind === 'done' && state.result.errors.length > 0 ? (
        <ul aria-label="Contacts Zoho refused" className="mt-2 flex flex-col gap-1 text-sm">
          {state.result.errors.map((error) => (
            <li key={`${error.contact_id}-${error.code}`} className="text-danger-ink">
              Contact {error.contact_id}: {error.message} ({error.code})
            </li>
          ))}
        </ul>
      ) : null}
      {state.kind === 'failed' ? (
        <p role="alert" className="mt-2 text-danger-ink text-sm">
          {state.message}
        </p>
      ) : null}
    </Card>
  );
}
