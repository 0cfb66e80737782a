import { searchIntegrations } from '@lisa/catalogue/integrations';
import { Badge } from '@lisa/ui/badge';
import { BrandMark } from '@lisa/ui/brand-mark';
import { Input } from '@lisa/ui/input';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { channelsQueries } from '../../channels/api/channels-queries.ts';
import { useChannelsApi } from '../../channels/hooks/use-channels-api.ts';
import { widgetQueries } from '../../web-widget/api/widget-api.ts';
import { useWidgetApi } from '../../web-widget/hooks/use-widget-api.ts';
import { connectorsQueries } from '../api/connectors-api.ts';
import { publicApiQueries } from '../api/public-api-queries.ts';
import { useConnectorsApi } from '../hooks/use-connectors-api.ts';
import { usePublicApiApi, useSlackApi } from '../hooks/use-public-api-api.ts';
import { type ConnectionStatus, connectionStatus } from '../lib/connection-status.ts';
import { LoadError } from './load-error.tsx';

const STATUS_TONE = { connected: 'success', available: 'brand', soon: 'neutral' } as const;
const STATUS_LABEL: Record<ConnectionStatus, string> = {
  connected: 'Connected',
  available: 'Set up',
  soon: 'Coming soon',
};

/** /dashboard/integrations: the catalogue's apps by category, searchable, with their status. */
export default function IntegrationsScreen({ title }: { title: string }) {
  const api = usePublicApiApi();
  const keys = useQuery(publicApiQueries.keys(api));
  const endpoints = useQuery(publicApiQueries.endpoints(api));
  const slack = useQuery(publicApiQueries.slack(useSlackApi()));
  const channels = useQuery(channelsQueries.list(useChannelsApi()));
  const connectors = useQuery(connectorsQueries.list(useConnectorsApi()));
  const widget = useQuery(widgetQueries.settings(useWidgetApi()));
  const failed = [keys, endpoints, slack, channels, connectors, widget].filter((q) => q.isError);
  const [query, setQuery] = useState('');
  const groups = searchIntegrations(query);
  const usage = {
    keys: keys.data ?? [],
    endpoints: endpoints.data ?? [],
    slack: slack.data ?? [],
    channels: channels.data ?? [],
    connectors: connectors.data ?? [],
    widget: widget.data ?? null,
  };

  return (
    <section aria-labelledby="integrations-title">
      <h1 id="integrations-title" className="font-semibold text-2xl">
        {title}
      </h1>
      <p className="mt-1 text-ink-muted text-sm">
        Put your agent where your customers are and connect the tools your team uses.
      </p>
      {failed.length > 0 ? (
        <LoadError
          className="mt-4"
          error={failed[0]?.error}
          fallback="Some connection statuses could not be loaded."
          onRetry={() => {
            for (const q of failed) void q.refetch();
          }}
        />
      ) : null}
      <div className="relative mt-6 max-w-md">
        <Search
          aria-hidden="true"
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 h-4 w-4 text-ink-muted"
        />
        <Input
          type="search"
          aria-label="Search integrations"
          placeholder="Search integrations"
          className="pl-9"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {groups.length === 0 ? (
        <p className="mt-8 text-ink-muted">No integration matches “{query}”.</p>
      ) : null}
      {groups.map(({ category, apps }) => (
        <section key={category.key} aria-labelledby={`category-${category.key}`} className="mt-8">
          <h2 id={`category-${category.key}`} className="font-semibold text-lg">
            {category.label}
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {apps.map((app) => {
              const status = connectionStatus(app.id, usage);
              return (
                <li key={app.id}>
                  <Link
                    to={`/dashboard/integrations/${app.id}`}
                    className="flex h-full flex-col gap-2 rounded-card border border-line bg-surface-raised p-4 shadow-card hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    <span className="flex items-center justify-between gap-2">
                      <span className="flex items-center gap-3">
                        <BrandMark mark={app.icon} name={app.name} size="sm" />
                        <span className="font-medium text-ink">{app.name}</span>
                      </span>
                      <Badge tone={STATUS_TONE[status]}>{STATUS_LABEL[status]}</Badge>
                    </span>
                    <span className="text-ink-muted text-sm">{app.short}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </section>
  );
}
