import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { neighboursOf } from './docs-nav.ts';

/** The previous and next pages in the sidebar's order, at the end of a docs page. */
export function PreviousNext({ path }: { path: string }) {
  const { previous, next } = neighboursOf(path);
  if (!previous && !next) return null;
  return (
    <nav
      aria-label="Previous and next pages"
      className="mt-16 grid gap-4 border-line border-t pt-8 sm:grid-cols-2"
    >
      {previous ? (
        <Link
          to={previous.path}
          rel="prev"
          className="group flex items-center gap-3 rounded-xl border border-line p-4 hover:border-brand-600"
        >
          <ChevronLeft aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
          <span>
            <span className="block text-ink-muted text-xs">Previous</span>
            <span className="font-semibold text-ink">{previous.title}</span>
          </span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link
          to={next.path}
          rel="next"
          className="group flex items-center justify-end gap-3 rounded-xl border border-line p-4 text-right hover:border-brand-600"
        >
          <span>
            <span className="block text-ink-muted text-xs">Next</span>
            <span className="font-semibold text-ink">{next.title}</span>
          </span>
          <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
        </Link>
      ) : null}
    </nav>
  );
}
