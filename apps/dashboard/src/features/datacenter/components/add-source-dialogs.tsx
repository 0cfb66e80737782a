import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@lisa/ui/button';
import { Dialog } from '@lisa/ui/dialog';
import { Field } from '@lisa/ui/field';
import { Checkbox, Input, Select, Textarea } from '@lisa/ui/input';
import { toast } from '@lisa/ui/toast';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { useFormDraft } from '../../agent-studio/hooks/use-form-draft.ts';
import { FormMessage } from '../../forms/components/form-message.tsx';
import type { DatacenterApi } from '../api/datacenter-api.ts';

export type AddKind = 'url' | 'text' | 'qa';

const urlForm = z.object({
  url: z.url({ protocol: /^https?$/, error: 'Enter a web address starting with https://' }),
  title: z.string().trim().max(200),
  crawl: z.boolean(),
  depth: z.coerce.number().int().min(0).max(3),
  pages: z.coerce
    .number({ error: 'Crawl 1 to 100 pages' })
    .int()
    .min(1, 'Crawl 1 to 100 pages')
    .max(100, 'Crawl 1 to 100 pages'),
});
const textForm = z.object({
  title: z.string().trim().min(1, 'Give the text a title').max(200),
  text: z.string().trim().min(1, 'Paste some text').max(200_000),
});
const qaForm = z.object({
  question: z.string().trim().min(1, 'Write the question').max(1000),
  answer: z.string().trim().min(1, 'Write the answer').max(10_000),
});

interface Props {
  kind: AddKind | null;
  onClose: () => void;
  api: DatacenterApi;
  onAdded: () => void;
  /** Keeps what is typed for this tab under `<draft>.<kind>` until it is added (set-up). */
  draft?: string;
}

const URL_DEFAULTS = { url: '', title: '', crawl: false, depth: 2, pages: 20 };
const TEXT_DEFAULTS = { title: '', text: '' };
const QA_DEFAULTS = { question: '', answer: '' };

/** Adding a web page, pasted text or a question with its answer. */
export function AddSourceDialog({ kind, onClose, api, onAdded, draft }: Props) {
  const draftOf = (form: AddKind) => (draft ? `${draft}.${form}` : null);
  const title =
    kind === 'url' ? 'Add a web page' : kind === 'text' ? 'Paste text' : 'Write a Q&A pair';
  return (
    <Dialog open={kind !== null} onOpenChange={(open) => (open ? null : onClose())} title={title}>
      {kind === 'url' ? (
        <UrlForm api={api} onDone={onAdded} onClose={onClose} draft={draftOf('url')} />
      ) : null}
      {kind === 'text' ? (
        <TextForm api={api} onDone={onAdded} onClose={onClose} draft={draftOf('text')} />
      ) : null}
      {kind === 'qa' ? (
        <QaForm api={api} onDone={onAdded} onClose={onClose} draft={draftOf('qa')} />
      ) : null}
    </Dialog>
  );
}

interface FormProps {
  api: DatacenterApi;
  onDone: () => void;
  onClose: () => void;
  draft?: string | null;
}

function Actions({
  onClose,
  pending,
  label,
}: {
  onClose: () => void;
  pending: boolean;
  label: string;
}) {
  return (
    <div className="mt-6 flex justify-end gap-2">
      <Button variant="secondary" onClick={onClose}>
        Cancel
      </Button>
      <Button type="submit" loading={pending} loadingLabel="Adding">
        {label}
      </Button>
    </div>
  );
}

