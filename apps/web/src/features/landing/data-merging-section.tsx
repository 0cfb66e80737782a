import { brand } from '@lisa/catalogue/brand';
import { ChevronsDown } from 'lucide-react';
import { SectionHeading } from './section-heading.tsx';

const channels = ['Website chat', 'WhatsApp', 'Messenger', 'Instagram', 'Email'];
const apps = ['Zoho CRM', 'Odoo', 'Kijani', 'Slack', 'Asana'];
const steps = [
  {
    name: 'Unify',
    body: 'Conversations from every channel are matched to one customer, whatever number or handle they wrote from.',
  },
  {
    name: 'Enrich',
    body: 'Details the customer shares — name, order, budget, appointment — are captured as structured fields.',
  },
  {
    name: 'Sync',
    body: 'The golden record is written back to your CRM and business apps, and kept in step as things change.',
  },
];

const columnClass = 'flex flex-wrap justify-center gap-2 md:flex-col md:flex-nowrap md:gap-3';
const pillClass = 'border px-4 py-2 text-center text-sm md:w-40 md:self-center';
/** The flow arrows point down while the diagram is stacked and right once it is a row. */
const flowClass = 'h-8 w-8 shrink-0 md:h-10 md:w-10 md:-rotate-90';

/**
 * The channels-to-apps diagram of SPEC §1 with a text equivalent: channels flow into the
 * golden record and out to the apps, stacked on phones and side by side from md up.
 */
function MergeDiagram() {
  return (
    <div
      role="img"
      aria-labelledby="merge-diagram-title merge-diagram-desc"
      className="flex flex-col items-center gap-3 md:flex-row md:justify-center md:gap-10"
    >
      <span id="merge-diagram-title" className="sr-only">
        {`How ${brand.name} merges customer data`}
      </span>
      <span id="merge-diagram-desc" className="sr-only">
        Messages arrive from {channels.join(', ')}. {brand.name} unifies, enriches and syncs them
        into one golden record per customer, which flows to {apps.join(', ')}.
      </span>
      <ul className={columnClass}>
        {channels.map((channel) => (
          <li
            key={channel}
            className={`${pillClass} rounded-full border-brand-200 bg-brand-50 text-brand-900`}
          >
            {channel}
          </li>
        ))}
      </ul>
      <ChevronsDown className={`${flowClass} text-brand-300`} />
      <div className="flex w-40 shrink-0 flex-col items-center gap-2.5 rounded-3xl bg-linear-to-br from-brand-500 to-accent-500 px-4 py-5 text-white">
        <p className="font-bold text-sm">Golden record</p>
        <ol className="flex w-full flex-col gap-2.5">
          {steps.map((step, index) => (
            <li
              key={step.name}
              className="rounded-full bg-white/20 py-1 text-center font-semibold text-sm"
            >
              {index + 1}. {step.name}
            </li>
          ))}
        </ol>
      </div>
      <ChevronsDown className={`${flowClass} text-teal-300`} />
      <ul className={columnClass}>
        {apps.map((app) => (
          <li
            key={app}
            className={`${pillClass} rounded-[10px] border-teal-200 bg-teal-50 text-teal-800`}
          >
            {app}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function DataMergingSection() {
  return (
    <section
      aria-labelledby="data-merging-title"
      id="data-merging"
      className="scroll-mt-20 bg-surface py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="data-merging-title"
          eyebrow="Data merging"
          title="One golden record for every customer"
        >
          The same customer writes on WhatsApp on Monday and from your website on Friday.{' '}
          {brand.name} recognises them, keeps one record, and keeps your business apps in sync.
        </SectionHeading>
        <div className="mt-12 rounded-card border border-line bg-surface-raised p-4 shadow-card sm:p-8">
          <MergeDiagram />
        </div>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.name} className="rounded-card bg-surface-muted p-6">
              <h3 className="font-semibold text-ink text-lg">
                {index + 1}. {step.name}
              </h3>
              <p className="mt-2 text-ink-muted leading-7">{step.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
