import { brand, showcaseRoutes } from '@lisa/catalogue/brand';
import { Link } from 'react-router';
import { ContentPage, ContentSection } from '../features/content/content-page.tsx';
import { showcaseEvent } from '../features/events/showcase-event.ts';

export default function ShowcasePage() {
  return (
    <ContentPage
      eyebrow="Our annual product showcase"
      title={showcaseEvent.name}
      intro={
        <p>
          {showcaseEvent.dateLabel}, {showcaseEvent.timeLabel}. {showcaseEvent.place}. A day of
          launches, live builds and customer stories from the {brand.name} team.
        </p>
      }
      meta={{
        title: showcaseEvent.name,
        description: `${brand.showcaseName}, our annual product showcase: ${showcaseEvent.dateLabel} in Nairobi and online.`,
      }}
      aside={
        <Link
          to={showcaseRoutes.attend}
          className="inline-block rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
        >
          Reserve your seat
        </Link>
      }
    >
      <ContentSection title="Agenda" id="agenda">
        <ol className="!list-none !pl-0">
          {showcaseEvent.agenda.map(([time, item]) => (
            <li key={time} className="flex gap-4 border-line border-b py-3">
              <span className="w-14 shrink-0 font-semibold text-ink">{time}</span>
              <span>{item}</span>
            </li>
          ))}
        </ol>
      </ContentSection>
      <ContentSection title="Who should come" id="audience">
        <ul>
          <li>
            Customer service and contact-centre leads who want to see automation working on real
            traffic.
          </li>
          <li>Operations and IT teams planning CRM, ERP or WhatsApp integrations.</li>
          <li>Current customers: meet the team and shape the roadmap.</li>
        </ul>
        <p>
          Entry is free. Seats in Nairobi are limited; online attendance is open to everyone.{' '}
          <Link to={showcaseRoutes.attend}>RSVP here</Link>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
