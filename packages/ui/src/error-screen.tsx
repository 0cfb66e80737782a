import { CircleAlert } from 'lucide-react';

/** SPEC §2/§8: the generic fallback shown when a screen crashes. */
export const ERROR_SCREEN_TEXT = {
  title: 'Something went wrong',
  body: 'Please try refreshing the page',
  action: 'Refresh Page',
} as const;

export interface ErrorScreenProps {
  /** Defaults to reloading the page. */
  onRefresh?: () => void;
}

export function ErrorScreen({ onRefresh = () => window.location.reload() }: ErrorScreenProps) {
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <div
        aria-hidden="true"
        className="flex h-14 w-14 items-center justify-center rounded-full bg-danger-surface text-danger-ink"
      >
        <CircleAlert aria-hidden="true" className="h-7 w-7" />
      </div>
      <h1 className="font-bold text-2xl text-ink">{ERROR_SCREEN_TEXT.title}</h1>
      <p className="text-ink-muted">{ERROR_SCREEN_TEXT.body}</p>
      <button
        type="button"
        onClick={onRefresh}
        className="rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        {ERROR_SCREEN_TEXT.action}
      </button>
    </section>
  );
}
