// The conversations behind one figure: as many rows as the figure counts (up to 500), each
// opening the conversation in the inbox; CSV of the list.

import type { AnalyticsMetric } from '@lisa/contracts/analytics';
import { conversationChannelLabel } from '@lisa/contracts/channels';
import { Button } from '@lisa/ui/button';
import { Card, CardContent, CardHeader } from '@lisa/ui/card';
import { Spinner } from '@lisa/ui/spinner';
import { useQuery } from '@tanstack/react-query';
import { Download, X } from 'lucide-react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format.ts';
import { useServices } from '../../../lib/services-context.ts';
import type { AnalyticsParams } from '../api/analytics-api.ts';
import { analyticsQueries } from '../api/analytics-queries.ts';
import { saveCsv } from '../lib/csv.ts';
import { METRIC_LABELS } from '../lib/figures.ts';

export function DrillList({
  params,
  metric,
  onClose,
}: {
  params: AnalyticsParams;
  metric: AnalyticsMetric;
  onClose: () => void;
}) {
  const { apiClient } = useServices();
  const list = useQuery(analyticsQueries.drill(apiClient, params, metric));
  const title = METRIC_LABELS[metric];
  return (
    <Card as="section" aria-label={title} className="mt-6">
      <CardHeader
        title={title}
        description={
          list.data
            ? `${list.data.total.toLocaleString('en-US')} conversations${list.data.total > list.data.items.length ? `, the newest ${list.data.items.length} listed` : ''}`
            : undefined
        }
        actions={
          <>
            <Button
              variant="secondary"
              size="sm"
              disabled={!list.data?.items.length}
              onClick={() =>
                list.data &&
                saveCsv(`analytics-${metric}-${params.from}-${params.to}.csv`, list.data.items)
              }
            >
              <Download aria-hidden="true" className="h-4 w-4" /> CSV
            </Button>
            <Button variant="ghost" size="sm" aria-label="Close the list" onClick={onClose}>
              <X aria-hidden="true" className="h-4 w-4" />
            </Button>
          </>
        }
      />
      <CardContent>
        {list.isPending ? <Spinner label="Loading conversations" /> : null}
        {list.isError ? (
          <p role="alert" className="text-danger-ink text-sm">
            The list could not be loaded.
          </p>
        ) : null}
        {list.data && list.data.items.length === 0 ? (
          <p className="text-ink-muted text-sm">No conversations in this period.</p>
        ) : null}
        {list.data && list.data.items.length > 0 ? (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-ink-muted">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Conversation
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Started
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Channel
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Status
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Handoff
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    Rating
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((item) => (
                  <tr key={item.id} className="border-line border-t">
                    <td className="py-2 pr-4">
                      <Link
                        className="text-brand-ink hover:underline"
                        to={`/dashboard/inbox?status=all&c=${item.id}`}
                      >
                        {item.contact_name ?? `Conversation ${item.id}`}
                      </Link>
                    </td>
                    <td className="py-2 pr-4 tabular-nums">{formatDateTime(item.started_at)}</td>
                    <td className="py-2 pr-4">{conversationChannelLabel(item.channel)}</td>
                    <td className="py-2 pr-4">{item.status}</td>
                    <td className="py-2 pr-4">
                      {item.handoff_reason?.replaceAll('_', ' ') ?? '–'}
                    </td>
                    <td className="py-2 tabular-nums">{item.score ?? '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
