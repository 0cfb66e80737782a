import { useEffect, useState } from 'react';
import { readDraft, writeDraft } from '../lib/form-draft.ts';

/**
 * A piece of screen state outside a form (a question typed, which dialog is open) kept in
 * sessionStorage like a form draft: back after a reload or a trip to another page, forgotten
 * once it is `empty` again.
 */
export function useValueDraft<T>(name: string, empty: T): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(
    () => readDraft<{ value: T }>(window.sessionStorage, name, null)?.value ?? empty,
  );
  useEffect(() => {
    writeDraft(window.sessionStorage, name, null, { value }, { value: empty });
  }, [name, value, empty]);
  return [value, setValue];
}
