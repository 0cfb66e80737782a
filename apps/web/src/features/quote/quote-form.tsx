import {
  QUOTE_RESPONSE_PROMISE,
  quoteDataSourceOptions,
  quoteIntegrationOptions,
  quoteSupportPackages,
  quoteWorkflowOptions,
} from '@lisa/catalogue/quote-options';
import { deploymentWindow } from '@lisa/contracts/form-values';
import type { QuoteDraft, QuoteForm as QuoteFormValues } from '@lisa/contracts/forms';
import { Spinner } from '@lisa/ui/spinner';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { deferredResolver } from '../forms/deferred-resolver.ts';
import { emptyQuoteDraft } from './quote-draft.ts';
import { QUOTE_SUCCESS_TITLE } from './quote-texts.ts';
import { type QuoteSubmitResult, submitQuote } from './submit-quote.ts';

type Status = 'editing' | 'submitting' | 'success';

export interface QuoteFormProps {
  mode: 'inline' | 'modal';
  onSuccess?: () => void;
  /** Injected in tests of the form logic; the page uses the api-client. */
  submit?: (form: Parameters<typeof submitQuote>[0]) => Promise<QuoteSubmitResult>;
  now?: () => Date;
}

type ListField = 'integrationsNeeded' | 'workflowsNeeded' | 'dataSources';

const inputClass =
  'mt-1 w-full rounded-lg border border-line bg-surface px-3 py-2 text-ink outline-none focus:border-brand-500 aria-[invalid=true]:border-red-500';

