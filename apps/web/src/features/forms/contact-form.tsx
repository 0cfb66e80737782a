import type { ContactForm as ContactMessage, contactFormSchema } from '@lisa/contracts/forms';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formsClient } from '../../lib/forms-client.ts';
import { deferredResolver } from './deferred-resolver.ts';
import { TextAreaField, TextField } from './field.tsx';
import { FormLayout } from './form-layout.tsx';
import { PersonFields } from './person-fields.tsx';

type Status =
  | { state: 'editing' }
  | { state: 'sending' }
  | { state: 'sent'; name: string }
  | { state: 'failed' };

const SEND_FAILED = 'We could not send your message. Please try again later.';

type ContactValues = z.input<typeof contactFormSchema>;

const checks = deferredResolver<ContactValues, ContactMessage>(async () => {
  const [{ zodResolver }, { contactFormSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@lisa/contracts/forms'),
  ]);
  return zodResolver(contactFormSchema);
});

/** The contact form (its own chunk: routes/contact-page.tsx). */
export function ContactForm() {
  const [status, setStatus] = useState<Status>({ state: 'editing' });
  // Checked on submit only; the first field in error takes the focus.
  const form = useForm<ContactValues, unknown, ContactMessage>({
    resolver: checks.resolver,
    defaultValues: { name: '', email: '', company: '', phone: '', message: '' },
    reValidateMode: 'onSubmit',
  });
  const {
    register,
    formState: { errors },
  } = form;

  const send = async (contact: ContactMessage) => {
    setStatus({ state: 'sending' });
    try {
      await formsClient.submitForm('contact', contact);
      setStatus({ state: 'sent', name: contact.name });
    } catch {
      // What the visitor typed stays in the form so they can send it again.
      setStatus({ state: 'failed' });
    }
  };

  return status.state === 'sent' ? (
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
  );
}
