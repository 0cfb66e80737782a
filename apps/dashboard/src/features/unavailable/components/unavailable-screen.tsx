import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { TEXTS } from '../../../lib/texts.ts';

/** Stands in for a screen a later release builds; says so plainly instead of faking it. */
export function UnavailableScreen({ title }: { title: string }) {
  return (
    <section aria-labelledby="unavailable-title" className="mx-auto max-w-2xl py-16 text-center">
      <div
        aria-hidden="true"
        className="mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-brand-surface text-brand-ink"
      >
        <Construction className="h-6 w-6" />
      </div>
      <h1 id="unavailable-title" className="font-semibold text-2xl">
        {title}
      </h1>
      <p className="mt-3 text-ink-muted">{TEXTS.notAvailableYet}</p>
      <Link
        className="mt-6 inline-block font-medium text-brand-ink hover:underline"
        to="/dashboard"
      >
        Back to the dashboard
      </Link>
    </section>
  );
}
