import { Link } from 'react-router';
import type { AppCard } from '../../lib/catalogue-digest.ts';
import { BrandMarkImage } from './brand-mark-image.tsx';

/** A 260 px app card (SPEC §2); the whole card links to the app's access gate. */
export function IntegrationCard({ app, wide = false }: { app: AppCard; wide?: boolean }) {
  return (
    <Link
      to={`/integrations/access/${app.id}`}
      aria-label={app.name}
      data-testid="integration-card"
      className={`flex shrink-0 flex-col gap-3 rounded-2xl border border-line bg-surface-raised p-5 shadow-card transition hover:-translate-y-0.5 hover:border-brand-300 ${
        wide ? 'w-full' : 'w-[260px] snap-start'
      }`}
    >
      <div className="flex items-center gap-3">
        <BrandMarkImage mark={app.icon} name={app.name} />
        <div className="min-w-0">
          <p className="truncate font-semibold text-ink">{app.name}</p>
          <p className="truncate text-ink-muted text-xs">{app.provider}</p>
        </div>
      </div>
      <p className="line-clamp-3 text-ink-muted text-sm leading-6">{app.short}</p>
      {/* Placeholder figures (SPEC §2): derived from the id, not measured. */}
      <div className="mt-auto flex items-center justify-between text-ink-muted text-xs">
        <span>
          <span aria-hidden="true" className="text-amber-500">
            ★
          </span>{' '}
          <span>{app.rating.toFixed(1)}</span>
        </span>
        <span>{app.installs} installs</span>
      </div>
    </Link>
  );
}
