import { brand } from '@lisa/catalogue/brand';
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

const rowY = (index: number) => 40 + index * 64;

/** The channels-to-apps diagram of SPEC §1, drawn in SVG with a text equivalent. */
function MergeDiagram() {
  // The <title> text is one string: React renders and hydrates it as a single node.
  return (
    <svg
      role="img"
      aria-labelledby="merge-diagram-title merge-diagram-desc"
      viewBox="0 0 800 340"
      className="h-auto w-full"
    >
      <title id="merge-diagram-title">{`How ${brand.name} merges customer data`}</title>
      <desc id="merge-diagram-desc">
        Messages arrive from {channels.join(', ')}. {brand.name} unifies, enriches and syncs them
        into one golden record per customer, which flows to {apps.join(', ')}.
      </desc>
      <defs>
        <linearGradient id="merge-core" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7c4dfa" />
          <stop offset="1" stopColor="#14b8a6" />
        </linearGradient>
      </defs>
      {channels.map((channel, index) => (
        <g key={channel}>
          <path
            d={`M170 ${rowY(index)} C 260 ${rowY(index)}, 260 170, 330 170`}
            fill="none"
            stroke="#bba8ff"
            strokeWidth="2"
          />
          <rect
            x="10"
            y={rowY(index) - 20}
            width="160"
            height="40"
            rx="20"
            fill="#f4f2ff"
            stroke="#d8cfff"
          />
          <text x="90" y={rowY(index) + 5} textAnchor="middle" fontSize="15" fill="#3d198b">
            {channel}
          </text>
        </g>
      ))}
      {apps.map((app, index) => (
        <g key={app}>
          <path
            d={`M470 170 C 540 170, 540 ${rowY(index)}, 630 ${rowY(index)}`}
            fill="none"
            stroke="#5eead4"
            strokeWidth="2"
          />
          <rect
            x="630"
            y={rowY(index) - 20}
            width="160"
            height="40"
            rx="10"
            fill="#f0fdfa"
            stroke="#99f6e4"
          />
          <text x="710" y={rowY(index) + 5} textAnchor="middle" fontSize="15" fill="#115e59">
            {app}
          </text>
        </g>
      ))}
      <rect x="330" y="80" width="140" height="180" rx="24" fill="url(#merge-core)" />
      <text x="400" y="112" textAnchor="middle" fontSize="14" fontWeight="700" fill="#ffffff">
        Golden record
      </text>
      {steps.map((step, index) => (
        <g key={step.name}>
          <rect
            x="350"
            y={132 + index * 38}
            width="100"
            height="28"
            rx="14"
            fill="#ffffff"
            fillOpacity="0.18"
          />
          <text
            x="400"
            y={151 + index * 38}
            textAnchor="middle"
            fontSize="14"
            fontWeight="600"
            fill="#ffffff"
          >
            {index + 1}. {step.name}
          </text>
        </g>
      ))}
    </svg>
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