export function QuoteForm({
  mode,
  onSuccess,
  submit = submitQuote,
  now = () => new Date(),
}: QuoteFormProps) {
  const [status, setStatus] = useState<Status>('editing');
  const [formError, setFormError] = useState<string | null>(null);
  const prefix = useId();
  // The date window depends on today: the built HTML cannot know it, so the picker's
  // bounds appear once the page has hydrated (the schema checks the same window).
  const hydrated = useHydrated();
  const dateWindow = hydrated ? deploymentWindow(now()) : undefined;
  // The schema (and zod) loads when the visitor reaches the form, or on submit.
  const [checks] = useState(() =>
    deferredResolver<QuoteDraft, QuoteFormValues>(async () => {
      const [{ zodResolver }, { createQuoteDraftSchema }] = await Promise.all([
        import('@hookform/resolvers/zod'),
        import('@lisa/contracts/forms'),
      ]);
      return zodResolver(createQuoteDraftSchema(now));
    }),
  );
  // Checked on submit only (the first field in error takes the focus); changing a field
  // clears its message until the next submit.
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<QuoteDraft, unknown, QuoteFormValues>({
    resolver: checks.resolver,
    defaultValues: emptyQuoteDraft(),
    reValidateMode: 'onSubmit',
  });

  const id = (field: keyof QuoteDraft) => `${prefix}-${field}`;
  const field = (name: keyof QuoteDraft) => register(name, { onChange: () => clearErrors(name) });

  const send = async (form: QuoteFormValues) => {
    setStatus('submitting');
    const result = await submit(form);
    if (result.ok) {
      setStatus('success');
      onSuccess?.();
    } else {
      setStatus('editing');
      setFormError(result.message);
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting') return;
    setFormError(null);
    void handleSubmit(send)(event);
  };

  if (status === 'success') {
    return (
      <div
        role="status"
        className="rounded-2xl border border-emerald-200 bg-emerald-50 p-8 text-center dark:bg-emerald-950/40"
      >
        <p className="font-semibold text-2xl text-emerald-800 dark:text-emerald-200">
          {QUOTE_SUCCESS_TITLE}
        </p>
        <p className="mt-3 text-emerald-900 dark:text-emerald-100">
          Our sales team has your details. {QUOTE_RESPONSE_PROMISE}
        </p>
        {mode === 'inline' ? (
          <Link to="/" className="mt-6 inline-block font-semibold text-brand-600 hover:underline">
            Back to home
          </Link>
        ) : null}
      </div>
    );
  }

  const errorText = (name: keyof QuoteDraft) => errors[name]?.message;
  const errorOf = (name: keyof QuoteDraft) =>
    errorText(name) ? (
      <p id={`${id(name)}-error`} className="mt-1 text-red-600 text-sm">
        {errorText(name)}
      </p>
    ) : null;
  const a11y = (name: keyof QuoteDraft) => ({
    id: id(name),
    'aria-invalid': errorText(name) ? true : undefined,
    'aria-describedby': errorText(name) ? `${id(name)}-error` : undefined,
  });
  const text = (name: keyof QuoteDraft, label: string, type: string, autoComplete: string) => (
    <div>
      <label htmlFor={id(name)} className="font-medium text-ink text-sm">
        {label}{' '}
        <span aria-hidden="true" className="text-red-600">
          *
        </span>
      </label>
      <input
        {...a11y(name)}
        {...field(name)}
        type={type}
        required
        autoComplete={autoComplete}
        className={inputClass}
      />
      {errorOf(name)}
    </div>
  );
  const checkboxGroup = (name: ListField, legend: string, options: readonly string[]) => (
    <fieldset>
      <legend className="font-medium text-ink text-sm">{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option} className="flex items-center gap-2 text-ink-muted text-sm">
            <input
              {...field(name)}
              type="checkbox"
              value={option}
              className="h-4 w-4 accent-brand-600"
            />
            {option}
          </label>
        ))}
      </div>
      {errorOf(name)}
    </fieldset>
  );
  const consent = (name: 'agreedToTerms' | 'agreedToPrivacy', children: ReactNode) => (
    <div>
      <label className="flex items-start gap-2 text-ink text-sm">
        <input
          {...a11y(name)}
          {...field(name)}
          type="checkbox"
          required
          className="mt-0.5 h-4 w-4 accent-brand-600"
        />
        <span>{children}</span>
      </label>
      {errorOf(name)}
    </div>
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={checks.preload}
      onPointerEnter={checks.preload}
      aria-label="Enterprise quote"
      className="space-y-8"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {text('name', 'Full Name', 'text', 'name')}
        {text('email', 'Email Address', 'email', 'email')}
        {text('phoneNumber', 'Phone Number', 'tel', 'tel')}
        {text('company', 'Company Name', 'text', 'organization')}
        {text('jobTitle', 'Job Title', 'text', 'organization-title')}
        <div>
          <label htmlFor={id('deploymentDate')} className="font-medium text-ink text-sm">
            Target Deployment Date{' '}
            <span aria-hidden="true" className="text-red-600">
              *
            </span>
          </label>
          <input
            {...a11y('deploymentDate')}
            {...field('deploymentDate')}
            type="date"
            required
            min={dateWindow?.min}
            max={dateWindow?.max}
            className={inputClass}
          />
          {errorOf('deploymentDate')}
        </div>
        <div>
          <label htmlFor={id('expectedCustomers')} className="font-medium text-ink text-sm">
            Expected Number of Customers{' '}
            <span aria-hidden="true" className="text-red-600">
              *
            </span>
          </label>
          <input
            {...a11y('expectedCustomers')}
            {...field('expectedCustomers')}
            type="number"
            required
            min={1}
            step={1}
            className={inputClass}
          />
          {errorOf('expectedCustomers')}
        </div>
      </div>

      <fieldset>
        <legend className="font-medium text-ink text-sm">Support Package</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {quoteSupportPackages.map((pkg) => (
            <label
              key={pkg.id}
              className="flex cursor-pointer gap-3 rounded-xl border border-line p-4 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 dark:has-[:checked]:bg-brand-900/30"
            >
              <input
                {...field('supportPackage')}
                type="radio"
                value={pkg.id}
                className="mt-1 accent-brand-600"
              />
              <span>
                <span className="block font-semibold text-ink">
                  {pkg.name}{' '}
                  <span className="font-normal text-ink-muted text-sm">· {pkg.priceLabel}</span>
                </span>
                <span className="block text-ink-muted text-xs">{pkg.features.join(', ')}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {checkboxGroup('integrationsNeeded', 'Integrations Needed', quoteIntegrationOptions)}
      {checkboxGroup('workflowsNeeded', 'Workflows Needed', quoteWorkflowOptions)}
      {checkboxGroup('dataSources', 'Data Sources', quoteDataSourceOptions)}

      <div>
        <label htmlFor={id('usecase')} className="font-medium text-ink text-sm">
          Additional Information
        </label>
        <textarea
          {...a11y('usecase')}
          {...field('usecase')}
          rows={4}
          placeholder="Tell us about your use case, channels and goals"
          className={inputClass}
        />
        {errorOf('usecase')}
      </div>

      <div className="space-y-3">
        {consent(
          'agreedToTerms',
          <>
            I agree to the{' '}
            <Link
              to="/terms"
              target="_blank"
              className="text-brand-700 underline dark:text-brand-300"
            >
              Terms of Service
            </Link>
          </>,
        )}
        {consent(
          'agreedToPrivacy',
          <>
            I agree to the{' '}
            <Link
              to="/privacy"
              target="_blank"
              className="text-brand-700 underline dark:text-brand-300"
            >
              Privacy Policy
            </Link>
          </>,
        )}
      </div>

      {formError ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-700 text-sm dark:bg-red-950/40 dark:text-red-200"
        >
          {formError}
        </p>
      ) : null}

      <div className="flex items-center justify-end gap-4">
        {mode === 'inline' ? (
          <Link to="/" className="font-medium text-ink-muted hover:text-ink">
            Cancel
          </Link>
        ) : null}
        <button
          type="submit"
          disabled={status === 'submitting'}
          className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-card hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {status === 'submitting' ? <Spinner size="sm" label="Submitting" /> : null}
          {status === 'submitting' ? 'Submitting…' : 'Request Quote'}
        </button>
      </div>
    </form>
  );
}
