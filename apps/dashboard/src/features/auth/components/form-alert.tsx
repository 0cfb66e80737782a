import type { ReactNode } from 'react';

/** A server answer above the form: errors are alerts, confirmations are polite status. */
export function FormAlert({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  if (tone === 'error') {
    return (
      <div
        role="alert"
        className="mb-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-700 text-sm"
      >
        {children}
      </div>
    );
  }
  return (
    <output className="mb-4 block rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-emerald-800 text-sm">
      {children}
    </output>
  );
}
