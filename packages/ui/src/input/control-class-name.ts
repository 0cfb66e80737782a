/** The shared look of text-like controls; `aria-invalid` turns the border red. */
export const controlClassName =
  'block w-full rounded-lg border border-line bg-surface-raised px-3 py-2 text-ink text-sm shadow-xs placeholder:text-ink-muted focus-visible:border-brand-500 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger-ink';
