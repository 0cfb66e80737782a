import { zodResolver } from '@hookform/resolvers/zod';
import { INBOX_ANSWERS_SOURCE_TITLE, inboxAnswerInputSchema } from '@lisa/contracts/knowledge';
import { Button } from '@lisa/ui/button';
import { Dialog } from '@lisa/ui/dialog';
import { Field } from '@lisa/ui/field';
import { Textarea } from '@lisa/ui/input';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toApiFailure } from '../../../lib/api-failure.ts';
import type { SavedAnswers } from '../hooks/use-saved-answers.ts';

const formSchema = inboxAnswerInputSchema.pick({ question: true, answer: true });
type FormValues = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

export interface SaveAnswerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  messageId: number;
  /** Prefilled: the visitor's question and the teammate's reply, both editable. */
  question: string;
  answer: string;
  answers: SavedAnswers;
}

/**
 * The question and answer a teammate's reply becomes in the knowledge, edited before saving
 * (a reply says "Hi Amelia" and "tomorrow"; the answer should not). Refusals are shown here,
 * on the field they concern or above the form, and what was typed stays.
 */
export function SaveAnswerDialog({
  open,
  onOpenChange,
  messageId,
  question,
  answer,
  answers,
}: SaveAnswerDialogProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { question, answer },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await answers.save.mutateAsync({ message_id: messageId, ...values });
      onOpenChange(false);
    } catch (error) {
      const refused = toApiFailure(error, 'The answer could not be saved. Please try again.');
      const fields = Object.entries(refused.fields);
      for (const [name, message] of fields) {
        if (name === 'question' || name === 'answer') form.setError(name, { message });
      }
      if (!fields.some(([name]) => name === 'question' || name === 'answer')) {
        setFailure(refused.message);
      }
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Save as answer"
      description={`Added to "${INBOX_ANSWERS_SOURCE_TITLE}" in your data centre: your agent answers visitors asking alike from now on. Edit both so they read well for anyone.`}
      width="max-w-xl"
    >
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
          label="Question"
          hint="How visitors ask it"
          error={errors.question?.message}
          required
        >
          {(control) => <Textarea {...control} {...form.register('question')} rows={2} />}
        </Field>
        <Field label="Answer" error={errors.answer?.message} required>
          {(control) => <Textarea {...control} {...form.register('answer')} rows={6} />}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting} loadingLabel="Saving">
            Save
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
