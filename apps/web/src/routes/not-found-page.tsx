import { NotFoundScreen } from '@lisa/ui/not-found';
import { Link } from 'react-router';
import { usePageMeta } from '../features/seo/use-page-meta.ts';

export default function NotFoundPage() {
  usePageMeta({
    title: 'Page not found',
    description: 'This page does not exist on the Lisa website.',
  });
  return (
    <main>
      <NotFoundScreen
        homeLink={
          <div className="flex flex-wrap justify-center gap-3">
            <Link
              to="/"
              className="rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700"
            >
              Back to home
            </Link>
            <Link
              to="/help"
              className="rounded-full border border-line px-6 py-2.5 font-semibold text-ink hover:bg-surface-muted"
            >
              Visit the Help Center
            </Link>
          </div>
        }
      />
    </main>
  );
}
