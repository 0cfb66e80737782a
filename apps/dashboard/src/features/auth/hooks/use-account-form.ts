import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AccountApiError } from '../api/account-error.ts';

/** Messages by field name, for the checks a contracts schema cannot make. */
export type FieldErrors = Record<string, string>;

interface AccountFormOptions<V extends Record<string, string>, S extends z.ZodType> {
  initialValues: V;
  /** The contracts schema of the request this form sends. */
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
 * react-hook-form over a contracts schema, with what every account screen adds: form-only
 * checks (`check`), the server's answer (its per-field messages land on the fields, the
 * rest in `error`) and nothing typed lost on failure. Errors are checked on submit and
 * stay until the next one, as the screens always did.
 */
export function useAccountForm<V extends Record<string, string>, S extends z.ZodType>(
  options: AccountFormOptions<V, S>,
) {
  const { schema, toRequest, check, send, failureMessage, onFailure } = options;
  const [error, setError] = useState<AccountApiError | null>(null);

  const checkRequest = zodResolver(schema as never) as unknown as Resolver<FieldValues>;
  const resolver: Resolver<V> = async (values, context, resolverOptions) => {
    const checked = await checkRequest(toRequest(values) as FieldValues, context, {
      ...resolverOptions,
      fields: {},
      names: undefined,
    } as never);
    const schemaOk = Object.keys(checked.errors).length === 0;
    const extra = check ? check(values, schemaOk) : {};
    const errors = { ...checked.errors };
    for (const [name, message] of Object.entries(extra)) {
      errors[name] = { type: 'validate', message };
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors } as never;
    return { values, errors: {} };
  };

  const form = useForm<V>({
    defaultValues: options.initialValues as never,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = form.formState;

  const fields: FieldErrors = {};
  for (const [name, fieldError] of Object.entries(errors)) {
    if (typeof fieldError?.message === 'string') fields[name] = fieldError.message;
  }

  /** Props for a FormField bound to one value: react-hook-form's register plus its error. */
  const field = (name: keyof V & string) => ({
    ...form.register(name as Path<V>),
    error: fields[name],
  });

  const onSubmit = form.handleSubmit(
    async (values) => {
      setError(null);
      try {
        await send(schema.parse(toRequest(values)) as z.infer<S>, values);
      } catch (caught) {
        const failure =
          caught instanceof AccountApiError
            ? caught
            : new AccountApiError({ code: 'unknown', message: failureMessage, status: 0 });
        onFailure?.(failure);
        for (const [name, message] of Object.entries(failure.fields)) {
          form.setError(name as Path<V>, { type: 'server', message });
        }
        setError(failure);
      }
    },
    () => setError(null),
  );

  return {
    values: form.watch() as V,
    setValue: (name: keyof V & string, value: string) =>
      form.setValue(name as Path<V>, value as never),
    field,
    fields,
    error,
    pending: isSubmitting,
    onSubmit,
  };
}
