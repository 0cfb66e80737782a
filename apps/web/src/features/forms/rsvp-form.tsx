import { showcaseRoutes } from '@lisa/catalogue/brand';
import { ATTENDANCE_MODES, MAX_RSVP_GUESTS } from '@lisa/contracts/form-values';
import type { RsvpForm, RsvpFormInput } from '@lisa/contracts/forms';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { formsClient } from '../../lib/forms-client.ts';
import { deferredResolver } from './deferred-resolver.ts';
import { ChoiceField, TextField } from './field.tsx';
import { FormLayout } from './form-layout.tsx';
import { PersonFields } from './person-fields.tsx';

const attendanceLabels: Record<(typeof ATTENDANCE_MODES)[number], string> = {
  'in-person': 'In person, in Nairobi',
  online: 'Online',
};
const attendanceOptions = ATTENDANCE_MODES.map((value) => ({
  value,
  label: attendanceLabels[value],
}));

/** An empty box means no guests field at all; anything else is checked as a number. */
const guestCount = (value: string) => (value.trim() === '' ? undefined : Number(value.trim()));

const checks = deferredResolver<RsvpFormInput, RsvpForm>(async () => {
  const [{ zodResolver }, { rsvpFormSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@lisa/contracts/forms'),
  ]);
  return zodResolver(rsvpFormSchema);
});

const SAVE_FAILED = 'We could not save your RSVP. Please try again later.';

export interface ConfirmInviteState {
  name: string;
  attendance: (typeof ATTENDANCE_MODES)[number];
}

/** The RSVP form (its own chunk: routes/showcase-attend-page.tsx). */
export function RsvpFormFields() {
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const form = useForm<RsvpFormInput, unknown, RsvpForm>({
    resolver: checks.resolver,
    defaultValues: { name: '', email: '', company: '', jobTitle: '' },
    reValidateMode: 'onSubmit',
    // The RSVP has never moved the focus to a field in error (the contact and quote forms do).
    shouldFocusError: false,
  });
  const {
    register,
    formState: { errors },
  } = form;

  const send = async (rsvp: RsvpForm) => {
    setFailed(false);
    setSending(true);
    try {
      await formsClient.submitRsvp(rsvp);
      const state: ConfirmInviteState = { name: rsvp.name, attendance: rsvp.attendance };
      navigate(showcaseRoutes.confirmInvite, { state });
    } catch {
      setFailed(true);
      setSending(false);
    }
  };

  return (
    <FormProvider {...form}>
      <FormLayout
        label="RSVP form"
        onSubmit={form.handleSubmit(send)}
        onReached={checks.preload}
        submitLabel="Confirm my RSVP"
        sending={sending}
        failure={failed ? SAVE_FAILED : null}
      >
        <PersonFields nameLabel="Full name" />
        <TextField
          label="Job title"
          autoComplete="organization-title"
          error={errors.jobTitle?.message}
          {...register('jobTitle')}
        />
        <ChoiceField
          label="How will you attend?"
          options={attendanceOptions}
          required
          wide
          error={errors.attendance?.message}
          {...register('attendance')}
        />
        <TextField
          label="Guests you are bringing"
          type="number"
          min={0}
          max={MAX_RSVP_GUESTS}
          inputMode="numeric"
          hint={`Up to ${MAX_RSVP_GUESTS}.`}
          error={errors.guests?.message}
          {...register('guests', { setValueAs: guestCount })}
        />
      </FormLayout>
    </FormProvider>
  );
}
