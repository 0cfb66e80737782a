import type { ReactNode } from 'react';

/** A server answer above the form: errors are alerts, confirmations are polite status. */
export function FormAlert({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  if (tone === 'error') {
    return (
      <div
        role="alert"
        className="mb-4 rounded-lg border border-danger/30 bg-danger-surface px-3 py-2 text-danger-ink text-sm"
      >
        {children}
      </div>
    );
  }
  return (
    <output className="mb-4 block rounded-lg border border-success/30 bg-success-surface px-3 py-2 text-success-ink text-sm">
      {children}
    </output>
  );
}
