// The integrations screens' failed load: what went wrong and a button that asks again.
import { Button } from '@lisa/ui/button';
import { RefreshCw } from 'lucide-react';
import { toApiFailure } from '../../../lib/api-failure.ts';

export function LoadError({
  error,
  fallback,
  onRetry,
  className,
}: {
  error: unknown;
  fallback: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={`flex flex-wrap items-center gap-3 rounded-lg border border-danger/30 bg-danger-surface px-3 py-2 text-danger-ink text-sm ${className ?? ''}`}
    >
      <span className="min-w-0 flex-1">{toApiFailure(error, fallback).message}</span>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <RefreshCw aria-hidden="true" className="h-4 w-4" />
        Try again
      </Button>
    </div>
  );
}
