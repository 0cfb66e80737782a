import { getIndustry, type IndustryId } from '@lisa/catalogue/industries';
import { findIntegration } from '@lisa/catalogue/integrations';
import { testimonials } from '@lisa/catalogue/testimonials';
import { Link } from 'react-router';
import { usePageMeta } from '../seo/use-page-meta.ts';
import { CompanyMark } from '../testimonials/company-mark.tsx';
import { AnalyticsCard } from './analytics-card.tsx';

const MAX_FEATURES = 6;
const trustedBy = [...new Set(testimonials.map((t) => t.company))];

export interface SolutionsDetailsProps {
  industryId: IndustryId;
  /** "Contact Us": opens the quote modal. */
  onContactUs: () => void;
  /** The pointer or the focus reached "Contact Us": load the modal's code. */
  onContactUsNear: () => void;
}

/**
 * The solutions page's content under the tabs (its own chunk, solutions-page.tsx): the
 * hero with its analytics card, the trusted-by strip, the features, what the AI does, the
 * customer stories and the call to action, from the catalogue's full industry content.
 */
export function SolutionsDetails({
  industryId,
  onContactUs,
  onContactUsNear,
}: SolutionsDetailsProps) {
  const industry = getIndustry(industryId);
  const features = industry.features.slice(0, MAX_FEATURES);
  const stories = [
    {
      heading: industry.testimonial.company,
      quote: industry.testimonial.quote,
      byline: `${industry.testimonial.name}, ${industry.testimonial.role}`,
    },
    {
      heading: industry.caseStudy.company,
      quote: industry.caseStudy.title,
      byline: industry.caseStudy.results.join(' · '),
    },
  ];

  usePageMeta({
    title: `${industry.title} solutions`,
    description: `${industry.subtitle}. ${industry.description}`,
  });

  return (
    <>
      <section
        aria-labelledby="solutions-hero-title"
        className="bg-gradient-to-b from-surface-muted to-surface"
      >
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:px-8 lg:py-24">
          <div>
            <p className="font-semibold text-[var(--industry-text)] text-sm uppercase tracking-widest">
              {industry.subtitle}
            </p>
            <h1
              id="solutions-hero-title"
              className="mt-4 font-extrabold text-4xl text-ink tracking-tight sm:text-5xl"
            >
              Smarter {industry.title}.
            </h1>
            <p className="mt-6 text-ink-muted text-lg leading-8">{industry.description}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link
                to="/register"
                className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
              >
                Start Free Trial
              </Link>
              {/* SPEC §2: "Watch Demo" has no action yet. */}
              <button
                type="button"
                className="rounded-full border border-line px-6 py-3 font-semibold text-ink hover:bg-surface-muted"
              >
                Watch Demo
              </button>
            </div>
          </div>
          <AnalyticsCard industry={industry} />
        </div>
      </section>

      <section aria-label="Trusted by" className="border-line border-y bg-surface py-8">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <p className="text-center font-semibold text-ink-muted text-sm uppercase tracking-widest">
            Trusted by teams at
          </p>
          <ul className="mt-5 flex flex-wrap justify-center gap-3">
            {trustedBy.map((company) => (
              <li key={company}>
                <CompanyMark name={company} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="solutions-features-title" className="bg-surface py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="solutions-features-title" className="text-center font-bold text-3xl text-ink">
            Built for {industry.title.toLowerCase()}
          </h2>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2">
            {features.map((feature) => (
              <li
                key={feature.title}
                className="rounded-card border border-line bg-surface-raised p-6"
              >
                <h3 className="font-semibold text-ink text-lg">{feature.title}</h3>
                <p className="mt-2 text-ink-muted leading-7">{feature.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="solutions-do-title" className="bg-surface-muted py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="solutions-do-title" className="text-center font-bold text-3xl text-ink">
            What Can Our AI Solutions Do For You?
          </h2>
          <div className="mt-12 grid gap-10 lg:grid-cols-2">
            <div>
              <h3 className="font-semibold text-ink text-xl">
                The problems we take off your plate
              </h3>
              <ul className="mt-4 space-y-4">
                {industry.painPoints.map((pain) => (
                  <li key={pain.title}>
                    <p className="font-semibold text-ink">{pain.title}</p>
                    <p className="text-ink-muted">{pain.description}</p>
                  </li>
                ))}
              </ul>
              <h3 className="mt-8 font-semibold text-ink text-xl">The impact</h3>
              <ul className="mt-4 list-disc space-y-2 pl-5 text-ink-muted">
                {industry.impact.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className="font-semibold text-ink text-xl">How it works</h3>
              <ol className="mt-4 space-y-4">
                {industry.workflow.map((step, index) => (
                  <li key={step.title} className="flex gap-4 rounded-2xl bg-surface-raised p-4">
                    <span
                      aria-hidden="true"
                      className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-[var(--industry-strong)] font-bold text-white"
                    >
                      {index + 1}
                    </span>
                    <span>
                      <span className="block font-semibold text-ink">{step.title}</span>
                      <span className="block text-ink-muted">{step.description}</span>
                    </span>
                  </li>
                ))}
              </ol>
              <h3 className="mt-8 font-semibold text-ink text-xl">Connects with</h3>
              <ul className="mt-4 flex flex-wrap gap-2">
                {industry.integrations.map((id) => {
                  const name = findIntegration(id)?.name;
                  return name ? (
                    <li key={id}>
                      <Link
                        to={`/integrations/access/${id}`}
                        className="inline-block rounded-full border border-line bg-surface-raised px-3 py-1 text-ink text-sm hover:border-brand-300"
                      >
                        {name}
                      </Link>
                    </li>
                  ) : null;
                })}
              </ul>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="solutions-stories-title" className="bg-surface py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="solutions-stories-title" className="text-center font-bold text-3xl text-ink">
            Customer stories
          </h2>
          <ul className="mt-12 grid gap-6 md:grid-cols-2">
            {stories.map((story) => (
              <li
                key={story.heading}
                className="rounded-card border border-line bg-surface-raised p-8 shadow-card"
              >
                <h3 className="font-semibold text-[var(--industry-text)] text-sm uppercase tracking-wider">
                  {story.heading}
                </h3>
                <blockquote className="mt-4 text-ink text-lg leading-8">“{story.quote}”</blockquote>
                <p className="mt-4 text-ink-muted text-sm">{story.byline}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="solutions-cta-title" className="bg-surface pb-24">
        <div className="mx-auto max-w-5xl rounded-3xl bg-gradient-to-br from-brand-700 to-accent-600 px-8 py-14 text-center text-white">
          <h2 id="solutions-cta-title" className="font-bold text-3xl">
            Ready to make {industry.title.toLowerCase()} smarter?
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-white/90">
            Start with a 14-day free trial, no credit card required, or talk to us about a rollout
            for your team.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link
              to="/register"
              className="rounded-full bg-white px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50 dark:bg-surface dark:hover:bg-surface-muted"
            >
              Start Free Trial
            </Link>
            <button
              type="button"
              onClick={onContactUs}
              onPointerEnter={onContactUsNear}
              onFocus={onContactUsNear}
              className="rounded-full border border-white/60 px-6 py-3 font-semibold text-white hover:bg-white/10"
            >
              Contact Us
            </button>
          </div>
        </div>
      </section>
    </>
  );
}
