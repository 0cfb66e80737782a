import type { ReactNode } from 'react';

/** A refusal above a form (role alert), or nothing. */
export function FormMessage({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <div
      role="alert"
      className="mb-4 rounded-lg border border-danger/30 bg-danger-surface px-3 py-2 text-danger-ink text-sm"
    >
      {children}
    </div>
  );
}
