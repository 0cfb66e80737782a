import { SectionHeading } from './section-heading.tsx';

/** SPEC §1: the four-step process. */
const steps = [
  {
    title: 'Setup',
    body: 'Create an assistant, choose its purpose — support, sales or bookings — and connect WhatsApp or your website in minutes.',
  },
  {
    title: 'Create Knowledge Base',
    body: 'Upload your FAQs, documents or links. Lisa learns your products, prices and policies and answers from them, with sources.',
  },
  {
    title: 'Deploy',
    body: 'Go live with one click on every channel at once: the same assistant on your website, WhatsApp, Messenger and Instagram.',
  },
  {
    title: 'Customize',
    body: 'Add workflows that collect information, update your CRM, create orders and send reminders — no code required.',
  },
];

export function HowItWorksSection() {
  return (
    <section
      aria-labelledby="how-it-works-title"
      id="how-it-works"
      className="scroll-mt-20 bg-surface py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="how-it-works-title"
          eyebrow="How it works"
          title="From sign-up to live agent in four steps"
        >
          Most teams are answering real customers within a week. Full implementation takes 1-2
          weeks.
        </SectionHeading>
        <ol className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li
              key={step.title}
              className="relative rounded-card border border-line bg-surface-raised p-6 shadow-card"
            >
              <span
                aria-hidden="true"
                className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-5 font-semibold text-ink text-lg">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-ink-muted leading-7">{step.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
