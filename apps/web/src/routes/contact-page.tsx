import { brand } from '@lisa/catalogue/brand';
import { contactFormSchema } from '@lisa/contracts/forms';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ContentPage } from '../features/content/content-page.tsx';
import { fieldErrors, TextAreaField, TextField } from '../features/forms/field.tsx';
import { FormLayout } from '../features/forms/form-layout.tsx';
import { PersonFields } from '../features/forms/person-fields.tsx';
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
        <FormLayout
          ref={formRef}
          label="Contact form"
          onSubmit={onSubmit}
          submitLabel="Send message"
          sending={status.state === 'sending'}
          failure={status.state === 'failed' ? SEND_FAILED : null}
        >
          <PersonFields nameLabel="Name" errors={errors} />
          <TextField
            label="Phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            error={errors.phone}
          />
          <TextAreaField label="Message" name="message" required wide error={errors.message} />
        </FormLayout>
      )}
    </ContentPage>
  );
}
