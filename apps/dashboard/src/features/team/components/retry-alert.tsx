import { Button } from '@lisa/ui/button';
import { Card } from '@lisa/ui/card';
import { AlertTriangle } from 'lucide-react';

/** A load that failed: what happened and a Retry. */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Card role="alert" className="flex flex-wrap items-center gap-3">
      <AlertTriangle aria-hidden="true" className="h-5 w-5 shrink-0 text-danger-ink" />
      <p className="min-w-0 flex-1 text-sm">{message} Check your connection and try again.</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Retry
      </Button>
    </Card>
  );
}
