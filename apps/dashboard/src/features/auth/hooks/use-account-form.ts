import { type ChangeEvent, type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { AccountApiError } from '../api/account-error.ts';
import { type FieldErrors, validate } from '../lib/validate.ts';

interface AccountFormOptions<V extends Record<string, string>, S extends z.ZodType> {
  initialValues: V;
  schema: S;
  /** The part of the values the schema checks (form-only inputs such as `confirm` stay out). */
  toRequest: (values: V) => unknown;
  /** Checks the schema cannot make; their messages join the schema's ones. */
  check?: (values: V, schemaOk: boolean) => FieldErrors;
  /** Makes the call and moves on; `values` are the raw inputs the data came from. */
  send: (data: z.infer<S>, values: V) => Promise<void>;
  /** Shown when the call fails without an account error from the server. */
  failureMessage: string;
  onFailure?: (failure: AccountApiError) => void;
}

/** Same message on every screen that asks for a password twice. */
export function confirmMismatch(password: string, confirm: string): FieldErrors {
  return confirm !== password ? { confirm: 'Passwords do not match' } : {};
}

/**
 * The state every account form shares: values, per-field errors, the server error and the
 * pending flag, plus a submit handler that validates, sends and maps the failure.
 */
export function useAccountForm<V extends Record<string, string>, S extends z.ZodType>(
  options: AccountFormOptions<V, S>,
) {
  const { schema, toRequest, check, send, failureMessage, onFailure } = options;
  const [values, setValues] = useState<V>(options.initialValues);
  const [fields, setFields] = useState<FieldErrors>({});
  const [error, setError] = useState<AccountApiError | null>(null);
  const [pending, setPending] = useState(false);

  const setValue = (key: keyof V & string, value: string) =>
    setValues((current) => ({ ...current, [key]: value }));

  /** Props for a FormField bound to one value; the input's name is the value's key. */
  const field = (key: keyof V & string) => ({
    name: key,
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(key, event.target.value),
    error: fields[key],
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const checked = validate(schema, toRequest(values));
    const found: FieldErrors = {
      ...(checked.ok ? {} : checked.fields),
      ...(check ? check(values, checked.ok) : {}),
    };
    if (!checked.ok || Object.keys(found).length > 0) {
      setFields(found);
      return;
    }
    setFields({});
    setPending(true);
    try {
      await send(checked.data, values);
    } catch (caught) {
      const failure =
        caught instanceof AccountApiError
          ? caught
          : new AccountApiError({ code: 'unknown', message: failureMessage, status: 0 });
      onFailure?.(failure);
      setFields(failure.fields);
      setError(failure);
    } finally {
      setPending(false);
    }
  }

  return { values, setValue, field, fields, error, pending, onSubmit };
}
