import { brand, showcaseRoutes } from '@lisa/catalogue/brand';
import { ATTENDANCE_MODES, MAX_RSVP_GUESTS, rsvpFormSchema } from '@lisa/contracts/forms';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { ContentPage } from '../features/content/content-page.tsx';
import { showcaseEvent } from '../features/events/showcase-event.ts';
import { ChoiceField, fieldErrors, TextField } from '../features/forms/field.tsx';
import { FormLayout } from '../features/forms/form-layout.tsx';
import { PersonFields } from '../features/forms/person-fields.tsx';
import { formsClient } from '../lib/forms-client.ts';

const attendanceLabels: Record<(typeof ATTENDANCE_MODES)[number], string> = {
  'in-person': 'In person, in Nairobi',
  online: 'Online',
};
const attendanceOptions = ATTENDANCE_MODES.map((value) => ({
  value,
  label: attendanceLabels[value],
}));

const SAVE_FAILED = 'We could not save your RSVP. Please try again later.';

export interface ConfirmInviteState {
  name: string;
  attendance: (typeof ATTENDANCE_MODES)[number];
}

export default function ShowcaseAttendPage() {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const guests = String(form.get('guests') ?? '').trim();
    const input = {
      name: String(form.get('name') ?? ''),
      email: String(form.get('email') ?? ''),
      company: String(form.get('company') ?? ''),
      jobTitle: String(form.get('jobTitle') ?? ''),
      attendance: form.get('attendance') ?? undefined,
      ...(guests ? { guests: Number(guests) } : {}),
    };
    const parsed = rsvpFormSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setFailed(false);
    setSending(true);
    try {
      await formsClient.submitRsvp(parsed.data);
      const state: ConfirmInviteState = {
        name: parsed.data.name,
        attendance: parsed.data.attendance,
      };
      navigate(showcaseRoutes.confirmInvite, { state });
    } catch {
      setFailed(true);
      setSending(false);
    }
  };

  return (
    <ContentPage
      eyebrow={brand.showcaseName}
      title={`RSVP for ${showcaseEvent.name}`}
      intro={
        <p>
          {showcaseEvent.dateLabel}, {showcaseEvent.timeLabel}. Tell us who is coming and how you
          will join.
        </p>
      }
      meta={{
        title: `RSVP · ${showcaseEvent.name}`,
        description: `Reserve your place at ${showcaseEvent.name}, in Nairobi or online.`,
      }}
    >
      <FormLayout
        label="RSVP form"
        onSubmit={onSubmit}
        submitLabel="Confirm my RSVP"
        sending={sending}
        failure={failed ? SAVE_FAILED : null}
      >
        <PersonFields nameLabel="Full name" errors={errors} />
        <TextField
          label="Job title"
          name="jobTitle"
          autoComplete="organization-title"
          error={errors.jobTitle}
        />
        <ChoiceField
          label="How will you attend?"
          name="attendance"
          options={attendanceOptions}
          required
          wide
          error={errors.attendance}
        />
        <TextField
          label="Guests you are bringing"
          name="guests"
          type="number"
          min={0}
          max={MAX_RSVP_GUESTS}
          inputMode="numeric"
          hint={`Up to ${MAX_RSVP_GUESTS}.`}
          error={errors.guests}
        />
      </FormLayout>
    </ContentPage>
  );
}
