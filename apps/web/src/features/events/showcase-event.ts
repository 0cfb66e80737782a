import { brand } from '@lisa/catalogue/brand';

/** The 2025 showcase the announcement banner and event pages describe. */
export const showcaseEvent = {
  name: brand.defaultRsvpEventName,
  dateLabel: 'Thursday 16 October 2025',
  timeLabel: '09:00 – 17:00 EAT',
  place: 'Kenyatta International Convention Centre, Nairobi — and streamed online',
  /** For the calendar file. */
  startUtc: '20251016T060000Z',
  endUtc: '20251016T140000Z',
  agenda: [
    ['09:00', 'Doors open, coffee and demos'],
    ['10:00', `Keynote: the next year of ${brand.name}`],
    ['11:00', 'Live build: from FAQ to WhatsApp assistant in 20 minutes'],
    ['12:30', 'Lunch and the integrations marketplace'],
    ['14:00', 'Customer panel: clinics, lenders and public services'],
    ['15:30', 'Workshops: workflows, handoff and analytics'],
    ['16:30', 'Roadmap Q&A with the product team'],
  ] as const,
};

/** An .ics file so the invitee can add the event to a calendar. */
export function showcaseCalendarFile(): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${brand.name}//${brand.showcaseName}//EN`,
    'BEGIN:VEVENT',
    `UID:${brand.showcasePath.slice(1)}-2025@lisa.ai`,
    `DTSTAMP:${showcaseEvent.startUtc}`,
    `DTSTART:${showcaseEvent.startUtc}`,
    `DTEND:${showcaseEvent.endUtc}`,
    `SUMMARY:${showcaseEvent.name}`,
    `LOCATION:${showcaseEvent.place.replace(/,/g, '\\,')}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
}
