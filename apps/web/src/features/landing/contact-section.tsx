import { brand } from '@lisa/catalogue/brand';
import { Link } from 'react-router';

/** The closing call to action; the FAQ's "Contact our team" lands here (#contact). */
export function ContactSection() {
  return (
    <section aria-labelledby="contact-title" id="contact" className="scroll-mt-20 bg-surface py-24">
      <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
        <div className="rounded-3xl bg-gradient-to-br from-brand-700 to-accent-600 px-8 py-14 text-center text-white shadow-card">
          <h2 id="contact-title" className="font-bold text-3xl tracking-tight sm:text-4xl">
            Talk to our team
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-white/90">
            Tell us where your customers write to you and what they ask. We will show you{' '}
            {brand.assistantName} answering them, and plan your rollout with you.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link
              to="/enterprise-quote"
              className="rounded-full bg-white px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50 dark:bg-surface dark:hover:bg-surface-muted"
            >
              Contact Sales
            </Link>
            <Link
              to="/contact"
              className="rounded-full border border-white/60 px-6 py-3 font-semibold text-white hover:bg-white/10"
            >
              Send us a message
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
