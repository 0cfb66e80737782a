import { marketingClaims } from '@lisa/catalogue/brand';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { SectionHeading } from './section-heading.tsx';

const included = [
  'Pay-as-you-go credits that never expire',
  'Two team seats included',
  'Every channel and 50+ integrations',
  'Setup, knowledge base and training by our team',
];

/** SPEC §1: no public price list — the call to action is a quote; the calculator estimates. */
export function PricingSection() {
  return (
    <section
      aria-labelledby="pricing-title"
      id="pricing"
      className="scroll-mt-20 bg-surface-muted py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="pricing-title"
          eyebrow="Pricing"
          title="Priced for your volume, not a fixed plan"
        >
          Every business talks to its customers differently, so we quote to fit: credits for the
          conversations you have, a one-time setup, and the support level you need.
        </SectionHeading>
        <div className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-2">
          <div className="rounded-card border border-brand-200 bg-surface-raised p-8 shadow-card">
            <h3 className="font-semibold text-ink text-xl">Get a quote from sales</h3>
            <p className="mt-2 text-ink-muted">
              We answer within 2 business days with a plan and a price.
            </p>
            <ul className="mt-6 space-y-3">
              {included.map((item) => (
                <li key={item} className="flex gap-3 text-ink">
                  <Check className="mt-0.5 h-5 w-5 shrink-0 text-accent-600" strokeWidth={2.5} />
                  {item}
                </li>
              ))}
            </ul>
            <Link
              to="/enterprise-quote"
              className="mt-8 inline-block rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
            >
              Get a quote
            </Link>
          </div>
          <div className="rounded-card border border-line bg-surface-raised p-8">
            <h3 className="font-semibold text-ink text-xl">Estimate it yourself</h3>
            <p className="mt-2 text-ink-muted">
              The pricing calculator shows credit tiers, setup and support costs in USD or KES, so
              you know what to expect before you talk to us.
            </p>
            <p className="mt-6 font-medium text-ink">
              {marketingClaims.trial}.{' '}
              <Link
                to="/register"
                className="font-semibold text-brand-700 underline underline-offset-4 hover:no-underline dark:text-brand-300"
              >
                Start free trial
              </Link>
            </p>
            <Link
              to="/pricing"
              className="mt-8 inline-block rounded-full border border-brand-300 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50"
            >
              Open the pricing calculator
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
