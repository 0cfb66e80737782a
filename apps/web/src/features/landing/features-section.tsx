import { SectionHeading } from './section-heading.tsx';

/** SPEC §1: the six features, each with a small line icon. */
const features = [
  {
    title: 'Custom Workflows',
    body: 'Design multi-step flows that qualify leads, take bookings, create orders and push every answer straight into your CRM.',
    icon: 'M4 6h6v4H4zM14 14h6v4h-6zM7 10v4a2 2 0 002 2h5',
  },
  {
    title: 'Contextual Flexibility',
    body: 'Lisa keeps the thread of a conversation, understands follow-ups and switches language with the customer — over 30 of them.',
    icon: 'M4 5h16v10H8l-4 4z',
  },
  {
    title: 'Human Handoff',
    body: 'When a person is needed, the conversation moves to your team with its full history, so no customer repeats themselves.',
    icon: 'M8 11a3 3 0 100-6 3 3 0 000 6zM16 11a3 3 0 100-6 3 3 0 000 6zM3 19a5 5 0 0110 0M11 19a5 5 0 0110 0',
  },
  {
    title: '24/7 Availability',
    body: 'Nights, weekends and holidays: every customer gets an instant, accurate answer, and your team starts the day with a clear inbox.',
    icon: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v5l3 2',
  },
  {
    title: 'Data Insights',
    body: 'See what customers ask, where conversations stall and which answers convert, with reports your whole team can read.',
    icon: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  },
  {
    title: 'Easy Integration',
    body: 'Connect WhatsApp, your website, Slack, Asana, Google Meet, Zoho CRM, Odoo and more — 50+ tools without engineering work.',
    icon: 'M9 7V3M15 7V3M7 7h10v4a5 5 0 01-10 0zM12 16v5',
  },
];

export function FeaturesSection() {
  return (
    <section
      aria-labelledby="features-title"
      id="features"
      className="scroll-mt-20 bg-surface-muted py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Everything your customer conversations need"
        >
          One assistant that knows your business, works on every channel and knows when to bring in
          a human.
        </SectionHeading>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => (
            <li
              key={feature.title}
              className="rounded-card border border-line bg-surface-raised p-6"
            >
              <span
                aria-hidden="true"
                className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-100 text-brand-700"
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="h-6 w-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d={feature.icon} />
                </svg>
              </span>
              <h3 className="mt-5 font-semibold text-ink text-lg">{feature.title}</h3>
              <p className="mt-2 text-ink-muted leading-7">{feature.body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
