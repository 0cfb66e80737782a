// /dashboard/analytics: what the assistant resolved, what it handed over, how fast people
// answered and what customers thought, for a period in the viewer's time zone, compared with
// the period before. Every figure opens the conversations behind it (?metric=); every table
// downloads as CSV. Numbers come from the API (computed in SQL); the screen only formats.

import { HttpError } from '@lisa/api-client';
import {
  ANALYTICS_METRICS,
  type AnalyticsMetric,
  type AnalyticsReport,
} from '@lisa/contracts/analytics';
import { conversationChannelLabel } from '@lisa/contracts/channels';
import { Button } from '@lisa/ui/button';
import { Card, CardContent, CardHeader } from '@lisa/ui/card';
import { Input, Select } from '@lisa/ui/input';
import { Spinner } from '@lisa/ui/spinner';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useServices } from '../../../lib/services-context.ts';
import type { AnalyticsParams } from '../api/analytics-api.ts';
import { analyticsQueries } from '../api/analytics-queries.ts';
import { saveCsv } from '../lib/csv.ts';
import { change, FIGURE_CARDS, formatDuration, HANDOFF_REASONS } from '../lib/figures.ts';
import { PRESETS, type PresetId, presetRange, viewerTimeZone } from '../lib/range.ts';
import { BarChart } from './bar-chart.tsx';
import { DrillList } from './drill-list.tsx';

/** The server's own sentence for a refused query (e.g. no business hours set yet). */
function errorText(body: unknown): string {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : 'The figures could not be loaded.';
}

/** A positive whole number from the address, else none. */
function idParam(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

function isMetric(value: string | null): value is AnalyticsMetric {
  return value !== null && (ANALYTICS_METRICS as readonly string[]).includes(value);
}

function Trend({
  now,
  before,
  higherIsBetter,
}: {
  now: number | null;
  before: number | null;
  higherIsBetter: boolean;
}) {
  const delta = change(now, before);
  if (delta === null) return <span className="text-ink-muted">No earlier figure</span>;
  const good = delta === 0 ? null : delta > 0 === higherIsBetter;
  const tone = good === null ? 'text-ink-muted' : good ? 'text-success-ink' : 'text-danger-ink';
  const sign = delta > 0 ? '+' : '';
  return (
    <span className={tone}>{`${sign}${Math.round(delta * 1000) / 10}% on the period before`}</span>
  );
}

function CsvButton({ name, rows }: { name: string; rows: readonly object[] }) {
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={rows.length === 0}
      onClick={() => saveCsv(name, rows)}
      aria-label={`Download ${name}`}
    >
      <Download aria-hidden="true" className="h-4 w-4" /> CSV
    </Button>
  );
}