function UrlForm({ api, onDone, onClose, draft = null }: FormProps) {
  const form = useForm<z.input<typeof urlForm>, unknown, z.output<typeof urlForm>>({
    defaultValues: URL_DEFAULTS,
    resolver: zodResolver(urlForm),
  });
  const forget = useFormDraft(form, draft, null, URL_DEFAULTS);
  const { errors, isSubmitting } = form.formState;
  const crawl = form.watch('crawl');
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const source = await api.add({
        type: 'url',
        url: values.url,
        ...(values.title ? { title: values.title } : {}),
        ...(values.crawl ? { crawl: { max_depth: values.depth, max_pages: values.pages } } : {}),
      });
      forget();
      toast.success(
        values.crawl ? `Reading ${source.title} in the background.` : `Added "${source.title}".`,
      );
      onDone();
      onClose();
    } catch (error) {
      form.setError('root', {
        message: toApiFailure(error, 'The page could not be added.').message,
      });
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormMessage>{errors.root?.message}</FormMessage>
      <Field label="Web address" error={errors.url?.message} required>
        {(control) => (
          <Input {...control} type="url" placeholder="https://" {...form.register('url')} />
        )}
      </Field>
      <Field
        label="Title"
        hint="Optional: the page's own title is used otherwise."
        error={errors.title?.message}
      >
        {(control) => <Input {...control} {...form.register('title')} />}
      </Field>
      <Controller
        control={form.control}
        name="crawl"
        render={({ field }) => (
          <Checkbox
            checked={field.value}
            onCheckedChange={field.onChange}
            label="Also read the pages it links to on the same site"
          />
        )}
      />
      {crawl ? (
        <div className="grid grid-cols-2 gap-3">
          <Field label="Links deep" hint="0 to 3" error={errors.depth?.message}>
            {(control) => (
              <Select {...control} {...form.register('depth')}>
                {[0, 1, 2, 3].map((d) => (
                  <option key={d} value={d}>
                    {d}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="At most pages" hint="1 to 100" error={errors.pages?.message}>
            {(control) => (
              <Input {...control} type="number" min={1} max={100} {...form.register('pages')} />
            )}
          </Field>
        </div>
      ) : null}
      <Actions onClose={onClose} pending={isSubmitting} label="Add page" />
    </form>
  );
}

function TextForm({ api, onDone, onClose, draft = null }: FormProps) {
  const form = useForm<z.infer<typeof textForm>>({
    defaultValues: TEXT_DEFAULTS,
    resolver: zodResolver(textForm),
  });
  const forget = useFormDraft(form, draft, null, TEXT_DEFAULTS);
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await api.add({ type: 'text', ...values });
      forget();
      toast.success(`Added "${values.title}".`);
      onDone();
      onClose();
    } catch (error) {
      form.setError('root', {
        message: toApiFailure(error, 'The text could not be added.').message,
      });
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormMessage>{errors.root?.message}</FormMessage>
      <Field label="Title" error={errors.title?.message} required>
        {(control) => <Input {...control} {...form.register('title')} />}
      </Field>
      <Field label="Text" error={errors.text?.message} required>
        {(control) => <Textarea {...control} rows={8} {...form.register('text')} />}
      </Field>
      <Actions onClose={onClose} pending={isSubmitting} label="Add text" />
    </form>
  );
}

/** One question and its answer; also used to answer a knowledge gap and to edit a pair. */
export function QaForm({
  onClose,
  defaults = QA_DEFAULTS,
  submitLabel = 'Add Q&A',
  save,
  api,
  onDone,
  draft = null,
}: Partial<FormProps> & {
  onClose: () => void;
  defaults?: { question: string; answer: string };
  submitLabel?: string;
  save?: (values: { question: string; answer: string }) => Promise<void>;
}) {
  const form = useForm<z.infer<typeof qaForm>>({
    defaultValues: defaults,
    resolver: zodResolver(qaForm),
  });
  const forget = useFormDraft(form, draft, null, defaults);
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (save) await save(values);
      else
        await api?.add({
          type: 'faq',
          title: values.question.slice(0, 200),
          entries: [values],
        });
      forget();
      toast.success('Saved. Your agent answers from it now.');
      onDone?.();
      onClose();
    } catch (error) {
      form.setError('root', {
        message: toApiFailure(error, 'The answer could not be saved.').message,
      });
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormMessage>{errors.root?.message}</FormMessage>
      <Field label="Question" error={errors.question?.message} required>
        {(control) => <Input {...control} {...form.register('question')} />}
      </Field>
      <Field label="Answer" error={errors.answer?.message} required>
        {(control) => <Textarea {...control} rows={5} {...form.register('answer')} />}
      </Field>
      <Actions onClose={onClose} pending={isSubmitting} label={submitLabel} />
    </form>
  );
}
