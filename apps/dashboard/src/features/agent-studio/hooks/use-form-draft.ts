import { useCallback, useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { clearDraft, readDraft, writeDraft } from '../lib/form-draft.ts';

/**
 * Keeps a form's unsaved values in sessionStorage while they differ from `saved`, and puts
 * them back (as unsaved changes) when the form opens again over the same saved version.
 * `name` null keeps nothing. Answers a function that forgets the draft (call it once the
 * values were sent).
 */
export function useFormDraft<T extends FieldValues>(
  form: UseFormReturn<T>,
  name: string | null,
  basis: string | null,
  saved: T,
): () => void {
  useEffect(() => {
    if (name === null) return;
    const storage = window.sessionStorage;
    const draft = readDraft<T>(storage, name, basis);
    if (draft) form.reset(draft, { keepDefaultValues: true });
    const subscription = form.watch((values) =>
      writeDraft<unknown>(storage, name, basis, values, form.formState.defaultValues ?? saved),
    );
    return () => subscription.unsubscribe();
  }, [form, name, basis, saved]);
  return useCallback(() => {
    if (name !== null) clearDraft(window.sessionStorage, name);
  }, [name]);
}
