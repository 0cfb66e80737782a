import { Spinner } from '@lisa/ui/spinner';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { useServices } from '../../../lib/services-context.ts';
import { StatCard } from '../../overview/components/stat-card.tsx';
import { creditsQueries } from '../api/credits-queries.ts';
import { useCredit } from '../hooks/use-credit.ts';
import { ledgerReasonLabel } from '../lib/ledger-reason.ts';
import { CreditTiersTable } from './credit-tiers-table.tsx';

export default function CreditsScreen() {
  const { apiClient } = useServices();
  const { credit } = useCredit();
  const history = useQuery(creditsQueries.history(apiClient));
  const loading = <Spinner size="sm" label="Loading figure" />;

  return (
    <section aria-labelledby="credits-title">
      <h1 id="credits-title" className="font-semibold text-2xl">
        Credits
      </h1>
      <p className="mt-1 text-ink-muted text-sm">
        Messages and workflows consume credits. Credits do not expire.
      </p>
      {credit?.message ? (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-warning/40 px-3 py-2 text-sm text-warning-ink"
        >
          {credit.message}
        </p>
      ) : null}
      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        <StatCard label="Credit balance" value={credit ? formatNumber(credit.balance) : loading} />
        <StatCard label="Credits used" value={credit ? formatNumber(credit.used) : loading} />
      </dl>

      <h2 className="mt-10 font-semibold text-lg">Usage history</h2>
      <section
        className="mt-3 overflow-x-auto rounded-card border border-line bg-surface-raised shadow-card"
        aria-label="Usage history"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region takes focus so a keyboard alone can scroll the table (axe scrollable-region-focusable)
        tabIndex={0}
      >
        {history.isPending ? (
          <div className="p-6">{loading}</div>
        ) : history.isError ? (
          <p role="alert" className="p-6 text-danger-ink text-sm">
            The usage history could not be loaded.{' '}
            <button type="button" className="underline" onClick={() => void history.refetch()}>
              Try again
            </button>
          </p>
        ) : history.data.data.length === 0 ? (
          <p className="p-6 text-ink-muted text-sm">No credit activity yet.</p>
        ) : (
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Credit usage history, newest first</caption>
            <thead className="border-line border-b text-ink-muted">
              <tr>
                <th scope="col" className="px-5 py-3 font-medium">
                  Date
                </th>
                <th scope="col" className="px-5 py-3 font-medium">
                  Description
                </th>
                <th scope="col" className="px-5 py-3 text-right font-medium">
                  Credits
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {history.data.data.map((entry) => (
                <tr key={entry.id}>
                  <td className="px-5 py-3 whitespace-nowrap">
                    {formatDateTime(entry.created_at)}
                  </td>
                  <td className="px-5 py-3">{ledgerReasonLabel(entry.reason)}</td>
                  <td
                    className={`px-5 py-3 text-right tabular-nums ${entry.amount < 0 ? 'text-danger-ink' : 'text-success-ink'}`}
                  >
                    {entry.amount > 0 ? '+' : ''}
                    {formatNumber(entry.amount)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <h2 className="mt-10 font-semibold text-lg">Credit pricing tiers</h2>
      <CreditTiersTable />
    </section>
  );
}
