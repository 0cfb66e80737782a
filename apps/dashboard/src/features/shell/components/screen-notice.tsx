import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A screen that explains instead of showing its content (not built yet, not for this role):
 * an icon, the screen's title, why, and the way back to the dashboard.
 */
export function ScreenNotice({
  icon: Icon,
  tone,
  title,
  children,
}: {
  icon: LucideIcon;
  tone: 'brand' | 'muted';
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="screen-notice-title" className="mx-auto max-w-2xl py-16 text-center">
      <div
        aria-hidden="true"
        className={
          tone === 'brand'
            ? 'mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-brand-surface text-brand-ink'
            : 'mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-surface-muted text-ink-muted'
        }
      >
        <Icon className="h-6 w-6" />
      </div>
      <h1 id="screen-notice-title" className="font-semibold text-2xl">
        {title}
      </h1>
      <p className="mt-3 text-ink-muted">{children}</p>
      <Link
        className="mt-6 inline-block font-medium text-brand-ink hover:underline"
        to="/dashboard"
      >
        Back to the dashboard
      </Link>
    </section>
  );
}
