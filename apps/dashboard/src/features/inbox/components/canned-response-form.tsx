import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CannedResponse,
  type CannedResponseInput,
  cannedResponseInputSchema,
} from '@lisa/contracts/inbox';
import { Button } from '@lisa/ui/button';
import { Field } from '@lisa/ui/field';
import { Input, Textarea } from '@lisa/ui/input';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { useCannedMutations } from '../hooks/use-canned-mutations.ts';

type FormValues = z.input<typeof cannedResponseInputSchema>;

export interface CannedResponseFormProps {
  /** The response being edited, or null to add one. */
  editing: CannedResponse | null;
  onDone: () => void;
}

/** Short code + text over the contract's schema; the server's refusals land on the fields. */
export function CannedResponseForm({ editing, onDone }: CannedResponseFormProps) {
  const { save } = useCannedMutations();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, CannedResponseInput>({
    resolver: zodResolver(cannedResponseInputSchema),
    defaultValues: { short_code: editing?.short_code ?? '', text: editing?.text ?? '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      await save.mutateAsync({ id: editing?.id ?? null, input });
      onDone();
    } catch (error) {
      const answer = toApiFailure(
        error,
        'The canned response could not be saved. Please try again.',
      );
      const fields = Object.entries(answer.fields);
      for (const [name, message] of fields) {
        if (name === 'short_code' || name === 'text') form.setError(name, { message });
      }
      // 409 cannedTaken belongs to the short code; anything else is said above the form.
      if (answer.status === 409) form.setError('short_code', { message: answer.message });
      else if (fields.length === 0) setFailure(answer.message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      {failure ? (
        <p
          role="alert"
          className="rounded-lg border border-danger-ink/30 bg-danger-surface px-3 py-2 text-danger-ink text-sm"
        >
          {failure}
        </p>
      ) : null}
      <Field
        label="Short code"
        hint="Typed after / in the composer"
        error={errors.short_code?.message}
        required
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('short_code')}
            autoComplete="off"
            placeholder="refund"
          />
        )}
      </Field>
      <Field label="Text" error={errors.text?.message} required>
        {(control) => <Textarea {...control} {...form.register('text')} rows={5} />}
      </Field>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting} loadingLabel="Saving">
          {editing ? 'Save canned response' : 'Add canned response'}
        </Button>
      </div>
    </form>
  );
}
