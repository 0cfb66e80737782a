import { brand } from '@lisa/catalogue/brand';
import { ContentPage } from '../features/content/content-page.tsx';
import { showcaseEvent } from '../features/events/showcase-event.ts';
import { FormPlaceholder } from '../features/forms/form-placeholder.tsx';
import { deferredPart } from '../lib/deferred-part.tsx';

// The form (react-hook-form, the fields, the forms client) loads beside the page's own
// code and hydrates on its own (lib/deferred-part.tsx).
const RsvpForm = deferredPart(
  () => import('../features/forms/rsvp-form.tsx').then((module) => module.RsvpFormFields),
  <FormPlaceholder />,
);

export default function ShowcaseAttendPage() {
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
      <RsvpForm />
    </ContentPage>
  );
}
