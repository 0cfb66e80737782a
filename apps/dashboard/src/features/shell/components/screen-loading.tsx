import { Spinner } from '@lisa/ui/spinner';

/** Shown inside the layout while a lazy screen's code loads. */
export function ScreenLoading() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center text-brand-ink">
      <Spinner label="Loading screen" size="lg" />
    </div>
  );
}
