import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { type ApiFailure, toApiFailure } from '../../../lib/api-failure.ts';

/**
 * Runs a form's call and reads its refusal: the server's per-field messages go on the
 * fields of the same name (setError), the rest is `failure` for an alert above the form.
 * The values stay as typed, whatever happens.
 */
export function useServerFailure<V extends FieldValues>(form: UseFormReturn<V>, fallback: string) {
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const [onFields, setOnFields] = useState(false);

  async function run(action: () => Promise<void>): Promise<boolean> {
    setFailure(null);
    try {
      await action();
      return true;
    } catch (error) {
      const read = toApiFailure(error, fallback);
      const names = Object.keys(form.getValues());
      let placed = false;
      for (const [name, message] of Object.entries(read.fields)) {
        if (!names.includes(name)) continue;
        form.setError(name as Path<V>, { type: 'server', message });
        placed = true;
      }
      setOnFields(placed);
      setFailure(read);
      return false;
    }
  }

  return {
    failure,
    /** The message for the alert, unless the fields already say it. */
    alert: failure && !onFields ? failure.message : null,
    run,
    reset: () => setFailure(null),
  };
}
