import {
  getIndustry,
  INDUSTRY_IDS,
  industries,
  resolveIndustryId,
} from '@lisa/catalogue/industries';
import { findIntegration } from '@lisa/catalogue/integrations';
import { testimonials } from '@lisa/catalogue/testimonials';
import * as Tabs from '@radix-ui/react-tabs';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { FloatingChatLauncher } from '../chat/floating-chat-launcher.tsx';
import { BackToTop } from '../layout/back-to-top.tsx';
import { Footer } from '../layout/footer.tsx';
import { SkipLink } from '../layout/skip-link.tsx';
import { usePageMeta } from '../seo/use-page-meta.ts';
import { CompanyMark } from '../testimonials/company-mark.tsx';
import { AnalyticsCard } from './analytics-card.tsx';
import { SolutionsNav } from './solutions-nav.tsx';

/** SPEC §2: back-to-top shows after 500 px on the solutions page. */
export const SOLUTIONS_BACK_TO_TOP_PX = 500;
const MAX_FEATURES = 6;
const trustedBy = [...new Set(testimonials.map((t) => t.company))];

// The quote modal (its dialog, the form, react-hook-form and, on submit, zod: ~45 KB gz)
// loads when "Contact Us" is pointed at, focused or pressed, not with the page.
const loadQuoteModal = () => import('../quote/quote-modal.tsx');
const QuoteModal = lazy(() => loadQuoteModal().then((module) => ({ default: module.QuoteModal })));
const preloadQuoteModal = () => {
  loadQuoteModal().catch(() => {});
};

/**
 * /solutions and /solutions/:industryId. An unknown or missing id shows customer-service
 * and the address is rewritten (replace) to the industry shown; tabs replace it too.
 */
export default function SolutionsPage() {
  const { industryId } = useParams();
  const navigate = useNavigate();
  const selected = resolveIndustryId(industryId);
  const industry = getIndustry(selected);
  const [quoteOpen, setQuoteOpen] = useState(false);
  // Mounted from the first opening on, so it can animate closed.
  const [quoteWanted, setQuoteWanted] = useState(false);
  const openQuote = () => {
    setQuoteWanted(true);
    setQuoteOpen(true);
  };

  useEffect(() => {
    if (industryId !== selected) navigate(`/solutions/${selected}`, { replace: true });
  }, [industryId, selected, navigate]);

  usePageMeta({
    title: `${industry.title} solutions`,
    description: `${industry.subtitle}. ${industry.description}`,
  });

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

  return (
    <>
      <SkipLink />
      <SolutionsNav />
      <div id="main" tabIndex={-1} className="outline-none">
        <main className="industry-scope" style={{ ['--industry' as string]: industry.colour }}>
          <Tabs.Root
            value={selected}
            onValueChange={(value) => navigate(`/solutions/${value}`, { replace: true })}
            activationMode="manual"
          >
            <div className="border-line border-b bg-surface-muted">
              <Tabs.List
                aria-label="Industries"
                className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 py-3 sm:px-6 lg:px-8"
              >
                {INDUSTRY_IDS.map((id) => (
                  <Tabs.Trigger
                    key={id}
                    value={id}
                    className="whitespace-nowrap rounded-full px-4 py-2 font-medium text-ink-muted text-sm transition-colors hover:text-ink data-[state=active]:bg-[var(--industry-strong)] data-[state=active]:text-white"
                  >
                    {industries[id].title}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
            </div>
            <Tabs.Content value={selected} className="focus:outline-none">
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
                  <h2
                    id="solutions-features-title"
                    className="text-center font-bold text-3xl text-ink"
                  >
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
                          <li
                            key={step.title}
                            className="flex gap-4 rounded-2xl bg-surface-raised p-4"
                          >
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
                          const app = findIntegration(id);
                          return app ? (
                            <li key={id}>
                              <Link
                                to={`/integrations/access/${id}`}
                                className="inline-block rounded-full border border-line bg-surface-raised px-3 py-1 text-ink text-sm hover:border-brand-300"
                              >
                                {app.name}
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
                  <h2
                    id="solutions-stories-title"
                    className="text-center font-bold text-3xl text-ink"
                  >
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
                        <blockquote className="mt-4 text-ink text-lg leading-8">
                          “{story.quote}”
                        </blockquote>
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
                    Start with a 14-day free trial, no credit card required, or talk to us about a
                    rollout for your team.
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
                      onClick={openQuote}
                      onPointerEnter={preloadQuoteModal}
                      onFocus={preloadQuoteModal}
                      className="rounded-full border border-white/60 px-6 py-3 font-semibold text-white hover:bg-white/10"
                    >
                      Contact Us
                    </button>
                  </div>
                </div>
              </section>
            </Tabs.Content>
          </Tabs.Root>
        </main>
      </div>
      <Footer />
      <BackToTop threshold={SOLUTIONS_BACK_TO_TOP_PX} />
      <FloatingChatLauncher />
      {quoteWanted ? (
        <Suspense fallback={null}>
          <QuoteModal open={quoteOpen} onOpenChange={setQuoteOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
