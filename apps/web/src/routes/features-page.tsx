import { brand, marketingClaims } from '@lisa/catalogue/brand';
import { Link } from 'react-router';
import { ContentPage } from '../features/content/content-page.tsx';

const groups = [
  {
    title: 'Answers customers can trust',
    items: [
      [
        'Grounded in your knowledge',
        'Answers come from your FAQs, documents and links, with the sources kept for your review.',
      ],
      [
        'Contextual flexibility',
        'Follow-up questions, changes of mind and mixed languages are understood in context.',
      ],
      [
        marketingClaims.languages,
        'Customers write in their language; the assistant replies in the same one.',
      ],
    ],
  },
  {
    title: 'Work that gets done in the chat',
    items: [
      [
        'Custom workflows',
        'Collect details, qualify leads, create orders, book appointments and send reminders.',
      ],
      [
        'CRM updates',
        'Contacts and leads are created or updated in Zoho CRM, Kijani or Odoo as the conversation happens.',
      ],
      [
        'Tasks for your team',
        'Complaints, refunds and callbacks become Asana tasks or Slack posts so nothing is forgotten.',
      ],
    ],
  },
  {
    title: 'People stay in charge',
    items: [
      [
        'Human handoff',
        'The conversation moves to a teammate with its full history; the assistant stays silent until handed back.',
      ],
      [
        'Shared inbox',
        'Every channel in one inbox, with assignment, filters and real-time updates.',
      ],
      [
        'Data insights',
        'See volumes, resolution rates, top questions and where customers drop off.',
      ],
    ],
  },
  {
    title: 'Everywhere your customers are',
    items: [
      ['24/7 availability', 'Instant answers at night, at weekends and on public holidays.'],
      [
        'Omnichannel',
        'Website widget, WhatsApp, Messenger, Instagram and the public API from one assistant.',
      ],
      [
        'Easy integration',
        `${marketingClaims.tools} connect in a few clicks; anything else through the REST API.`,
      ],
    ],
  },
];

/**
 * Screenshots of the real dashboard on the seeded demo business, taken by
 * e2e/screenshots/product-screenshots.ts into public/screenshots (README, "Product
 * screenshots"); 1280x800 PNGs, with AVIF and WebP copies at 1280 and 640 px wide
 * (scripts/encode-screenshots.mjs).
 */
const screenshots = [
  [
    'inbox',
    'The shared inbox: every channel in one list, with handed-over conversations',
    'Inbox screen: a list of conversations beside an open thread',
  ],
  ['pipeline', 'The sales pipeline: deals by stage', 'Pipeline screen: deal cards in columns'],
  [
    'datacenter',
    'The data centre: the documents and pages the assistant answers from',
    'Data centre screen: a table of knowledge sources',
  ],
  [
    'analytics',
    'Analytics: conversations, resolution and why conversations were handed over',
    'Analytics screen: figures and charts',
  ],
] as const;

/** Two columns from md (the wide content column is at most 72rem), one below. */
const SCREENSHOT_SIZES = '(min-width: 768px) min(36rem, 50vw), 100vw';

/**
 * AVIF, else WebP, else the PNG: each at the width the layout needs. Its alt says what the
 * picture shows; the figure's caption beside it says what it means (not the same words twice).
 */
function Screenshot({ name, alt }: { name: string; alt: string }) {
  const srcSet = (ext: string) =>
    `/screenshots/${name}-640.${ext} 640w, /screenshots/${name}.${ext} 1280w`;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={SCREENSHOT_SIZES} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={SCREENSHOT_SIZES} />
      <img
        src={`/screenshots/${name}.png`}
        alt={alt}
        width={1280}
        height={800}
        loading="lazy"
        decoding="async"
        className="h-auto w-full"
      />
    </picture>
  );
}

export default function FeaturesPage() {
  return (
    <ContentPage
      eyebrow="Features"
      title={`What ${brand.name} can do`}
      intro={
        <p>
          An AI agent that answers, acts and knows when to bring in a person — on every channel,
          around the clock.
        </p>
      }
      meta={{
        title: 'Features',
        description: `${brand.name} features: workflows, human handoff, 24/7 answers in 30+ languages, CRM updates, analytics and integrations.`,
      }}
      width="wide"
      aside={
        <div className="flex flex-wrap gap-3">
          <Link
            to="/enterprise-quote"
            className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
          >
            Start Your Setup
          </Link>
          <Link
            to="/pricing"
            className="rounded-full border border-line px-6 py-3 font-semibold text-ink hover:bg-surface-muted"
          >
            See pricing
          </Link>
        </div>
      }
    >
      <section aria-labelledby="in-the-product" className="mt-14">
        <h2 id="in-the-product" className="font-bold text-2xl text-ink">
          See it in the product
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {screenshots.map(([name, caption, alt]) => (
            <li key={name}>
              <figure className="overflow-hidden rounded-card border border-line bg-surface-raised">
                <Screenshot name={name} alt={alt} />
                <figcaption className="border-line border-t px-4 py-3 text-ink-muted text-sm">
                  {caption}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>
      {groups.map((group) => (
        <section key={group.title} aria-label={group.title} className="mt-14">
          <h2 className="font-bold text-2xl text-ink">{group.title}</h2>
          <ul className="mt-6 grid gap-5 md:grid-cols-3">
            {group.items.map(([title, body]) => (
              <li key={title} className="rounded-card border border-line bg-surface-raised p-6">
                <h3 className="font-semibold text-ink">{title}</h3>
                <p className="mt-2 text-ink-muted leading-7">{body}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </ContentPage>
  );
}
