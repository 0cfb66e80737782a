import { HEALTH_CHECK_INTERVAL_MS } from '@lisa/api-client';
import { brand } from '@lisa/catalogue/brand';
import { Spinner } from '@lisa/ui/spinner';
import { useCallback, useEffect, useState } from 'react';
import { env } from '../env.ts';
import { ContentPage } from '../features/content/content-page.tsx';
import { type HealthReading, readHealth } from '../features/status/read-health.ts';

/** ok null: not read yet (the rows are drawn from the start, so nothing moves when they fill). */
function Row({ name, ok, detail }: { name: string; ok: boolean | null; detail: string }) {
  const tone =
    ok === null
      ? ['text-ink-muted', 'bg-ink-muted']
      : ok
        ? ['text-success-ink', 'bg-success']
        : ['text-danger', 'bg-danger'];
  return (
    <li className="flex items-center justify-between gap-4 border-line border-b py-4 last:border-b-0">
      <span className="font-medium text-ink">{name}</span>
      <span className={`flex items-center gap-2 font-semibold text-sm ${tone[0]}`}>
        <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${tone[1]}`} />
        {detail}
      </span>
    </li>
  );
}

/** Live health of the platform, read from the API now and every 30 s. */
export default function StatusPage() {
  const [reading, setReading] = useState<HealthReading | null>(null);
  const [checking, setChecking] = useState(false);
  const check = useCallback(async () => {
    setChecking(true);
    setReading(await readHealth(env.apiUrl));
    setChecking(false);
  }, []);
  useEffect(() => {
    void check();
    const timer = setInterval(() => void check(), HEALTH_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [check]);

  const headline = !reading
    ? 'Checking the platform...'
    : reading.ok && reading.database === 'ok'
      ? 'All systems operational'
      : reading.ok
        ? 'Degraded performance'
        : 'Service disruption';

  return (
    <ContentPage
      eyebrow="System status"
      title={`${brand.name} status`}
      intro={
        <p>
          Live health of the {brand.name} API and its database, checked from your browser when the
          page opens and every 30 seconds.
        </p>
      }
      meta={{
        title: 'System Status',
        description: `Live health of the ${brand.shortName} platform.`,
      }}
    >
      <section
        aria-labelledby="status-headline"
        className="mt-12 rounded-card border border-line bg-surface-raised p-6 shadow-card"
      >
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="status-headline" aria-live="polite" className="font-bold text-2xl text-ink">
            {headline}
          </h2>
          <button
            type="button"
            onClick={() => void check()}
            disabled={checking}
            className="inline-flex items-center gap-2 rounded-full border border-line px-4 py-2 font-semibold text-ink text-sm hover:bg-surface-muted disabled:opacity-60"
          >
            {/* A fixed slot: the button keeps its width while it checks. */}
            <span className="inline-flex h-4 w-4 items-center justify-center">
              {checking ? <Spinner size="sm" label="Checking" /> : null}
            </span>
            Check now
          </button>
        </div>
        <ul className="mt-4">
          <Row
            name="API"
            ok={reading ? reading.ok : null}
            detail={
              !reading
                ? 'Checking...'
                : reading.ok
                  ? `Operational · ${reading.latencyMs} ms`
                  : reading.reason
            }
          />
          <Row
            name="Database"
            ok={reading ? reading.ok && reading.database === 'ok' : null}
            detail={
              !reading
                ? 'Checking...'
                : reading.ok
                  ? reading.database === 'ok'
                    ? 'Operational'
                    : 'Unavailable'
                  : 'Unknown'
            }
          />
          <Row
            name="Chat and forms"
            ok={reading ? reading.ok : null}
            detail={!reading ? 'Checking...' : reading.ok ? 'Operational' : 'Unavailable'}
          />
        </ul>
        <p className="mt-4 text-ink-muted text-sm">
          {reading ? (
            <>
              {reading.ok ? `Version ${reading.version}. ` : ''}Last checked at{' '}
              <time dateTime={reading.checkedAt.toISOString()}>
                {reading.checkedAt.toLocaleTimeString()}
              </time>
              .
            </>
          ) : (
            'Not checked yet.'
          )}
        </p>
      </section>
    </ContentPage>
  );
}
