import { brand, showcaseRoutes } from '@lisa/catalogue/brand';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { ContentPage } from '../features/content/content-page.tsx';
import { showcaseCalendarFile, showcaseEvent } from '../features/events/showcase-event.ts';
import type { ConfirmInviteState } from '../features/forms/rsvp-form.tsx';

function isConfirmState(value: unknown): value is ConfirmInviteState {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ConfirmInviteState).name === 'string'
  );
}

/** After an RSVP (or from the invitation email): the confirmation and a calendar file. */
export default function ShowcaseConfirmPage() {
  const { state } = useLocation();
  const confirmed = isConfirmState(state) ? state : null;
  const calendarHref = useMemo(
    () => `data:text/calendar;charset=utf-8,${encodeURIComponent(showcaseCalendarFile())}`,
    [],
  );
  return (
    <ContentPage
      eyebrow={brand.showcaseName}
      title={confirmed ? `You're on the list, ${confirmed.name}!` : 'Your invitation'}
      intro={
        confirmed ? (
          <p>
            We have saved your RSVP for {showcaseEvent.name} (
            {confirmed.attendance === 'online' ? 'joining online' : 'joining in person'}). A
            confirmation email is on its way.
          </p>
        ) : (
          <p>
            {showcaseEvent.name} takes place on {showcaseEvent.dateLabel}. If you have not replied
            yet,{' '}
            <Link to={showcaseRoutes.attend} className="font-semibold text-brand-700 underline">
              RSVP here
            </Link>
            .
          </p>
        )
      }
      meta={{
        title: `Confirm your invitation · ${showcaseEvent.name}`,
        description: `Your place at ${showcaseEvent.name}: date, venue and calendar file.`,
      }}
    >
      <dl className="mt-12 grid gap-4 rounded-card border border-line bg-surface-raised p-6 sm:grid-cols-3">
        <div>
          <dt className="text-ink-muted text-sm">Date</dt>
          <dd className="font-semibold text-ink">{showcaseEvent.dateLabel}</dd>
        </div>
        <div>
          <dt className="text-ink-muted text-sm">Time</dt>
          <dd className="font-semibold text-ink">{showcaseEvent.timeLabel}</dd>
        </div>
        <div>
          <dt className="text-ink-muted text-sm">Where</dt>
          <dd className="font-semibold text-ink">{showcaseEvent.place}</dd>
        </div>
      </dl>
      <p className="mt-8 flex flex-wrap gap-3">
        <a
          href={calendarHref}
          download="lisa-live-2025.ics"
          className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
        >
          Add to calendar
        </a>
        <Link
          to={showcaseRoutes.event}
          className="rounded-full border border-line px-6 py-3 font-semibold text-ink hover:bg-surface-muted"
        >
          See the agenda
        </Link>
      </p>
    </ContentPage>
  );
}
