import { Spinner } from '@lisa/ui/spinner';
import type { FormEvent, ReactNode } from 'react';

interface FormLayoutProps {
  /** The form's accessible name ('Contact form', 'RSVP form'). */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
  /** The submit button's text. */
  submitLabel: string;
  /** A send is under way: the button is disabled and shows a spinner. */
  sending: boolean;
  /** Said in an alert above the button after a send failed; the fields keep their values. */
  failure?: string | null | undefined;
  /** The visitor reached the form (first focus or pointer inside it): load its checks. */
  onReached?: () => void;
  children: ReactNode;
}

/**
 * The site's forms share one frame: a two-column grid of fields (validated by
 * react-hook-form with the contracts' zod schemas, hence noValidate), the failure alert,
 * and the submit button with its spinner. `onSubmit` is the form's `handleSubmit(...)`.
 */
export function FormLayout({
  label,
  onSubmit,
  submitLabel,
  sending,
  failure,
  onReached,
  children,
}: FormLayoutProps) {
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={onReached}
      onPointerEnter={onReached}
      aria-label={label}
      className="mt-12 grid gap-5 sm:grid-cols-2"
    >
      {children}
      {failure ? (
        <p role="alert" className="text-danger sm:col-span-2">
          {failure}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={sending}
          className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
        >
          {sending ? <Spinner size="sm" label="Sending" /> : null}
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
