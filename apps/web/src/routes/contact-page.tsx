import { brand } from '@lisa/catalogue/brand';
import { contactFormSchema } from '@lisa/contracts/forms';
import { Spinner } from '@lisa/ui/spinner';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ContentPage } from '../features/content/content-page.tsx';
import { fieldErrors, TextAreaField, TextField } from '../features/forms/field.tsx';
import { formsClient } from '../lib/forms-client.ts';

type Status =
  | { state: 'editing' }
  | { state: 'sending' }
  | { state: 'sent'; name: string }
  | { state: 'failed' };

const SEND_FAILED = 'We could not send your message. Please try again later.';

export default function ContactPage() {
  const [status, setStatus] = useState<Status>({ state: 'editing' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = contactFormSchema.safeParse(data);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      const firstInvalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      requestAnimationFrame(() =>
        (firstInvalid ?? formRef.current?.querySelector('[aria-invalid="true"]'))?.focus(),
      );
      return;
    }
    setErrors({});
    setStatus({ state: 'sending' });
    try {
      await formsClient.submitForm('contact', parsed.data);
      setStatus({ state: 'sent', name: parsed.data.name });
    } catch {
      // What the visitor typed stays in the form so they can send it again.
      setStatus({ state: 'failed' });
    }
  };

  return (
    <ContentPage
      eyebrow="Contact"
      title="Talk to us"
      intro={
        <p>
          Questions about {brand.name}, a partnership or the press: send us a message and we reply
          within 2 business days. For a price,{' '}
          <Link to="/enterprise-quote" className="font-semibold text-brand-700 underline">
            request a quote
          </Link>
          .
        </p>
      }
      meta={{
        title: 'Contact',
        description: `Contact the ${brand.shortName} team: sales, support, partnerships and press.`,
      }}
    >
      {status.state === 'sent' ? (
        <div role="status" className="mt-12 rounded-card border border-success/40 bg-success/5 p-8">
          <h2 className="font-semibold text-ink text-xl">Thank you, {status.name}.</h2>
          <p className="mt-2 text-ink-muted">
            Your message has reached our team. We will reply by email within 2 business days.
          </p>
        </div>
      ) : (
        <form
          ref={formRef}
          noValidate
          onSubmit={onSubmit}
          className="mt-12 grid gap-5 sm:grid-cols-2"
          aria-label="Contact form"
        >
          <TextField label="Name" name="name" autoComplete="name" required error={errors.name} />
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            error={errors.email}
          />
          <TextField
            label="Company"
            name="company"
            autoComplete="organization"
            error={errors.company}
          />
          <TextField
            label="Phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            error={errors.phone}
          />
          <div className="sm:col-span-2">
            <TextAreaField label="Message" name="message" required error={errors.message} />
          </div>
          {status.state === 'failed' ? (
            <p role="alert" className="text-danger sm:col-span-2">
              {SEND_FAILED}
            </p>
          ) : null}
          <div className="sm:col-span-2">
            <button
              type="submit"
              disabled={status.state === 'sending'}
              className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
            >
              {status.state === 'sending' ? <Spinner size="sm" label="Sending" /> : null}
              Send message
            </button>
          </div>
        </form>
      )}
    </ContentPage>
  );
}
