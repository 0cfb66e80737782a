import { Button } from '@lisa/ui/button';
import { AlertTriangle } from 'lucide-react';

/** A load that failed: what happened, the server's words when it gave some, and Retry. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="m-3 flex flex-wrap items-center gap-3 rounded-card border border-danger-ink/30 bg-danger-surface p-3"
    >
      <AlertTriangle aria-hidden="true" className="h-5 w-5 shrink-0 text-danger-ink" />
      <p className="min-w-0 flex-1 text-sm text-danger-ink">{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
