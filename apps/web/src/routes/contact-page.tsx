import { brand } from '@lisa/catalogue/brand';
import type { ContactForm, contactFormSchema } from '@lisa/contracts/forms';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { ContentPage } from '../features/content/content-page.tsx';
import { deferredResolver } from '../features/forms/deferred-resolver.ts';
import { TextAreaField, TextField } from '../features/forms/field.tsx';
import { FormLayout } from '../features/forms/form-layout.tsx';
import { PersonFields } from '../features/forms/person-fields.tsx';
import { formsClient } from '../lib/forms-client.ts';

type Status =
  | { state: 'editing' }
  | { state: 'sending' }
  | { state: 'sent'; name: string }
  | { state: 'failed' };

const SEND_FAILED = 'We could not send your message. Please try again later.';

type ContactValues = z.input<typeof contactFormSchema>;

const checks = deferredResolver<ContactValues, ContactForm>(async () => {
  const [{ zodResolver }, { contactFormSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@lisa/contracts/forms'),
  ]);
  return zodResolver(contactFormSchema);
});

export default function ContactPage() {
  const [status, setStatus] = useState<Status>({ state: 'editing' });
  // Checked on submit only; the first field in error takes the focus.
  const form = useForm<ContactValues, unknown, ContactForm>({
    resolver: checks.resolver,
    defaultValues: { name: '', email: '', company: '', phone: '', message: '' },
    reValidateMode: 'onSubmit',
  });
  const {
    register,
    formState: { errors },
  } = form;

  const send = async (contact: ContactForm) => {
    setStatus({ state: 'sending' });
    try {
      await formsClient.submitForm('contact', contact);
      setStatus({ state: 'sent', name: contact.name });
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
        <FormProvider {...form}>
          <FormLayout
            label="Contact form"
            onSubmit={form.handleSubmit(send)}
            onReached={checks.preload}
            submitLabel="Send message"
            sending={status.state === 'sending'}
            failure={status.state === 'failed' ? SEND_FAILED : null}
          >
            <PersonFields nameLabel="Name" />
            <TextField
              label="Phone"
              type="tel"
              autoComplete="tel"
              error={errors.phone?.message}
              {...register('phone')}
            />
            <TextAreaField
              label="Message"
              required
              wide
              error={errors.message?.message}
              {...register('message')}
            />
          </FormLayout>
        </FormProvider>
      )}
    </ContentPage>
  );
}
