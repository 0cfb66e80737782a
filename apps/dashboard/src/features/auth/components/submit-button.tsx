import { Spinner } from '@lisa/ui/spinner';
import type { ReactNode } from 'react';

export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending || undefined}
      className="flex w-full items-center justify-center gap-2 rounded-lg bg-indigo-600 px-4 py-2.5 font-medium text-sm text-white hover:bg-indigo-700 disabled:cursor-not-allowed disabled:opacity-70"
    >
      {pending ? <Spinner size="sm" label="Submitting" /> : null}
      {children}
    </button>
  );
}
