import { Link } from 'react-router';
import { TEXTS } from '../../../lib/texts.ts';

/** Stands in for a screen a later release builds; says so plainly instead of faking it. */
export function UnavailableScreen({ title }: { title: string }) {
  return (
    <section aria-labelledby="unavailable-title" className="mx-auto max-w-2xl py-16 text-center">
      <h1 id="unavailable-title" className="font-semibold text-2xl">
        {title}
      </h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{TEXTS.notAvailableYet}</p>
      <Link
        className="mt-6 inline-block font-medium text-indigo-600 hover:underline"
        to="/dashboard"
      >
        Back to the dashboard
      </Link>
    </section>
  );
}
