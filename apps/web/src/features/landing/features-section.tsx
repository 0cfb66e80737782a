import { ChartColumn, Clock, MessageSquare, Plug, Users, Workflow } from 'lucide-react';
import { SectionHeading } from './section-heading.tsx';

/** SPEC §1: the six features, each with a small line icon. */
const features = [
  {
    title: 'Custom Workflows',
    body: 'Design multi-step flows that qualify leads, take bookings, create orders and push every answer straight into your CRM.',
    icon: Workflow,
  },
  {
    title: 'Contextual Flexibility',
    body: 'Lisa keeps the thread of a conversation, understands follow-ups and switches language with the customer — over 30 of them.',
    icon: MessageSquare,
  },
  {
    title: 'Human Handoff',
    body: 'When a person is needed, the conversation moves to your team with its full history, so no customer repeats themselves.',
    icon: Users,
  },
  {
    title: '24/7 Availability',
    body: 'Nights, weekends and holidays: every customer gets an instant, accurate answer, and your team starts the day with a clear inbox.',
    icon: Clock,
  },
  {
    title: 'Data Insights',
    body: 'See what customers ask, where conversations stall and which answers convert, with reports your whole team can read.',
    icon: ChartColumn,
  },
  {
    title: 'Easy Integration',
    body: 'Connect WhatsApp, your website, Slack, Asana, Google Meet, Zoho CRM, Odoo and more — 50+ tools without engineering work.',
    icon: Plug,
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
                <feature.icon className="h-6 w-6" strokeWidth={1.8} />
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