export default function AnalyticsScreen({ title }: { title: string }) {
  const { apiClient } = useServices();
  const [search, setSearch] = useSearchParams();
  const tz = useMemo(viewerTimeZone, []);
  const preset = (search.get('range') as PresetId | null) ?? '7d';
  const presetDays = PRESETS.find((p) => p.id === preset)?.days ?? 7;
  const fallback = presetRange(presetDays, new Date(), tz);
  const [custom, setCustom] = useState({
    from: search.get('from') ?? fallback.from,
    to: search.get('to') ?? fallback.to,
  });
  const range = preset === 'custom' ? custom : fallback;
  const channel = search.get('channel') ?? undefined;
  const member = idParam(search.get('member'));
  const campaign = idParam(search.get('campaign'));
  const hours = search.get('hours') === 'business' ? 'business' : undefined;
  const params: AnalyticsParams = { ...range, tz, channel, member, campaign, hours };
  const metric = search.get('metric');
  const report = useQuery(analyticsQueries.report(apiClient, params));

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setSearch(next, { replace: true });
  };
  const drillHref = (m: AnalyticsMetric) => {
    const next = new URLSearchParams(search);
    next.set('metric', m);
    return `?${next.toString()}`;
  };
  const file = (table: string) => `analytics-${table}-${range.from}-${range.to}.csv`;
  const data: AnalyticsReport | undefined = report.data;

  return (
    <section aria-labelledby="analytics-title">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="analytics-title" className="font-semibold text-2xl">
            {title}
          </h1>
          <p className="mt-1 text-ink-muted text-sm">
            Conversations started{' '}
            {range.from === range.to ? `on ${range.from}` : `from ${range.from} to ${range.to}`} (
            {tz}), compared with the period before.
          </p>
        </div>
        {report.isFetching ? <Spinner size="sm" label="Updating figures" /> : null}
      </div>

      <div className="mt-4 flex flex-wrap items-end gap-3">
        <fieldset className="flex flex-wrap gap-1" aria-label="Period">
          {[...PRESETS, { id: 'custom' as const, label: 'Custom' }].map((p) => (
            <Button
              key={p.id}
              size="sm"
              variant={preset === p.id ? 'primary' : 'secondary'}
              aria-pressed={preset === p.id}
              onClick={() =>
                update({
                  range: p.id,
                  metric: null,
                  ...(p.id === 'custom' ? custom : { from: null, to: null }),
                })
              }
            >
              {p.label}
            </Button>
          ))}
        </fieldset>
        {preset === 'custom' ? (
          <>
            <label htmlFor="analytics-from" className="flex flex-col text-ink-muted text-xs">
              From
              <Input
                id="analytics-from"
                type="date"
                value={custom.from}
                max={custom.to}
                onChange={(event) => {
                  const next = { ...custom, from: event.target.value };
                  setCustom(next);
                  if (next.from) update({ from: next.from });
                }}
              />
            </label>
            <label htmlFor="analytics-to" className="flex flex-col text-ink-muted text-xs">
              To
              <Input
                id="analytics-to"
                type="date"
                value={custom.to}
                min={custom.from}
                onChange={(event) => {
                  const next = { ...custom, to: event.target.value };
                  setCustom(next);
                  if (next.to) update({ to: next.to });
                }}
              />
            </label>
          </>
        ) : null}
        <label htmlFor="analytics-channel" className="flex flex-col text-ink-muted text-xs">
          Channel
          <Select
            id="analytics-channel"
            value={channel ?? ''}
            onChange={(event) => update({ channel: event.target.value, metric: null })}
          >
            <option value="">All channels</option>
            {(data?.channels ?? []).map((c) => (
              <option key={c.channel} value={c.channel}>
                {conversationChannelLabel(c.channel)}
              </option>
            ))}
            {channel && !data?.channels.some((c) => c.channel === channel) ? (
              <option value={channel}>{conversationChannelLabel(channel)}</option>
            ) : null}
          </Select>
        </label>
        <label htmlFor="analytics-member" className="flex flex-col text-ink-muted text-xs">
          Team member
          <Select
            id="analytics-member"
            value={member ? String(member) : ''}
            onChange={(event) => update({ member: event.target.value, metric: null })}
          >
            <option value="">Everyone</option>
            {(data?.members ?? []).map((m) => (
              <option key={m.member_id} value={m.member_id}>
                {m.name ?? `Member ${m.member_id}`}
              </option>
            ))}
            {member && !data?.members.some((m) => m.member_id === member) ? (
              <option value={member}>{`Member ${member}`}</option>
            ) : null}
          </Select>
        </label>
        <label htmlFor="analytics-campaign" className="flex flex-col text-ink-muted text-xs">
          Campaign
          <Select
            id="analytics-campaign"
            value={campaign ? String(campaign) : ''}
            onChange={(event) => update({ campaign: event.target.value, metric: null })}
          >
            <option value="">All conversations</option>
            {(data?.campaigns ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
            {campaign && !data?.campaigns.some((c) => c.id === campaign) ? (
              <option value={campaign}>{`Campaign ${campaign}`}</option>
            ) : null}
          </Select>
        </label>
        <label htmlFor="analytics-hours" className="flex flex-col text-ink-muted text-xs">
          Response times
          <Select
            id="analytics-hours"
            value={hours ?? 'all'}
            onChange={(event) =>
              update({ hours: event.target.value === 'business' ? 'business' : null })
            }
          >
            <option value="all">All hours</option>
            <option value="business">Business hours only</option>
          </Select>
        </label>
      </div>

      {report.isError ? (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-danger/40 px-3 py-2 text-danger-ink text-sm"
        >
          {report.error instanceof HttpError && [400, 404].includes(report.error.status)
            ? errorText(report.error.body)
            : 'The figures could not be loaded.'}{' '}
          <button type="button" className="underline" onClick={() => void report.refetch()}>
            Try again
          </button>
        </p>
      ) : null}
      {report.isPending ? <Spinner className="mt-6" label="Loading figures" /> : null}

      {data ? (
        <>
          <dl className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {FIGURE_CARDS.map((card) => (
              <div
                key={card.key}
                className="rounded-card border border-line bg-surface-raised p-5 shadow-card"
              >
                <dt className="text-ink-muted text-sm">{card.label}</dt>
                <dd className="mt-2 font-semibold text-3xl text-ink tabular-nums">
                  <Link
                    className="hover:underline"
                    to={drillHref(card.metric)}
                    aria-label={`${card.label}: ${card.value(data.figures)}. List the conversations`}
                  >
                    {card.value(data.figures)}
                  </Link>
                </dd>
                {card.note ? (
                  <dd className="mt-1 text-ink-muted text-xs">{card.note(data.figures)}</dd>
                ) : null}
                <dd className="mt-1 text-xs">
                  <Trend
                    now={card.raw(data.figures)}
                    before={card.raw(data.previous)}
                    higherIsBetter={card.higherIsBetter}
                  />
                </dd>
              </div>
            ))}
          </dl>

          {isMetric(metric) ? (
            <DrillList params={params} metric={metric} onClose={() => update({ metric: null })} />
          ) : null}

          <Card as="section" aria-labelledby="series-title" className="mt-6">
            <CardHeader
              title={
                <span id="series-title">
                  {data.bucket === 'hour' ? 'Conversations by hour' : 'Conversations by day'}
                </span>
              }
              description="Bars: started by customers. Line: resolved."
              actions={<CsvButton name={file('series')} rows={data.series} />}
            />
            <CardContent>
              <BarChart
                points={data.series.map((s) => ({
                  label: s.at,
                  bar: s.conversations,
                  line: s.resolved,
                }))}
              />
              <details className="mt-2 text-sm">
                <summary className="cursor-pointer text-ink-muted">Show the numbers</summary>
                <table className="mt-2 w-full text-left">
                  <thead className="text-ink-muted">
                    <tr>
                      <th scope="col" className="py-1 font-medium">
                        {data.bucket === 'hour' ? 'Hour' : 'Day'}
                      </th>
                      <th scope="col" className="py-1 font-medium">
                        Conversations
                      </th>
                      <th scope="col" className="py-1 font-medium">
                        Resolved
                      </th>
                      <th scope="col" className="py-1 font-medium">
                        Automated
                      </th>
                      <th scope="col" className="py-1 font-medium">
                        Handoffs
                      </th>
                    </tr>
                  </thead>
                  <tbody className="tabular-nums">
                    {data.series.map((s) => (
                      <tr key={s.at} className="border-line border-t">
                        <td className="py-1">
                          {data.bucket === 'hour' ? s.at.slice(11) : s.at.slice(0, 10)}
                        </td>
                        <td className="py-1">{s.conversations}</td>
                        <td className="py-1">{s.resolved}</td>
                        <td className="py-1">{s.automated}</td>
                        <td className="py-1">{s.handoffs}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </details>
            </CardContent>
          </Card>

          <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
            <Card as="section" aria-labelledby="reasons-title">
              <CardHeader
                title={<span id="reasons-title">Why conversations were handed over</span>}
              />
              <CardContent>
                <ul className="space-y-2 text-sm">
                  {HANDOFF_REASONS.map((r) => (
                    <li key={r.metric} className="flex justify-between gap-4">
                      <span>{r.label}</span>
                      <Link
                        className="text-brand-ink tabular-nums hover:underline"
                        to={drillHref(r.metric)}
                        aria-label={`${r.label}: ${String(data.figures[r.key])}. List the conversations`}
                      >
                        {String(data.figures[r.key])}
                      </Link>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>

            <Card as="section" aria-labelledby="channels-title">
              <CardHeader
                title={<span id="channels-title">By channel</span>}
                actions={<CsvButton name={file('channels')} rows={data.channels} />}
              />
              <CardContent>
                <SimpleTable
                  caption="Conversations by channel"
                  head={['Channel', 'Conversations', 'Resolved', 'Automated', 'Handoffs']}
                  rows={data.channels.map((c) => [
                    conversationChannelLabel(c.channel),
                    c.conversations,
                    c.resolved,
                    c.automated,
                    c.handoffs,
                  ])}
                />
              </CardContent>
            </Card>

            <Card as="section" aria-labelledby="members-title">
              <CardHeader
                title={<span id="members-title">By team member</span>}
                actions={<CsvButton name={file('members')} rows={data.members} />}
              />
              <CardContent>
                <SimpleTable
                  caption="Workload by team member"
                  head={[
                    'Member',
                    'Conversations',
                    'Assigned',
                    'First replies',
                    'Resolved',
                    'Satisfaction',
                    'First response',
                  ]}
                  rows={data.members.map((m) => [
                    <Link
                      key="name"
                      className="text-brand-ink hover:underline"
                      to={`?${new URLSearchParams({ ...Object.fromEntries(search), member: String(m.member_id), metric: 'conversations' }).toString()}`}
                    >
                      {m.name ?? `Member ${m.member_id}`}
                    </Link>,
                    m.conversations,
                    m.assigned,
                    m.replied,
                    m.resolved,
                    m.csat ?? '–',
                    formatDuration(m.first_response_median),
                  ])}
                />
              </CardContent>
            </Card>

            <Card as="section" aria-labelledby="questions-title">
              <CardHeader
                title={<span id="questions-title">Top questions</span>}
                actions={<CsvButton name={file('top-questions')} rows={data.top_questions} />}
              />
              <CardContent>
                <SimpleTable
                  caption="Questions customers opened with"
                  head={['Question', 'Conversations']}
                  rows={data.top_questions.map((q) => [q.question, q.count])}
                />
              </CardContent>
            </Card>

            <Card as="section" aria-labelledby="unanswered-title">
              <CardHeader
                title={<span id="unanswered-title">Questions the assistant could not answer</span>}
                description={
                  <Link className="text-brand-ink hover:underline" to="/dashboard/datacenter">
                    Answer them in the data centre
                  </Link>
                }
                actions={<CsvButton name={file('unanswered')} rows={data.unanswered} />}
              />
              <CardContent>
                <SimpleTable
                  caption="Open knowledge gaps asked in this period"
                  head={['Question', 'Times asked']}
                  rows={data.unanswered.map((q) => [q.question, q.count])}
                />
              </CardContent>
            </Card>
          </div>
        </>
      ) : null}
    </section>
  );
}

function SimpleTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: React.ReactNode[][];
}) {
  if (rows.length === 0) return <p className="text-ink-muted text-sm">Nothing in this period.</p>;
  return (
    <section
      className="overflow-x-auto"
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region takes focus so a keyboard alone can scroll the table (axe scrollable-region-focusable)
      tabIndex={0}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-ink-muted">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="py-2 pr-4 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="tabular-nums">
          {rows.map((row, i) => (
            <tr key={i} className="border-line border-t">
              {row.map((cell, j) => (
                <td key={j} className="py-2 pr-4">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
