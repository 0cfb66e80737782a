import { brand, showcaseRoutes } from '@lisa/catalogue/brand';
import { ATTENDANCE_MODES, MAX_RSVP_GUESTS, rsvpFormSchema } from '@lisa/contracts/forms';
import { Spinner } from '@lisa/ui/spinner';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { ContentPage } from '../features/content/content-page.tsx';
import { showcaseEvent } from '../features/events/showcase-event.ts';
import { fieldErrors, TextField } from '../features/forms/field.tsx';
import { formsClient } from '../lib/forms-client.ts';

const attendanceLabels: Record<(typeof ATTENDANCE_MODES)[number], string> = {
  'in-person': 'In person, in Nairobi',
  online: 'Online',
};

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
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label="RSVP form"
        className="mt-12 grid gap-5 sm:grid-cols-2"
      >
        <TextField label="Full name" name="name" autoComplete="name" required error={errors.name} />
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
          label="Job title"
          name="jobTitle"
          autoComplete="organization-title"
          error={errors.jobTitle}
        />
        <fieldset
          className="sm:col-span-2"
          aria-describedby={errors.attendance ? 'attendance-error' : undefined}
        >
          <legend className="font-medium text-ink text-sm">
            How will you attend?
            <span aria-hidden="true" className="text-danger">
              {' '}
              *
            </span>
          </legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {ATTENDANCE_MODES.map((mode) => (
              <label key={mode} className="flex items-center gap-2 text-ink">
                <input
                  type="radio"
                  name="attendance"
                  value={mode}
                  className="h-4 w-4 accent-brand-600"
                />
                {attendanceLabels[mode]}
              </label>
            ))}
          </div>
          {errors.attendance ? (
            <p id="attendance-error" className="mt-1.5 text-danger text-sm">
              {errors.attendance}
            </p>
          ) : null}
        </fieldset>
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
        {failed ? (
          <p role="alert" className="text-danger sm:col-span-2">
            We could not save your RSVP. Please try again later.
          </p>
        ) : null}
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={sending}
            className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
          >
            {sending ? <Spinner size="sm" label="Sending" /> : null}
            Confirm my RSVP
          </button>
        </div>
      </form>
    </ContentPage>
  );
}
